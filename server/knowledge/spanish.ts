// The knowledge pages most parents need, in Spanish (docs/architecture.md#languages), served at
// /es/kb/<id> and listed at /es/kb: the Markdown of server/knowledge/pages-es/, each the whole
// translation of one English page, or of two that Spanish readers find on one page (SPANISH_PAGES),
// with the statute's numbers as {{tokens}} as the English pages have them (kbValues), dates written
// in Spanish. Each links to its English page, and the English pages back (markdown.ts). Not searched
// by the tool server, which speaks English.
import { readdir, readFile } from 'node:fs/promises';
import { escapeHtml } from '../../core/common/html.js';
import { es } from '../../core/i18n/es.js';
import { templateEs } from '../../core/i18n/template-es.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import { STATUTE } from '../../core/statute/statute.js';
import { absoluteLinks, fillTemplate, type KnowledgePage, kbValues } from './knowledge.js';
import { renderMarkdown } from './markdown.js';

/** Each Spanish page's id and the ids of the English pages it translates whole, the first its own
 *  English page (the one its "Esta página en inglés" link and hreflang name). */
export const SPANISH_PAGES: Readonly<Record<string, readonly [string, ...string[]]>> = {
  'que-es-una-cuenta-trump': ['what-is-a-trump-account'],
  'contribucion-piloto-y-donaciones': ['pilot-seed', 'dell-pledge'],
  retiros: ['what-happens-at-18'],
  'cuenta-trump-o-plan-529': ['trump-account-529-or-custodial'],
};

/** The Spanish page of an English page, when there is one. */
export function spanishPageOf(englishId: string): string | undefined {
  return Object.entries(SPANISH_PAGES).find(([, english]) => english.includes(englishId))?.[0];
}

/** The folder of the Spanish pages, from server/knowledge or the compiled dist/server/knowledge. */
function folderUrl(): URL {
  const compiled = import.meta.url.includes('/dist/server/');
  return new URL(compiled ? '../../../server/knowledge/pages-es/' : './pages-es/', import.meta.url);
}

/** The English pages' tokens, with their dates written in Spanish. */
function spanishValues(): Record<string, string> {
  return {
    ...kbValues(STATUTE, RULES_DATA),
    seedBirthFrom: es.dates.long(STATUTE.seedBirthFrom),
    seedBirthTo: es.dates.long(STATUTE.seedBirthTo),
    firstContributionDate: es.dates.long(STATUTE.firstContributionDate),
    rulesVerifiedAt: es.dates.long(RULES_DATA.rulesVerifiedAt),
  };
}

/** The Spanish pages, in the order of SPANISH_PAGES; a file not listed there, or a page missing, stops the start. */
export async function loadSpanishPages(folder: URL = folderUrl()): Promise<KnowledgePage[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  const ids = Object.keys(SPANISH_PAGES);
  const unknown = files.filter((file) => !ids.includes(file.slice(0, -'.md'.length)));
  if (unknown.length > 0 || files.length !== ids.length)
    throw new Error(`the Spanish knowledge pages are not those SPANISH_PAGES names: ${files.join(', ')}`);
  const values = spanishValues();
  return Promise.all(
    ids.map(async (id) => {
      const file = `${id}.md`;
      const text = fillTemplate(await readFile(new URL(file, folder), 'utf8'), values, file)
        .replace(/\r\n?/g, '\n')
        .trim();
      const match = /^# +(.+)\n/.exec(`${text}\n`);
      if (!match?.[1]) throw new Error(`${file}: the first line must be a "# " title`);
      return { id, title: match[1].trim(), text: text.slice(match[0].length).trim(), kind: 'page' as const };
    }),
  );
}

const STYLE =
  'body{font:16px/1.55 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}' +
  'footer{margin-top:3rem;border-top:1px solid #ddd;font-size:.9rem;color:#555}';

function htmlPage(title: string, main: string, siteUrl: string, canonical: string, english: string): string {
  const site = escapeHtml(siteUrl);
  return (
    '<!doctype html>\n<html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)} | Proyección 530A</title>` +
    `<link rel="canonical" href="${escapeHtml(canonical)}">` +
    `<link rel="alternate" hreflang="en" href="${escapeHtml(english)}"><style>${STYLE}</style></head>\n` +
    `<body><main>\n${main}\n</main>\n` +
    `<footer><p><a href="${site}/es/">Calculadora</a> · <a href="${site}/es/kb">Páginas en español</a> · ` +
    `<a href="${escapeHtml(english)}" hreflang="en" lang="en">English</a></p>` +
    `<p>${escapeHtml(templateEs.disclaimerText)}.</p></footer></body></html>\n`
  );
}

export function renderSpanishPage(page: KnowledgePage, siteUrl: string): string {
  const english = `${siteUrl}/kb/${SPANISH_PAGES[page.id]?.[0] ?? ''}`;
  const body = renderMarkdown(absoluteLinks(page.text, siteUrl));
  return htmlPage(
    page.title,
    `<article><h1>${escapeHtml(page.title)}</h1>\n${body}` +
      `<p><a href="${escapeHtml(english)}" hreflang="en">Esta página en inglés</a></p></article>`,
    siteUrl,
    `${siteUrl}/es/kb/${page.id}`,
    english,
  );
}

export function renderSpanishIndex(pages: readonly KnowledgePage[], siteUrl: string): string {
  const items = pages
    .map((page) => `<li><a href="${escapeHtml(`${siteUrl}/es/kb/${page.id}`)}">${escapeHtml(page.title)}</a></li>`)
    .join('');
  return htmlPage(
    'Páginas de conocimiento',
    `<h1>Cuentas Trump: páginas en español</h1>\n<ul>${items}</ul>\n` +
      `<p>Las demás páginas, y cada regla con su fuente, están <a href="${escapeHtml(siteUrl)}/kb" hreflang="en">en inglés</a>.</p>`,
    siteUrl,
    `${siteUrl}/es/kb`,
    `${siteUrl}/kb`,
  );
}
