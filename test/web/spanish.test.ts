// The calculator in Spanish at /es/ (docs/architecture.md#languages), in Debian's Chromium: the
// server writes its first answer in Spanish (seen with JavaScript off), the page's engine then
// shows the very same text, the figure is the English page's and the API's for the same plan, axe
// is clean on phone and desktop, share links and the language link keep the language and the
// plan, and no English word of the catalog is left in its text with every section opened: the
// default plan's, and after tax with a state, a joint return and a paycheck, the saved plans side by
// side and every run of history, with the states named in Spanish in both selects.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { templateEn } from '../../core/i18n/template-en.js';
import { templateEs } from '../../core/i18n/template-es.js';
import { axeViolations } from './axe.js';
import { ENGLISH_STRINGS, englishIn } from './catalog-english.js';
import {
  api,
  DESKTOP,
  downloadCsv,
  open,
  PHONE,
  pageJson,
  pageSessionWithMarketData,
  type Scenario,
  SITE_URL,
  tableRows,
} from './page-session.js';

const session = pageSessionWithMarketData();

const LINES = ['headline-plan', 'headline-label', 'headline-figure', 'headline-range', 'headline-expected'];

function rawText(html: string, id: string): string {
  const match = new RegExp(`<(\\w+) id="${id}"[^>]*>([^<]*)</\\1>`).exec(html);
  if (!match) throw new Error(`no #${id} in the page`);
  return (match[2] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

async function html(path: string): Promise<string> {
  const response = await fetch(session.server.url + path);
  expect(response.status).toBe(200);
  return response.text();
}

/** The page's visible text, its labels, placeholders and options, with every section opened. */
async function openedText(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
  });
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent?.closest('script, style, pre, [hidden]')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], option')))
      parts.push(
        element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '',
      );
    return parts.join('\n');
  });
}

/** The catalog's English strings: many, or the check would prove nothing. */
it('looks for many English strings', () => {
  expect(ENGLISH_STRINGS.length).toBeGreaterThan(100);
});

/** After tax with a state, a joint return and a paycheck through the employer, under market
 *  history: a three-year-old in Connecticut, whose family lives in New York. */
const SECTIONS = {
  asOf: '2026-11-24',
  birthDate: '2023-05-10',
  targetAgeMonths: 240,
  returnModel: 'historical',
  afterTax: { use: 'education', state: 'NY', filingStatus: 'marriedJoint' },
  sources: [
    {
      id: 'padres',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 43, endAgeMonths: 216 },
    },
    {
      id: 'nomina',
      kind: 'employer',
      salaryReduction: true,
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 43, endAgeMonths: 204 },
    },
  ],
} satisfies Scenario;

/** A saved plan beside it: a grandparent's yearly gift, simulated markets, after tax in New York. */
const SAVED = {
  asOf: '2026-11-24',
  birthDate: '2023-05-10',
  targetAgeMonths: 240,
  mcPaths: 300,
  afterTax: { use: 'education', state: 'NY' },
  sources: [
    {
      id: 'abuelo',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '100000', monthOfYear: 12, startAgeMonths: 43, endAgeMonths: 216 },
    },
  ],
} satisfies Scenario;

describe('the calculator in Spanish', () => {
  it('is served at /es/ with lang="es", its own script and the first answer in Spanish', async () => {
    const page = await html('/es/');
    expect(page).toContain('<html lang="es">');
    expect(page).toMatch(/<script type="module" src="\/app-es\.js\?v=[^"]+"><\/script>/);
    expect(page).toContain('<body data-state="prerendered">');
    expect(rawText(page, 'headline-label')).toBe('Mediana a los 18 años, en dólares de hoy');
    expect(rawText(page, 'headline-plan')).toBe(
      'El plan: $100 al mes de padres desde el nacimiento hasta los 18 años, más la contribución piloto de $1,000.',
    );
    // The same figure as the English page's: the same engine, the same plan but for its source's name.
    const english = await html('/');
    expect(english).toContain('<html lang="en">');
    expect(rawText(page, 'headline-figure')).toBe(rawText(english, 'headline-figure'));
    expect(rawText(page, 'headline-figure')).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    // Each page links the other; the Spanish one in Spanish, the English one in English.
    expect(page).toContain('<a id="language-link" href="/" hreflang="en" lang="en">English</a>');
    expect(english).toContain('<a id="language-link" href="/es/" hreflang="es" lang="es">Español</a>');
    // /es without its slash is the same page.
    const redirect = await fetch(`${session.server.url}/es?dollars=future`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/es/?dollars=future');
  });

  it('writes no template word of the English page into the Spanish one', async () => {
    // Its markup outside the scripts' JSON (the site's settings carry the API's own disclaimer).
    const page = (await html('/es/')).replace(/<script[^>]*>[^<]*<\/script>/g, '');
    for (const [key, value] of Object.entries(templateEn)) {
      if (typeof value !== 'string' || value.length <= 3 || value === (templateEs as Record<string, unknown>)[key])
        continue;
      expect(page, key).not.toContain(value.replace(/'/g, '&#39;'));
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows without JavaScript what its engine then shows, axe clean (%s)', async (_, viewport) => {
    const page = await html('/es/');
    const raw = Object.fromEntries(LINES.map((id) => [id, rawText(page, id)]));
    const still = await session.browser.newContext({ javaScriptEnabled: false, viewport });
    const plain = await still.newPage();
    await plain.goto(`${session.server.url}/es/`);
    const shown = (p: import('playwright-core').Page) =>
      p.evaluate(
        (ids) => Object.fromEntries(ids.map((id) => [id, document.getElementById(id)?.textContent ?? ''])),
        LINES,
      );
    expect(await shown(plain)).toEqual(raw);
    await still.close();

    const watched = await open(session.browser, `${session.server.url}/es/`, viewport);
    await watched.page.waitForFunction(() => document.body.dataset.state === 'ok');
    expect(await shown(watched.page)).toEqual(raw);
    expect(await axeViolations(watched.page)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('keeps the language and the plan in its share link and its language link', async () => {
    const watched = await open(session.browser, `${session.server.url}/es/`);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    const share = await page.locator('#share-url').inputValue();
    expect(share.startsWith(`${SITE_URL}/es/?s=`)).toBe(true);
    // The language link follows the address once it has settled, to the same plan in English.
    await page.waitForFunction(() =>
      (document.getElementById('language-link') as HTMLAnchorElement).href.includes('?s='),
    );
    const s = new URL(share).searchParams.get('s');
    const link = await page.locator('#language-link').getAttribute('href');
    expect(link).toBe(`/?s=${s}`);
    const figure = await page.locator('#headline-figure').textContent();
    await page.locator('#language-link').click();
    await page.waitForURL(/\/\?s=/);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('#headline-figure').textContent()).toBe(figure);
    // The English page keeps the Spanish plan's source name: the plan is the link's, not a new one.
    expect(await page.locator('#headline-plan').textContent()).toContain('from padres');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('leaves no English string of the catalog in its text, with every section opened', async () => {
    const watched = await open(session.browser, `${session.server.url}/es/`);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    const text = await openedText(page);
    expect(englishIn(text)).toEqual([]);
    expect(text).toContain('Fecha de nacimiento del niño');
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it('writes after tax with a state, a joint return and a paycheck, the saved plans and every run of history in Spanish, axe clean', async () => {
    const [shown, saved] = await Promise.all([api(session.server.url, SECTIONS), api(session.server.url, SAVED)]);
    const search = new URLSearchParams([
      ['s', shown.s],
      ['saved', `${saved.s}*Plan del abuelo`],
      ['state', 'CT'],
    ]);
    const watched = await open(session.browser, `${session.server.url}/es/?${search}`);
    const { page } = watched;
    await pageJson(page, shown.projection.shareUrl);
    await page.waitForFunction(() => document.querySelector('#compare-plans')?.getAttribute('aria-busy') === 'false');
    await openedText(page); // opens every section: the list of runs fills as it opens
    await page.waitForFunction(() => document.querySelectorAll('#history-runs tbody tr').length > 0);
    const opened = await openedText(page);
    expect(englishIn(opened)).toEqual([]);
    // Each section in Spanish, with the state's Spanish name where a sentence names it.
    expect(await page.locator('#after-tax-table caption').textContent()).toMatch(
      /^Lo que queda después de los impuestos federal y de Nueva York a los 20 años, en dólares de hoy$/,
    );
    expect(await page.locator('#after-tax-table tbody th').allTextContents()).toEqual([
      'Cuenta Trump',
      'Plan 529',
      'Cuenta de custodia',
    ]);
    expect(await page.locator('#after-tax-state-words').textContent()).toMatch(
      /^Nueva York le devolvería aproximadamente \$[\d,]+ de impuesto estatal por sus depósitos en el plan 529\.$/,
    );
    expect(await page.locator('#f-tax-filing option:checked').textContent()).toBe(
      'Casado que presenta una declaración conjunta',
    );
    expect(await page.locator('#s1-salary').isChecked()).toBe(true);
    expect(opened).toContain('Pagado de mi propio salario antes de impuestos');
    expect(await page.locator('#compare-caption').textContent()).toBe(
      'Planes guardados lado a lado, en dólares de hoy',
    );
    expect(opened).toContain('Plan del abuelo');
    expect(await page.locator('#history h3').textContent()).toBe('Lo que dice la historia');
    expect(await page.locator('#history-runs > summary').textContent()).toMatch(
      /^Cada mes de inicio: [\d,]+ trayectorias$/,
    );
    expect(await page.locator('#history-runs tbody th').first().textContent()).toMatch(/^[a-z]+ de \d{4}$/);
    // The child's state (the gifts) and the family's state (after tax): Spanish names, the same codes.
    for (const select of ['#f-state', '#after-tax-state']) {
      const options = await page
        .locator(`${select} option`)
        .evaluateAll((list) => (list as HTMLOptionElement[]).map((option) => [option.value, option.textContent ?? '']));
      const names = Object.fromEntries(options);
      expect(names.NY, select).toMatch(/^Nueva York/);
      expect(names.NC, select).toMatch(/^Carolina del Norte/);
      expect(names.DC, select).toMatch(/^Distrito de Columbia/);
      expect(names.PA, select).toMatch(/^Pensilvania/);
      expect(options.length, select).toBe(52);
      // Listed by their Spanish names: Nueva York under N, after Nebraska.
      const codes = options.map(([code]) => code);
      expect(codes.indexOf('NY'), select).toBeGreaterThan(codes.indexOf('NE'));
      expect(codes.indexOf('NC'), select).toBeLessThan(codes.indexOf('CO'));
    }
    expect(await page.locator('#after-tax-state').inputValue()).toBe('NY');
    // The gifts box: the sponsors' names and their conditions in Spanish.
    expect(await page.locator('#gift-dalio-text').textContent()).toMatch(
      /^\$250 de Ray y Barbara Dalio \(Dalio Philanthropies\), si el niño vive en un código postal/,
    );
    expect(await page.locator('#gift-dell-text').textContent()).toMatch(/^\$250 de Michael y Susan Dell, si /);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it("writes its yearly table, CSV and printed report in Spanish, with the English page's figures", async () => {
    const spanish = await open(session.browser, `${session.server.url}/es/`);
    const english = await open(session.browser, `${session.server.url}/`);
    for (const watched of [spanish, english])
      await watched.page.waitForFunction(() => document.body.dataset.state === 'ok');
    // The same plan but for its source's name: the same numbers in every row and column.
    const numbers = (rows: string[][]) => rows.map((row) => row.slice(1));
    const spanishRows = await tableRows(spanish.page);
    expect(numbers(spanishRows)).toEqual(numbers(await tableRows(english.page)));
    expect(spanishRows[0]?.[0]).toBe('1 año');
    expect(await spanish.page.locator('#milestone-table th').first().textContent()).toBe('Edad');
    const csv = await downloadCsv(spanish.page, '#download-csv', 'cuenta-trump-anual.csv');
    const englishCsv = await downloadCsv(english.page, '#download-csv', 'trump-account-yearly.csv');
    expect(csv[0]).toEqual([
      'edad_meses',
      'edad_anios',
      'aportado_hoy',
      'rendimiento_constante_hoy',
      'p10_hoy',
      'p25_hoy',
      'p50_hoy',
      'p75_hoy',
      'p90_hoy',
    ]);
    expect(csv.slice(1)).toEqual(englishCsv.slice(1));
    await spanish.page.emulateMedia({ media: 'print' });
    await spanish.page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await spanish.page.locator('#report-dates').textContent()).toMatch(
      /^Impreso el \d{1,2} de [a-z]+ de \d{4} desde /,
    );
    expect(await spanish.page.locator('#report-markets').textContent()).toMatch(
      /^Mercados: 2,000 trayectorias simuladas/,
    );
    expect(await spanish.page.locator('#share-print').textContent()).toMatch(/^Este plan: /);
    expect([...spanish.problems, ...english.problems]).toEqual([]);
    await spanish.context.close();
    await english.context.close();
  });
});
