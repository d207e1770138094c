// The page's languages (docs/architecture.md#languages): for each, the words the page's script
// carries (en.ts, es.ts) and those of the template the server fills in (template-*.ts). The server
// writes the page and its first answer in each; the API, the tool server and the command line
// speak English only.
import { type Catalog, en } from './en.js';
import { es } from './es.js';
import { type TemplateWords, templateEn } from './template-en.js';
import { templateEs } from './template-es.js';

interface LanguageWords {
  words: Catalog;
  template: TemplateWords;
}

export const LANGUAGES = {
  en: { words: en, template: templateEn },
  es: { words: es, template: templateEs },
} as const satisfies Record<string, LanguageWords>;

export type Language = keyof typeof LANGUAGES;
