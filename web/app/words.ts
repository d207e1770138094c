// The page's words (docs/architecture.md#languages): every module of the page takes its words from
// here. This is the English page's; the Spanish page's bundle is the same page built with
// words-es.ts in this module's place (web/build-site.mjs), so each bundle carries one language.
import { type Catalog, en } from '../../core/i18n/en.js';

export const words: Catalog = en;
