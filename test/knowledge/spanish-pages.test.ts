// The knowledge pages in Spanish (server/knowledge/spanish.ts): listed at /es/kb, each at
// /es/kb/<id> with lang="es", its statute numbers and dates filled in (dates written in Spanish),
// a link to its English page and from the English pages back; no token or English date left. Each
// is its English pages whole: the same figures (dollars, percentages, ages, years, dates, section
// and form numbers) and the same sources and links, a figure left out or added only with its reason
// (docs/architecture.md#languages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '../../core/common/dates.js';
import { es } from '../../core/i18n/es.js';
import { Knowledge, type KnowledgePage } from '../../server/knowledge/knowledge.js';
import { loadSpanishPages, SPANISH_PAGES, spanishPageOf } from '../../server/knowledge/spanish.js';
import { defined } from '../helpers/defined.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SITE_URL });
});
afterAll(async () => {
  await server?.close();
});

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
}

const ENGLISH_MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

describe('the Spanish knowledge pages', () => {
  it('are listed at /es/kb, in Spanish, with the English pages beside them', async () => {
    const { status, html } = await page('/es/kb');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es">');
    for (const id of Object.keys(SPANISH_PAGES)) expect(html).toContain(`href="${SITE_URL}/es/kb/${id}"`);
    expect(html).toContain(`href="${SITE_URL}/kb" hreflang="en"`);
  });

  it.each(Object.entries(SPANISH_PAGES))(
    '%s: Spanish, filled in, linked to its English page %s and back from each English page',
    async (id, englishPages) => {
      const spanish = await page(`/es/kb/${id}`);
      expect(spanish.status).toBe(200);
      expect(spanish.html).toContain('<html lang="es">');
      expect(spanish.html).not.toContain('{{');
      expect(spanish.html).not.toMatch(ENGLISH_MONTHS);
      expect(spanish.html).toContain(
        `<a href="${SITE_URL}/kb/${englishPages[0]}" hreflang="en">Esta página en inglés</a>`,
      );
      for (const english of englishPages) {
        const back = await page(`/kb/${english}`);
        expect(back.html, english).toContain(
          `<a href="${SITE_URL}/es/kb/${id}" hreflang="es" lang="es">Esta página en español</a>`,
        );
      }
    },
  );

  it("write the pilot's birth dates in Spanish, the first and last days GET /v1/eligibility gives it for", async () => {
    const eligible = async (birthDate: string) => {
      const response = await fetch(`${server.url}/v1/eligibility?birthDate=${birthDate}&asOf=2026-11-29`);
      return ((await response.json()) as { pilot: { eligible: boolean } }).pilot.eligible;
    };
    expect([await eligible('2024-12-31'), await eligible('2025-01-01')]).toEqual([false, true]);
    expect([await eligible('2028-12-31'), await eligible('2029-01-01')]).toEqual([true, false]);
    const { html } = await page('/es/kb/contribucion-piloto-y-donaciones');
    expect(html).toContain('del 1 de enero de 2025 al 31 de diciembre de 2028');
    expect(html).toContain('4 de julio de 2026');
  });

  it('answer an unknown page with a 404 problem', async () => {
    const { status } = await page('/es/kb/nada');
    expect(status).toBe(404);
  });
});

// ---- Each Spanish page is its English pages whole ------------------------------------------------

/** The months' names as the pages' dates write them: English's, and Spanish's from the Spanish dates. */
const MONTHS_EN: readonly string[] = MONTH_NAMES;
const MONTHS_ES: readonly string[] = MONTH_NAMES.map((_name, index) =>
  defined(/^1 de (\S+) de /.exec(es.dates.long(`2025-${String(index + 1).padStart(2, '0')}-01`))?.[1], 'a month'),
);

/** A date as one figure, the same in both languages: "July 4, 2025" and "4 de julio de 2025" are
 *  2025-07-04; "December 31 of the year" and "31 de diciembre del año" are 12-31. */
function isoDate(month: string, day: string, year: string | undefined, months: readonly string[]): string {
  const mm = String(months.indexOf(month) + 1).padStart(2, '0');
  const md = `${mm}-${day.padStart(2, '0')}`;
  return year === undefined ? md : `${year}-${md}`;
}
function datesAsIso(text: string, language: 'en' | 'es'): string {
  if (language === 'en')
    return text.replace(
      new RegExp(`\\b(${MONTHS_EN.join('|')}) (\\d{1,2})(?:, (\\d{4}))?`, 'g'),
      (_m, month, day, year) => isoDate(month, day, year, MONTHS_EN),
    );
  return text.replace(
    new RegExp(`\\b(\\d{1,2}) de (${MONTHS_ES.join('|')})(?: de (\\d{4}))?`, 'g'),
    (_m, day, month, year) => isoDate(month, day, year, MONTHS_ES),
  );
}

/** Where a page links: its Markdown links' targets, and the addresses it names bare (trumpaccounts.gov). */
function linksOf(markdown: string): Set<string> {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => defined(match[1], 'target'));
  const bare = [
    ...markdown.replace(/\]\([^)\s]+\)/g, ']').matchAll(/\b(?:https?:\/\/\S+|[a-z0-9-]+\.(?:gov|org|com))\b/g),
  ];
  return new Set([...targets, ...bare.map((match) => match[0])]);
}

/** Every figure a page names, dates as ISO dates: "$1,000", "10%", "59½", "18", "2025-07-04", "530". */
function figuresOf(title: string, markdown: string, language: 'en' | 'es'): Set<string> {
  const text = datesAsIso(`${title}\n${markdown}`.replace(/\]\([^)\s]+\)/g, ']'), language);
  return new Set(text.match(/(?<![\p{L}\p{N}_.,-])\$?\d+(?:[.,-]\d+)*½?%?/gu) ?? []);
}

/** Where an English page's link leads from its Spanish page: the calculator in Spanish, a knowledge
 *  page's Spanish page where one exists, else the English page itself. */
function spanishTarget(link: string): string {
  if (link === '/') return '/es/';
  const kb = /^\/kb\/([^#?]+)$/.exec(link);
  const spanish = kb ? spanishPageOf(defined(kb[1], 'id')) : undefined;
  return spanish === undefined ? link : `/es/kb/${spanish}`;
}

/** Figures an English page names that its Spanish page leaves out on purpose, each with why. */
const LEFT_OUT: Readonly<Record<string, Readonly<Record<string, string>>>> = {};

/** Figures and links a Spanish page names that its English pages do not, each with why. */
const ADDED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'que-es-una-cuenta-trump': {
    '$2,500': "the employers' own yearly limit (employerLimit): the employers page it stands for is in English only",
    '/es/': 'the calculator in Spanish, the page these pages belong to',
  },
  'contribucion-piloto-y-donaciones': {
    '10056':
      "the unclaimed accounts of the temporary regulations (rule-unclaimedAccounts), which issue 41 asks the pledges' page to tell",
    '2026-09-30': "the same regulations' reported date",
    '/kb/rule-unclaimedAccounts': 'their rule page, with its source',
  },
  retiros: {
    '/es/': "the calculator in Spanish, whose after-tax section computes a withdrawal's tax",
  },
};

describe('each Spanish page is its English pages whole', () => {
  let english: Knowledge;
  let spanish: Map<string, KnowledgePage>;
  beforeAll(async () => {
    english = await Knowledge.load();
    spanish = new Map((await loadSpanishPages()).map((found) => [found.id, found]));
  });
  const englishPages = (id: string) =>
    defined(SPANISH_PAGES[id], id).map((englishId) => defined(english.get(englishId), `the English page ${englishId}`));

  it.each(Object.keys(SPANISH_PAGES))('%s: every figure of its English pages, and no other', (id) => {
    const found = defined(spanish.get(id), id);
    const inEnglish = new Set(englishPages(id).flatMap((page) => [...figuresOf(page.title, page.text, 'en')]));
    const inSpanish = figuresOf(found.title, found.text, 'es');
    const leftOut = [...inEnglish].filter((figure) => !inSpanish.has(figure));
    const added = [...inSpanish].filter((figure) => !inEnglish.has(figure));
    expect(leftOut.sort(), 'left out').toEqual(Object.keys(LEFT_OUT[id] ?? {}).sort());
    expect(added.sort(), 'added').toEqual(
      Object.keys(ADDED[id] ?? {})
        .filter((key) => !key.startsWith('/'))
        .sort(),
    );
    expect(inEnglish.size).toBeGreaterThan(5);
  });

  it.each(Object.keys(SPANISH_PAGES))(
    '%s: every source and link of its English pages, to the Spanish page where there is one',
    (id) => {
      const found = defined(spanish.get(id), id);
      const fromEnglish = new Set(englishPages(id).flatMap((page) => [...linksOf(page.text)].map(spanishTarget)));
      const added = Object.keys(ADDED[id] ?? {}).filter((key) => key.startsWith('/'));
      expect([...linksOf(found.text)].sort()).toEqual([...new Set([...fromEnglish, ...added])].sort());
    },
  );

  it.each(Object.keys(SPANISH_PAGES))(
    '%s: links only to pages that exist, and says so of each page in English',
    (id) => {
      const text = defined(spanish.get(id), id).text;
      for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)( \(en inglés\))?/g)) {
        const [, label, target, marked] = match;
        const englishId = /^\/kb\/(.+)$/.exec(defined(target, 'target'))?.[1];
        const spanishId = /^\/es\/kb\/(.+)$/.exec(defined(target, 'target'))?.[1];
        if (englishId !== undefined) {
          expect(english.get(englishId), target).toBeDefined();
          expect(
            marked !== undefined || defined(label, 'label').includes('en inglés'),
            `${target} marked "en inglés"`,
          ).toBe(true);
        }
        if (spanishId !== undefined) expect(Object.keys(SPANISH_PAGES), target).toContain(spanishId);
      }
    },
  );

  it.each(Object.entries(SPANISH_PAGES).filter(([, pages]) => pages.length === 1))(
    '%s: as many sections as its English page %s, and no word of a summary',
    (id) => {
      const sections = (text: string) => text.split('\n').filter((line) => line.startsWith('## ')).length;
      const found = defined(spanish.get(id), id);
      expect(sections(found.text)).toBe(sections(defined(englishPages(id)[0], id).text));
      expect(found.text).not.toMatch(/esta página resume|la versión completa/i);
    },
  );
});
