// Saved plans side by side (web/app/compare-view.ts, docs/api.md#website) in Debian's Chromium: a
// parent saves the plan on screen under a name, saves more, renames, removes and opens them by mouse
// and keyboard; the comparison table's figures for each plan equal the API's answer for that plan's
// share state (asked over HTTP here), in today's and in future dollars; the list survives a reload
// (localStorage) and travels in the link, as far as the link's budget allows; hostile stored lists
// and links (garbage, huge, wrong types, markup in names, a browser that refuses storage) leave the
// page working and say what was left out. WCAG 2.1 AA (axe) holds with the table and its rename form,
// on a phone and a desktop.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  FAMILY,
  FAMILY_HISTORY,
  open,
  PHONE,
  type Projection,
  pageJson,
  pageSession,
  type Scenario,
  type Watched,
  wholeDollars,
} from './page-session.js';

const session = pageSession();
const STORAGE_KEY = 'projection-530a:saved-plans';

/** The three plans compared: the family, the family without grandma's gifts, and the family under
 *  history to 19 with after tax asked for. 200 simulated paths: each column is checked against the
 *  API's answer for the same paths, whatever their number, and every page and column computes them. */
const WITH_GRANDMA = { ...FAMILY, mcPaths: 200 };
const WITHOUT_GRANDMA = { ...WITH_GRANDMA, sources: FAMILY.sources.filter((source) => source.id !== 'grandma') };
const HISTORY_AFTER_TAX = {
  ...FAMILY_HISTORY,
  targetAgeMonths: 228,
  afterTax: { use: 'any', parentOrdinaryRate: 0.32 },
} satisfies Scenario;

interface AfterTaxed extends Projection {
  afterTax?: { trumpAccount: { netCents: (string | null)[][]; netRealCents: (string | null)[][] } };
}

interface Column {
  header: string;
  cells: Record<string, string>;
}

/** The table as a person reads it: per column its header and its cell in each row, by row. */
async function columns(page: Page): Promise<Column[]> {
  await page.waitForFunction(() => document.getElementById('compare-plans')?.getAttribute('aria-busy') === 'false');
  return page.locator('#compare-plans').evaluate((table) => {
    const headers = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent ?? '');
    return headers.map((header, i) => {
      const cells: Record<string, string> = {};
      for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
        const cell = row.querySelectorAll('td')[i];
        const key = cell?.dataset.measure;
        if (key) cells[key] = cell.textContent ?? '';
      }
      return { header, cells };
    });
  });
}

/** "17 years 6 months", written here independently of the page. */
function age(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years > 0 && `${years} year${years === 1 ? '' : 's'}`, rest > 0 && `${rest} month${rest === 1 ? '' : 's'}`]
    .filter(Boolean)
    .join(' ');
}

const finalOf = (rows: string[][], row: number) => {
  const values = itemAt(rows, row);
  return itemAt(values, values.length - 1);
};

/** The figures the API's answer gives a column, in today's (real) or future dollars; the paid-in
 *  cell is checked apart (in future dollars it is what was paid; in today's, see paidInToday). */
function expectedCells(projection: AfterTaxed, real: boolean): Record<string, string> {
  const rows = real ? projection.percentiles.realCents : projection.percentiles.nominalCents;
  const target = itemAt(projection.percentiles.ages, projection.percentiles.ages.length - 1);
  const cells: Record<string, string> = {
    median: `${wholeDollars(finalOf(rows, ROW_P50))} at ${age(target)}`,
    range: `${wholeDollars(finalOf(rows, ROW_P10))} to ${wholeDollars(finalOf(rows, ROW_P90))}`,
    middle: `${wholeDollars(finalOf(rows, ROW_P25))} to ${wholeDollars(finalOf(rows, ROW_P75))}`,
    markets: projection.historical ? 'History (S&P 500)' : 'Simulated',
  };
  const trump = projection.afterTax?.trumpAccount;
  if (trump) {
    const net = finalOf((real ? trump.netRealCents : trump.netCents) as string[][], ROW_P50);
    cells['after-tax'] = net === null ? 'Not available before 18' : wholeDollars(net);
  }
  return cells;
}

/** Checks a column against the API's answer for its plan, in the dollars the page shows. */
function expectColumn(column: Column | undefined, projection: AfterTaxed, real: boolean, anyAfterTax: boolean): void {
  if (column === undefined) throw new Error('no such column');
  const { cells } = column;
  const expected = expectedCells(projection, real);
  for (const key of ['median', 'range', 'middle', 'markets'])
    expect(cells[key], `${column.header} ${key}`).toBe(expected[key]);
  if (anyAfterTax) expect(cells['after-tax']).toBe(expected['after-tax'] ?? 'Not asked for');
  else expect(cells['after-tax']).toBeUndefined();
  const d = projection.deterministic;
  const asPaid = BigInt(d.contributedCents) + BigInt(d.seedCents);
  if (!real) expect(cells['paid-in']).toBe(wholeDollars(String(asPaid)));
  else {
    // In today's dollars each deposit is divided by its own month's deflator: less than as paid,
    // more than the whole sum divided by the final deflator (the API's nominal over real).
    const paid = Number((cells['paid-in'] ?? '').replace(/[$,]/g, '')) * 100;
    const deflator = Number(d.finalNominalCents) / Number(d.finalRealCents);
    expect(paid).toBeLessThan(Number(asPaid));
    expect(paid).toBeGreaterThan(Number(asPaid) / deflator);
  }
}

const headers = (list: Column[]) => list.map((column) => column.header);

async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).textContent()) ?? '';
}

/** The last row's paid-in cell of the yearly table, for the plan on screen. */
async function tablePaidIn(page: Page): Promise<string> {
  return (await page.locator('#milestone-table tbody tr').last().locator('td').first().textContent()) ?? '';
}

async function finish(watched: Watched): Promise<void> {
  expect(await axeViolations(watched.page)).toEqual([]);
  expect(watched.problems).toEqual([]);
}

/** The browser of every test but the refusing ones: a page the tests take in turn, closed after the
 *  file with the file's other contexts (`pageSession`). */
let tab: Watched | undefined;

/** Opens `url` at the size of `viewport` in a browser whose localStorage holds `stored` under the
 *  page's key, or nothing when `stored` is null, before the page's first script runs (once: a
 *  reload finds what the page left there). The page keeps nothing else between visits
 *  (web/app/saved-store.ts), so each test gets the page a new browser would show it, in one browser
 *  context for all: a new context cost about a second of Chromium's CPU more than a navigation, and
 *  its first axe run about as much more again (docs/operations.md#the-suites-time). Its record of
 *  problems covers every test that used it. */
async function openWith(url: string, stored: string | null, viewport = DESKTOP): Promise<Watched> {
  if (tab === undefined) {
    tab = await open(session.browser, 'about:blank', viewport);
    if (stored !== null)
      await tab.context.addInitScript(
        ([key, value]) => {
          if (location.protocol === 'about:' || sessionStorage.getItem('seeded') !== null) return;
          sessionStorage.setItem('seeded', 'yes');
          localStorage.setItem(key ?? '', value ?? '');
        },
        [STORAGE_KEY, stored],
      );
  } else
    await tab.page.evaluate(
      ([key, value]) => (value === null ? localStorage.clear() : localStorage.setItem(key, value)),
      [STORAGE_KEY, stored] as const,
    );
  await tab.page.setViewportSize(viewport);
  await tab.page.goto(url);
  return tab;
}

/** `saved=<s>*<name>`, as the page writes it. */
const savedParam = (s: string, name: string) => new URLSearchParams([['saved', `${s}*${name}`]]).toString();

describe('saving, renaming, removing and opening plans', () => {
  it("three plans side by side: each column is the API's answer for its plan, in both dollars", async () => {
    const [a, b, c] = await Promise.all([
      api(session.server.url, WITH_GRANDMA),
      api(session.server.url, WITHOUT_GRANDMA),
      api(session.server.url, HISTORY_AFTER_TAX),
    ]);
    const watched = await openWith(`${session.server.url}/?s=${a.s}`, null);
    const { page } = watched;
    await pageJson(page, a.projection.shareUrl);
    await expect(page.isHidden('#compare')).resolves.toBe(true);
    // Nothing saved: no chart anywhere names another plan.
    await expect(text(page, '#chart .legend')).resolves.not.toMatch(/pinned|saved/i);
    const planA = (await text(page, '#headline-plan')).replace(/^The plan: /, '');
    const paidInA = await tablePaidIn(page);

    await page.fill('#save-name', 'With grandma');
    await page.click('#save-plan');
    await expect(text(page, '#save-status')).resolves.toBe(
      'Saved as “With grandma”; one saved plan side by side below.',
    );
    let shown = await columns(page);
    expect(headers(shown)).toEqual(['With grandma (shown now)']);
    expect(shown[0]?.cells.plan).toBe(planA);
    expect(shown[0]?.cells['paid-in']).toBe(paidInA);
    await expect(page.getByRole('button', { name: 'Open With grandma' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Remove grandma' }).click();
    await pageJson(page, b.projection.shareUrl);
    shown = await columns(page);
    expect(headers(shown)).toEqual(['The plan shown (not saved)', 'With grandma']);
    await expect(page.locator('#save-name').getAttribute('placeholder')).resolves.toBe('Plan 2');
    await page.click('#save-plan'); // no name: the next "Plan N"
    await expect(text(page, '#save-status')).resolves.toBe('Saved as “Plan 2”; 2 saved plans side by side below.');
    await page.click('#save-plan');
    await expect(text(page, '#save-status')).resolves.toBe('This plan is already saved as “Plan 2”.');

    // Another plan, opened from its link: the saved ones come from the browser.
    await page.goto(`${session.server.url}/?s=${c.s}`);
    await pageJson(page, c.projection.shareUrl);
    shown = await columns(page);
    expect(headers(shown)).toEqual(['The plan shown (not saved)', 'With grandma', 'Plan 2']);
    await page.fill('#save-name', '  History,\u0000 after\ttax  ');
    await page.keyboard.press('Enter');
    await expect(text(page, '#save-status')).resolves.toBe(
      'Saved as “History, after tax”; 3 saved plans side by side below.',
    );
    shown = await columns(page);
    expect(headers(shown)).toEqual(['With grandma', 'Plan 2', 'History, after tax (shown now)']);
    for (const real of [true, false]) {
      if (!real) await page.check('#basis-nominal');
      shown = await columns(page);
      await expect(text(page, '#compare-plans caption')).resolves.toBe(
        `Saved plans side by side, in ${real ? "today's" : 'future'} dollars`,
      );
      expectColumn(shown[0], a.projection, real, true);
      expectColumn(shown[1], b.projection, real, true);
      expectColumn(shown[2], c.projection as AfterTaxed, real, true);
      expect(shown[0]?.cells['after-tax']).toBe('Not asked for');
      expect(shown[2]?.cells['after-tax']).toMatch(/^\$[\d,]+$/);
      expect(shown[2]?.cells['paid-in']).toBe(await tablePaidIn(page));
    }
    await page.check('#basis-real');

    // Rename by keyboard: Enter on the button, the field takes focus, Enter saves, Escape cancels.
    await page.getByRole('button', { name: 'Rename Plan 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('rename-input');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Without grandma');
    await page.keyboard.press('Enter');
    await expect(text(page, '#compare-status')).resolves.toBe('Renamed “Without grandma”.');
    expect(headers(await columns(page))).toEqual(['With grandma', 'Without grandma', 'History, after tax (shown now)']);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Rename Without grandma');
    await page.keyboard.press('Enter');
    await page.keyboard.type(' and more');
    await page.keyboard.press('Escape');
    expect(headers(await columns(page))).toEqual(['With grandma', 'Without grandma', 'History, after tax (shown now)']);
    // A name already taken is made unique; a name with nothing in it keeps the old one.
    await page.getByRole('button', { name: 'Rename Without grandma' }).click();
    await page.fill('#rename-input', 'With grandma');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(text(page, '#compare-status')).resolves.toBe('Renamed “With grandma (2)”.');
    await page.getByRole('button', { name: 'Rename With grandma (2)' }).click();
    await page.fill('#rename-input', ' \u200b ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(text(page, '#compare-status')).resolves.toBe(
      'A name needs at least one letter or digit: the old name stays.',
    );
    expect(headers(await columns(page))).toEqual([
      'With grandma',
      'With grandma (2)',
      'History, after tax (shown now)',
    ]);

    // Open: the form and the answer show the saved plan.
    await page.getByRole('button', { name: 'Open With grandma', exact: true }).click();
    await pageJson(page, a.projection.shareUrl);
    await expect(text(page, '#compare-status')).resolves.toBe(
      'Opened “With grandma”: the form and the answer show it now.',
    );
    expect(headers(await columns(page))).toEqual([
      'With grandma (shown now)',
      'With grandma (2)',
      'History, after tax',
    ]);
    await expect(page.inputValue('#s1-id')).resolves.toBe('grandma');
    // The opened plan's "Open" is gone: focus stays in its column.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Rename With grandma');

    // Remove: the column goes, focus moves to the next plan's Remove.
    await page.getByRole('button', { name: 'Remove With grandma (2)' }).click();
    await expect(text(page, '#compare-status')).resolves.toBe('Removed “With grandma (2)”; 2 saved plans left.');
    expect(headers(await columns(page))).toEqual(['With grandma (shown now)', 'History, after tax']);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Remove History, after tax');
    const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    expect(JSON.parse(stored ?? 'null')).toEqual({
      version: 1,
      plans: [
        { name: 'With grandma', s: a.s },
        { name: 'History, after tax', s: c.s },
      ],
    });
    // The main chart never draws a saved plan, and its legend names none.
    await expect(text(page, '#chart .legend')).resolves.not.toMatch(/pinned|saved/i);
    await finish(watched);
  });

  it('on a phone: the table scrolls in its own region, every button works, axe holds', async () => {
    const [a, b] = await Promise.all([api(session.server.url, WITH_GRANDMA), api(session.server.url, WITHOUT_GRANDMA)]);
    const link = `${session.server.url}/?s=${a.s}&${savedParam(a.s, 'With grandma')}&${savedParam(b.s, 'Without')}`;
    const watched = await openWith(link, null, PHONE);
    const { page } = watched;
    await pageJson(page, a.projection.shareUrl);
    const shown = await columns(page);
    expect(headers(shown)).toEqual(['With grandma (shown now)', 'Without']);
    expectColumn(shown[1], b.projection, true, false);
    const region = page.getByRole('region', { name: "Saved plans side by side, in today's dollars" });
    await expect(region.getAttribute('tabindex')).resolves.toBe('0');
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open Without' }).click();
    await pageJson(page, b.projection.shareUrl);
    await page.getByRole('button', { name: 'Remove With grandma' }).click();
    expect(headers(await columns(page))).toEqual(['Without (shown now)']);
    await finish(watched);
  });
});

describe('kept in the browser and carried in the link', () => {
  it('a reload keeps the plans; the link carries them to another browser, which keeps them too', async () => {
    const [a, b, c] = await Promise.all([
      api(session.server.url, WITH_GRANDMA),
      api(session.server.url, WITHOUT_GRANDMA),
      api(session.server.url, HISTORY_AFTER_TAX),
    ]);
    const link = `${session.server.url}/?s=${a.s}&${savedParam(b.s, 'Without grandma')}&${savedParam(c.s, 'History')}`;
    const watched = await openWith(link, null);
    const { page } = watched;
    await pageJson(page, a.projection.shareUrl);
    await expect(text(page, '#compare-notice')).resolves.toBe(
      '2 saved plans came with the link and were added to the plans this browser keeps.',
    );
    expect(headers(await columns(page))).toEqual(['The plan shown (not saved)', 'Without grandma', 'History']);
    // The share link and the address carry them, before the choice of dollars.
    const carried = `&${savedParam(b.s, 'Without grandma')}&${savedParam(c.s, 'History')}`;
    await page.check('#basis-nominal');
    await expect(page.inputValue('#share-url')).resolves.toBe(`${a.projection.shareUrl}${carried}&dollars=future`);
    await page.waitForFunction((search) => location.search === search, `?s=${a.s}${carried}&dollars=future`);
    await page.reload();
    await pageJson(page, a.projection.shareUrl);
    await expect(page.isHidden('#compare-notice')).resolves.toBe(true);
    const reloaded = await columns(page);
    expect(headers(reloaded)).toEqual(['The plan shown (not saved)', 'Without grandma', 'History']);
    expectColumn(reloaded[2], c.projection as AfterTaxed, false, true);
    // Saving one more: the link follows.
    await page.fill('#save-name', 'Family');
    await page.click('#save-plan');
    await page.waitForFunction(
      (search) => location.search === search,
      `?s=${a.s}${carried}&${savedParam(a.s, 'Family')}&dollars=future`,
    );
    const address = page.url();

    // Another browser (an empty localStorage) opens the address: the same plans, in the same order.
    const other = await openWith(address, null);
    await pageJson(other.page, a.projection.shareUrl);
    await expect(text(other.page, '#compare-notice')).resolves.toBe(
      '3 saved plans came with the link and were added to the plans this browser keeps.',
    );
    const there = await columns(other.page);
    expect(headers(there)).toEqual(['Without grandma', 'History', 'Family (shown now)']);
    expectColumn(there[0], b.projection, false, true);
    const stored = await other.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    expect(JSON.parse(stored ?? '{}').plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Without grandma',
      'History',
      'Family',
    ]);
    await finish(other);
  });

  it('ten long plans: the link carries the first that fit its budget, the browser keeps all ten, no eleventh', async () => {
    // Eight sources each: a share state of about 2,000 characters.
    const long = (n: number): Scenario => ({
      ...FAMILY,
      mcPaths: 200,
      sources: Array.from({ length: 8 }, (_, i) => ({
        id: `giver ${i}`,
        kind: 'relative' as const,
        schedule: { type: 'once' as const, amountCents: String(10000 * (n + 1) + i), atAgeMonths: 12 + i },
      })),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => api(session.server.url, long(n))));
    const sizes = answers.map((answer) => savedParam(answer.s, `Long ${answers.indexOf(answer) + 1}`).length + 1);
    let fit = 0;
    for (let total = 0; fit < sizes.length && total + (sizes[fit] ?? 0) <= 6000; fit++) total += sizes[fit] ?? 0;
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(10);
    const list = { version: 1, plans: answers.map((answer, n) => ({ name: `Long ${n + 1}`, s: answer.s })) };
    const a = await api(session.server.url, WITH_GRANDMA);
    const watched = await openWith(`${session.server.url}/?s=${a.s}`, JSON.stringify(list));
    const { page } = watched;
    await pageJson(page, a.projection.shareUrl);
    await expect(text(page, '#compare-notice')).resolves.toBe(
      `The link carries the first ${fit} of the 10 saved plans: a longer link would not open everywhere. The others are kept in this browser only.`,
    );
    const shown = await columns(page);
    expect(shown.length).toBe(11);
    expectColumn(shown[10], itemAt(answers, 9).projection, true, false);
    await page.waitForFunction((count) => new URLSearchParams(location.search).getAll('saved').length === count, fit);
    const share = new URL(await page.inputValue('#share-url'));
    expect(share.searchParams.getAll('saved').length).toBe(fit);
    expect(share.href.length).toBeLessThanOrEqual(8000);
    await page.click('#save-plan');
    await expect(text(page, '#save-status')).resolves.toBe(
      '10 plans are saved, the most the page compares: remove one to save this one.',
    );
    await finish(watched);
  });
});

describe("a plan with the family's state", () => {
  it("its after-tax figure says the state's tax is in it too; a plan without one is as before", async () => {
    const plain = await api(session.server.url, HISTORY_AFTER_TAX);
    const withState = { ...HISTORY_AFTER_TAX, afterTax: { ...HISTORY_AFTER_TAX.afterTax, state: 'NY' } };
    const ny = await api(session.server.url, withState);
    const list = {
      version: 1,
      plans: [
        { name: 'Federal only', s: plain.s },
        { name: 'In New York', s: ny.s },
      ],
    };
    const a = await api(session.server.url, WITH_GRANDMA);
    const watched = await openWith(`${session.server.url}/?s=${a.s}`, JSON.stringify(list));
    await pageJson(watched.page, a.projection.shareUrl);
    const shown = await columns(watched.page);
    expect(headers(shown)).toEqual(['The plan shown (not saved)', 'Federal only', 'In New York']);
    const federal = expectedCells(plain.projection as AfterTaxed, true)['after-tax'];
    const newYork = expectedCells(ny.projection as AfterTaxed, true)['after-tax'];
    expect(federal).toMatch(/^\$[\d,]+$/);
    expect(newYork).not.toBe(federal); // New York's tax is in its figure
    expect(shown[0]?.cells['after-tax']).toBe('Not asked for');
    expect(shown[1]?.cells['after-tax']).toBe(federal);
    expect(shown[2]?.cells['after-tax']).toBe(`${newYork} (and New York tax)`);
    await finish(watched);
  });
});

describe('hostile stored lists and links', () => {
  /** Checks the page answers the family's link `a` (after a list it could not read). */
  async function answers(watched: Watched, a: Awaited<ReturnType<typeof api>>): Promise<void> {
    await pageJson(watched.page, a.projection.shareUrl);
    await expect(text(watched.page, '#headline-figure')).resolves.toBe(
      wholeDollars(finalOf(a.projection.percentiles.realCents, ROW_P50)),
    );
  }

  /** Opens the family's link with `stored` in localStorage first, checks the page still answers. */
  async function withStored(stored: string, search = ''): Promise<Watched> {
    const a = await api(session.server.url, WITH_GRANDMA);
    const watched = await openWith(`${session.server.url}/?s=${a.s}${search}`, stored);
    await answers(watched, a);
    return watched;
  }

  it('a stored list that is not one: garbage, huge, wrong types, another version', async () => {
    const b = await api(session.server.url, WITHOUT_GRANDMA);
    const cases: [string, string][] = [
      ['{{{ not json', 'One saved plan was left out'],
      ['x'.repeat(3_000_000), 'One saved plan was left out'],
      ['null', 'One saved plan was left out'],
      ['[]', 'One saved plan was left out'],
      ['"plans"', 'One saved plan was left out'],
      [JSON.stringify({ version: 1 }), 'One saved plan was left out'],
      [JSON.stringify({ version: 2, plans: [{ name: 'Later', s: b.s }] }), 'One saved plan was left out'],
      [JSON.stringify({ version: 1, plans: 'Plan A' }), 'One saved plan was left out'],
      [JSON.stringify({ version: 1, plans: [] }), ''],
    ];
    // One browser: each list is stored in it, then the page loaded again reads it as it starts.
    const a = await api(session.server.url, WITH_GRANDMA);
    let watched: Watched | undefined;
    for (const [stored, notice] of cases) {
      if (watched === undefined) watched = await withStored(stored);
      else {
        await watched.page.evaluate(
          ([key, value]) => localStorage.setItem(key ?? '', value ?? ''),
          [STORAGE_KEY, stored],
        );
        await watched.page.reload();
        await answers(watched, a);
      }
      if (notice === '') await expect(watched.page.isHidden('#compare')).resolves.toBe(true);
      else await expect(text(watched.page, '#compare-notice')).resolves.toContain(notice);
      await expect(watched.page.locator('#compare-plans').count()).resolves.toBe(0);
      expect(watched.problems).toEqual([]);
    }
  });

  it('entries of the wrong type are left out one by one; markup in a name stays text', async () => {
    const b = await api(session.server.url, WITHOUT_GRANDMA);
    const markup = '<img src=x onerror="document.title=1">';
    const plans = [
      null,
      5,
      [b.s],
      { name: 5, s: b.s },
      { name: 'No state', s: { s: b.s } },
      { name: 'Bad state', s: '1.bm90IGpzb24' },
      { name: 'Not a scenario', s: `1.${Buffer.from('{"asOf":1}').toString('base64url')}` },
      { name: 'Too long', s: `${b.s}${'A'.repeat(9000)}` },
      { name: markup, s: b.s },
      { name: '   ', s: b.s },
    ];
    const watched = await withStored(JSON.stringify({ version: 1, plans }));
    const { page } = watched;
    await expect(text(page, '#compare-notice')).resolves.toBe(
      '9 saved plans were left out: they could not be read, or there were more than the 10 the page keeps.',
    );
    const shown = await columns(page);
    expect(headers(shown)).toEqual(['The plan shown (not saved)', markup]);
    expectColumn(shown[1], b.projection, true, false);
    await expect(page.locator('#compare img').count()).resolves.toBe(0);
    await expect(page.title()).resolves.not.toBe('1');
    await finish(watched);
  });

  it('more than ten stored, fifty in a link, and garbage, control characters and a long name in a link', async () => {
    const b = await api(session.server.url, WITHOUT_GRANDMA);
    const eleven = Array.from({ length: 11 }, (_, n) => ({ name: `Copy ${n}`, s: b.s }));
    const stored = await withStored(JSON.stringify({ version: 1, plans: eleven }));
    await expect(text(stored.page, '#compare-notice')).resolves.toBe(
      'One saved plan was left out: it could not be read, or there were more than the 10 the page keeps.',
    );
    expect(headers(await columns(stored.page))).toEqual(['The plan shown (not saved)', 'Copy 0']);

    const garbage = [
      'saved=garbage',
      'saved=*',
      'saved=*name',
      'saved=1.%FF%FE*bytes',
      `saved=${b.s}`,
      `saved=${b.s}*%00%01%E2%80%AE%0A`,
      `saved=${encodeURIComponent(`${b.s}*\u0007Bell\u202eand\nnewline ${'long '.repeat(1000)}`)}`,
      ...Array.from({ length: 50 }, (_, n) => `saved=x${n}*y`),
    ].join('&');
    const watched = await withStored(JSON.stringify({ version: 1, plans: [] }), `&${garbage}`);
    const { page } = watched;
    await expect(text(page, '#compare-notice')).resolves.toBe(
      'One saved plan came with the link and was added to the plans this browser keeps. 56 saved plans were ' +
        'left out: they could not be read, or there were more than the 10 the page keeps.',
    );
    const shown = await columns(page);
    const name = `Bell and newline ${'long '.repeat(20)}`.slice(0, 60).trim();
    expect(headers(shown)).toEqual(['The plan shown (not saved)', name]);
    expectColumn(shown[1], b.projection, true, false);
    await finish(watched);
  });

  it('a browser that refuses localStorage, or whose storage is full, still compares for the visit', async () => {
    const a = await api(session.server.url, WITH_GRANDMA);
    for (const refuse of [
      () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      },
    ]) {
      const watched = await open(session.browser, 'about:blank', DESKTOP);
      await watched.context.addInitScript(refuse);
      const { page } = watched;
      await page.goto(`${session.server.url}/?s=${a.s}`);
      await pageJson(page, a.projection.shareUrl);
      await page.click('#save-plan');
      await expect(text(page, '#save-status')).resolves.toBe('Saved as “Plan 1”; one saved plan side by side below.');
      await expect(text(page, '#compare-notice')).resolves.toBe(
        'This browser does not let the page keep saved plans: they last while this page is open, and its link carries them.',
      );
      expect(headers(await columns(page))).toEqual(['Plan 1 (shown now)']);
      await page.waitForFunction(() => new URLSearchParams(location.search).getAll('saved').length === 1);
      await finish(watched);
      await watched.context.close();
    }
  });
});
