// The calculator as a parent uses it (docs/api.md#website), in headless Chromium: the answer's top
// within the first phone screen; the last result kept while a field is empty; no field name of the
// API and none of its sentences in any visible text, for invalid plans, a broken share link and
// every kind of note; the yearly CSV equal to the API's figures; one choice of dollars for the
// whole page, kept in the link; the first source following the birth date; the eligible funds'
// past returns as one-click assumptions; and the print layout (saved plans side by side:
// compare.test.ts; the printed report read back: print.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { WARNING_CODES } from '../../core/schemas/projection.js';
import {
  AnnualSchedule,
  MonthlySchedule,
  OnceSchedule,
  Scenario as ScenarioSchema,
  Source as SourceSchema,
} from '../../core/schemas/scenario.js';
import { post } from '../helpers/start-server.js';
import {
  api,
  CAPPED,
  DESKTOP,
  downloadCsv,
  FAMILY,
  openAdvanced,
  PHONE,
  pageJson,
  pageSessionWithMarketData,
  type Scenario,
  sharedPages,
  type Watched,
  wholeDollars,
} from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSessionWithMarketData();
/** The family's link and the fresh page on a desktop, each opened once: the family's saved as CSV,
 *  seen in both dollars and printed; the fresh page offered a fund's return, then its form used. */
const shared = sharedPages(session);
/** One phone page and one more desktop page, which the other pages of the tests open in, in turn,
 *  as new pages would. */
const fresh = reusedPages(session);

/** The family's link on a desktop, as the page answers it. */
async function familyOnDesktop(): Promise<{ expected: Awaited<ReturnType<typeof api>>; watched: Watched }> {
  const expected = await api(session.server.url, FAMILY);
  const watched = await shared(`${session.server.url}/?s=${expected.s}`, DESKTOP);
  await pageJson(watched.page, expected.projection.shareUrl);
  return { expected, watched };
}

/** The final value of a percentile row. */
function final(rows: string[][], row: number): string {
  const values = itemAt(rows, row);
  return itemAt(values, values.length - 1);
}

async function ready(watched: Watched): Promise<Page> {
  await watched.page.waitForFunction(() => document.body.dataset.state === 'ok');
  return watched.page;
}

/** The API's field names, which no parent should meet: every camelCase property of the scenario. */
const FIELD_NAMES = [
  ...new Set(
    [ScenarioSchema, SourceSchema, MonthlySchedule, AnnualSchedule, OnceSchedule].flatMap((schema) =>
      Object.keys(schema.properties),
    ),
  ),
].filter((name) => /[a-z][A-Z]/.test(name));

/** Visible text only: closed <details> (the JSON) and hidden parts are not read. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

function expectPlainWords(text: string, apiSentences: string[]): void {
  for (const name of FIELD_NAMES) expect(text, `"${name}" is shown`).not.toContain(name);
  for (const sentence of apiSentences) expect(text, 'an API sentence is shown').not.toContain(sentence);
}

/** A share link that holds whatever it is given, valid or not. */
function linkOf(value: unknown): string {
  return `1.${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
}

/** Between them, these plans raise every note the projection has. */
const NOTED: Scenario[] = [
  CAPPED,
  {
    // A Roth conversion, whose legal footing is unverified.
    asOf: '2026-11-21',
    birthDate: '2026-03-10',
    targetAgeMonths: 300,
    mcPaths: 200,
    afterTax: { use: 'retirement', conversion: { fromAgeMonths: 216, years: 4 } },
  },
  {
    // A large custodial balance while the kiddie tax applies: its yearly dividend tax is not modelled.
    asOf: '2026-11-21',
    birthDate: '2026-03-10',
    targetAgeMonths: 216,
    mcPaths: 200,
    includeSeed: false,
    currentBalanceCents: '30000000',
    currentBasisCents: '30000000',
    afterTax: { use: 'education' },
  },
  {
    // Money already in the account of a child the pilot contribution is still to come for.
    asOf: '2026-05-01',
    birthDate: '2026-02-10',
    targetAgeMonths: 216,
    mcPaths: 200,
    currentBalanceCents: '100000',
    currentBasisCents: '100000',
    sources: [
      {
        id: 'parents',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '5000', startAgeMonths: 3, endAgeMonths: 216 },
      },
    ],
  },
  {
    asOf: '2026-11-21',
    birthDate: '2020-01-10',
    targetAgeMonths: 216,
    mcPaths: 200,
    sources: [
      {
        id: 'parents',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '5000', startAgeMonths: 0, endAgeMonths: 216 },
      },
      {
        id: 'grandpa',
        kind: 'relative',
        schedule: { type: 'annual', amountCents: '20000', monthOfYear: 5, startAgeMonths: 0, endAgeMonths: 300 },
      },
    ],
  },
  {
    asOf: '2026-01-15',
    birthDate: '2026-01-02',
    targetAgeMonths: 300,
    mcPaths: 200,
    sources: [
      {
        id: 'parents',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '100000', startAgeMonths: 0, endAgeMonths: 300 },
      },
      {
        id: 'work',
        kind: 'employer',
        salaryReduction: true, // SALARY_REDUCTION
        schedule: { type: 'annual', amountCents: '50000', monthOfYear: 3, startAgeMonths: 0, endAgeMonths: 300 },
      },
    ],
    afterTax: { state: 'CA' }, // STATE_TAXED_YEARLY
  },
  {
    asOf: '2026-01-01',
    birthDate: '2025-06-01',
    targetAgeMonths: 9,
    mcPaths: 200,
    sources: [{ id: 'parents', kind: 'family', schedule: { type: 'once', amountCents: '5000', atAgeMonths: 8 } }],
  },
  // 18 years typed as 18 months.
  { asOf: '2026-11-21', birthDate: '2026-08-14', targetAgeMonths: 18, mcPaths: 200 },
];

describe('the answer first', () => {
  it("on a phone the answer's top is within the first screen: the median and the 8-in-10 range, in whole dollars of today", async () => {
    const expected = await api(session.server.url, FAMILY);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}`, PHONE);
    const page = watched.page;
    await pageJson(page, expected.projection.shareUrl);
    const top = await page.locator('#answer').evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top + 100).toBeLessThan(PHONE.height); // its headline, not just its edge
    const rows = expected.projection.percentiles.realCents;
    await expect(page.locator('#headline-figure').textContent()).resolves.toBe(wholeDollars(final(rows, ROW_P50)));
    await expect(page.locator('#headline-label').textContent()).resolves.toBe(
      "Median at 17 years 6 months, in today's dollars",
    );
    await expect(page.locator('#headline-range').textContent()).resolves.toBe(
      `In 8 out of 10 simulated markets it ends between ${wholeDollars(final(rows, ROW_P10))} and ${wholeDollars(final(rows, ROW_P90))}.`,
    );
    await expect(page.locator('#headline-expected').textContent()).resolves.toMatch(
      new RegExp(
        '^The median is the middle of the simulated markets: half end below it, half above\\. The steady-return ' +
          `line, at a steady 7% a year after inflation every month, reaches \\${wholeDollars(expected.projection.deterministic.finalRealCents)};`,
      ),
    );
    expect(watched.problems).toEqual([]);
  });

  it('while a field is empty, the last result stays in place (dimmed) with its figures', async () => {
    const watched = await fresh(`${session.server.url}/`, PHONE);
    const page = await ready(watched);
    const figure = await page.locator('#headline-figure').textContent();
    const rows = await page.locator('#milestone-table tbody tr').count();
    await page.fill('#s0-amount', '');
    await page.waitForFunction(() => document.body.dataset.state === 'invalid');
    await expect(page.locator('#answer').isVisible()).resolves.toBe(true);
    await expect(page.locator('#result-body').isVisible()).resolves.toBe(true);
    await expect(page.locator('#chart svg').isVisible()).resolves.toBe(true);
    await expect(page.locator('#headline-figure').textContent()).resolves.toBe(figure);
    await expect(page.locator('#milestone-table tbody tr').count()).resolves.toBe(rows);
    await expect(page.locator('#share-url').inputValue()).resolves.toMatch(/\?s=1\./);
    await expect(page.locator('#status').textContent()).resolves.toBe(
      'One field needs attention: see the messages beside them. The figures shown are for the last complete plan.',
    );
    await expect(page.locator('#problem-list').textContent()).resolves.toBe(
      'parents: Amount per deposit: enter an amount in dollars, such as 100 or 25.50',
    );
    const dimmed = await page.locator('#chart svg').evaluate((node) => Number(getComputedStyle(node).opacity));
    expect(dimmed).toBeLessThan(1);
    expect(watched.problems).toEqual([]);
  });
});

describe('plain words', () => {
  it("every note of the projection in the page's words, never the API's field names or sentences", async () => {
    const seen = new Set<string>();
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const page = await ready(watched);
    for (const scenario of NOTED) {
      const expected = await api(session.server.url, scenario);
      for (const warning of expected.projection.warnings) seen.add(warning.code);
      await page.goto(`${session.server.url}/?s=${expected.s}`);
      await pageJson(page, expected.projection.shareUrl);
      const codes = await page.locator('#warnings li').evaluateAll((items) => items.map((li) => li.dataset.code));
      expect(codes).toEqual(expected.projection.warnings.map((warning) => warning.code));
      expectPlainWords(
        await visibleText(page),
        expected.projection.warnings.map((warning) => warning.message),
      );
    }
    expect([...seen].sort()).toEqual([...WARNING_CODES].sort());
    // Two of them, word for word: the counts and names come from the engine's own figures.
    const past = await api(session.server.url, itemAt(NOTED, 4));
    await page.goto(`${session.server.url}/?s=${past.s}`);
    await pageJson(page, past.projection.shareUrl);
    const notes = await page.locator('#warnings li').allTextContents();
    expect(notes).toContain(
      'parents: 82 deposits would fall before the projection starts, when the child is 6 years 10 months old; they are left out.',
    );
    expect(notes).toContain(
      'grandpa: 7 deposits would fall at or after age 18 years, when the projection ends; they are left out.',
    );
    expect(watched.problems).toEqual([]);
  });

  it("invalid fields and a broken share link are told in the form's words, never the API's", async () => {
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const page = await ready(watched);
    const invalid = async (fill: () => Promise<void>, expectedMessage: string | RegExp, pointer: string) => {
      await fill();
      await page.waitForFunction(
        (at) => document.querySelector(`[data-pointer="${at}"] .error`)?.textContent !== '',
        pointer,
      );
      const message = await page.locator(`[data-pointer="${pointer}"] > .error`).textContent();
      if (typeof expectedMessage === 'string') expect(message).toBe(expectedMessage);
      else expect(message).toMatch(expectedMessage);
      expectPlainWords(await visibleText(page), []);
    };
    await invalid(() => page.fill('#f-annualReturn', '25'), 'must be at most 20%', '/annualReturn');
    await page.fill('#f-annualReturn', '7');
    await openAdvanced(page);
    await invalid(() => page.fill('#f-mcPaths', '50'), 'must be at least 100', '/mcPaths');
    await page.fill('#f-mcPaths', '2,000'); // grouped as people write it
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await invalid(() => page.fill('#f-birthDate', ''), 'enter a date', '/birthDate');
    await page.fill('#f-birthDate', '2020-01-01');
    await invalid(
      async () => {
        await page.fill('#f-target-years', '3');
        await page.fill('#f-target-months', '0');
      },
      /^must be after the child's age when the projection starts \(\d+ years( \d+ months?)?\)$/,
      '/targetAgeMonths',
    );
    await page.fill('#f-target-years', '18');
    await page.getByRole('button', { name: 'Add a source' }).click();
    await invalid(
      () => page.fill('#s1-id', 'parents'),
      'another source already has this name; names must differ',
      '/sources/1/id',
    );

    // A share link whose scenario has no birth date and a field the calculator does not know.
    const link = linkOf({ asOf: '2026-01-01', targetAgeMonths: 216, extra: 1 });
    const problem = await post(`${session.server.url}/v1/project`, { s: link });
    const apiMessages = (JSON.parse(problem.text) as { errors: { message: string }[] }).errors.map((e) => e.message);
    expect(apiMessages.length).toBe(2);
    await page.goto(`${session.server.url}/?s=${link}`);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    const notice = await page.locator('#notice').innerText();
    expect(notice).toContain('The share link could not be read, so the form shows a new plan instead.');
    expect(notice).toContain("Child's birth date: enter a date");
    expect(notice).toContain('The plan: holds a setting this calculator does not know');
    expectPlainWords(await visibleText(page), apiMessages);
    expect(watched.problems).toEqual([]);
  });
});

describe('dollars, compare, export', () => {
  it("the CSV's figures equal the API's, in either kind of dollars", async () => {
    const { expected, watched } = await familyOnDesktop();
    const { projection } = expected;
    const page = watched.page;
    const csv = () => downloadCsv(page, '#download-csv', 'trump-account-yearly.csv');
    const cents = (text: string) => String(Math.round(Number(text) * 100));
    for (const basis of ['nominal', 'real'] as const) {
      await page.check(`#basis-${basis}`);
      const [header, ...rows] = await csv();
      const suffix = basis === 'real' ? '_today' : '';
      // One kind of dollars, the header saying which (the paid-in column in today's: test/web/plan.test.ts).
      expect(header).toEqual([
        'age_months',
        'age_years',
        `deposits${suffix}`,
        `expected${suffix}`,
        ...['p10', 'p25', 'p50', 'p75', 'p90'].map((p) => p + suffix),
      ]);
      const bands = basis === 'real' ? projection.percentiles.realCents : projection.percentiles.nominalCents;
      expect(rows.length).toBe(projection.deterministic.milestones.length);
      for (const [c, row] of rows.entries()) {
        const milestone = itemAt(projection.deterministic.milestones, c);
        expect(Number(row[0])).toBe(milestone.ageMonths);
        expect(cents(itemAt(row, 3))).toBe(basis === 'real' ? milestone.realCents : milestone.nominalCents);
        const percentiles = [ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90].map((r) => itemAt(itemAt(bands, r), c));
        expect(row.slice(4).map(cents)).toEqual(percentiles);
      }
      // Deposits: what was paid in up to each age, all of it (with the seed) by the target.
      const deposits = rows.map((row) => Number(cents(itemAt(row, 2))));
      expect(deposits).toEqual([...deposits].sort((a, b) => a - b));
      const d = projection.deterministic;
      const paid = Number(d.contributedCents) + Number(d.seedCents);
      if (basis === 'nominal') expect(itemAt(deposits, deposits.length - 1)).toBe(paid);
      else expect(itemAt(deposits, deposits.length - 1)).toBeLessThan(paid);
    }
    expect(watched.problems).toEqual([]);
    // Back to the link as it opened: today's dollars, the API's link.
    await page.waitForFunction(() => !location.search.includes('dollars='));
  });

  it('one choice of dollars for the headline, totals, chart and table, kept in the link beside s', async () => {
    const { expected, watched } = await familyOnDesktop();
    const { projection } = expected;
    const page = watched.page;
    await expect(page.locator('#basis-real').isChecked()).resolves.toBe(true); // the default
    await page.check('#basis-nominal');
    await expect(page.locator('#headline-figure').textContent()).resolves.toBe(
      wholeDollars(final(projection.percentiles.nominalCents, ROW_P50)),
    );
    await page.check('#basis-real');
    await expect(page.locator('#headline-figure').textContent()).resolves.toBe(
      wholeDollars(final(projection.percentiles.realCents, ROW_P50)),
    );
    await expect(page.locator('[data-total="final"] dd').textContent()).resolves.toBe(
      wholeDollars(projection.deterministic.finalRealCents),
    );
    await expect(page.locator('#chart svg').getAttribute('class')).resolves.toContain('real');
    // Today's dollars are the default: the link is the API's; future dollars add a parameter.
    await page.check('#basis-nominal');
    await page.waitForFunction(() => location.search.endsWith('&dollars=future'));
    await expect(page.locator('#share-url').inputValue()).resolves.toBe(`${projection.shareUrl}&dollars=future`);
    await page.reload();
    await pageJson(page, projection.shareUrl);
    await expect(page.locator('#basis-nominal').isChecked()).resolves.toBe(true);
    await page.check('#basis-real');
    await page.waitForFunction(() => !location.search.includes('dollars='));
    await expect(page.locator('#share-url').inputValue()).resolves.toBe(projection.shareUrl);
    // The share-link state itself is the API's, unchanged: the extra parameter is the page's alone.
    expect(await page.evaluate(() => new URLSearchParams(location.search).get('s'))).toBe(expected.s);
    await page.reload();
    await pageJson(page, projection.shareUrl);
    await expect(page.locator('#basis-real').isChecked()).resolves.toBe(true);
    await expect(page.locator('#headline-label').textContent()).resolves.toContain("in today's dollars");
    expect(watched.problems).toEqual([]);
  });
});

describe('the form', () => {
  it("an eligible fund's past return in one click, with its date and the caveat", async () => {
    // The fresh page, before the test below uses its form (a fund's return changes none of that).
    const watched = await shared(`${session.server.url}/`, DESKTOP);
    const page = await ready(watched);
    const returns = (await (await fetch(`${session.server.url}/v1/returns`)).json()) as {
      asOf: string;
      funds: Record<string, Record<string, number | null>>;
    };
    await page.click('#return-offer > summary');
    const button = page.getByRole('button', { name: /^VOO, 10 years: / });
    await button.waitFor();
    const value = returns.funds.VOO?.['10y'];
    expect(typeof value).toBe('number');
    await expect(page.locator('#return-offer').textContent()).resolves.toContain('The past is not a forecast');
    const [year, month, day] = returns.asOf.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.locator('#return-offer').textContent()).resolves.toContain(`Annual returns to ${date}`);
    if ((value as number) <= 0.2) {
      await button.click();
      await expect(page.inputValue('#f-annualReturn')).resolves.toBe(
        String(Number(((value as number) * 100).toPrecision(12))),
      );
      await expect(page.inputValue('#f-returnIsReal')).resolves.toBe('nominal');
      await page.waitForFunction(() => document.body.dataset.state === 'ok');
    } else await expect(button.isDisabled()).resolves.toBe(true);
    expect(watched.problems).toEqual([]);
  });

  it('the first source follows the birth date; "Yearly increase" only for schedules; long horizons', async () => {
    const watched = await shared(`${session.server.url}/`, DESKTOP);
    const page = await ready(watched);
    await page.fill('#f-birthDate', '2020-03-01');
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    const start =
      Number(await page.inputValue('#s0-start-years')) * 12 + Number(await page.inputValue('#s0-start-months'));
    expect(start).toBeGreaterThan(6 * 12);
    await expect(page.locator('#warnings li[data-code="DEPOSITS_IN_PAST"]').count()).resolves.toBe(0);
    // Typed by hand, an age stays as typed.
    await page.fill('#s0-start-years', '10');
    await page.fill('#f-birthDate', '2019-03-01');
    await expect(page.inputValue('#s0-start-years')).resolves.toBe('10');

    await expect(page.locator('#s0-stepup').isVisible()).resolves.toBe(true);
    await page.selectOption('#s0-type', 'once');
    await expect(page.locator('#s0-stepup').isVisible()).resolves.toBe(false);

    // 119 years: a logarithmic scale, and the paths the budget allows are said.
    await page.selectOption('#s0-type', 'monthly');
    await page.fill('#f-target-years', '119');
    await openAdvanced(page);
    await page.fill('#f-mcPaths', '5000');
    await page.waitForFunction(() => document.getElementById('chart-caption')?.textContent?.includes('5,000'));
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await expect(page.locator('#chart-caption').textContent()).resolves.toMatch(
      /the calculator simulates 1,\d{3} of the 5,000 paths asked for/,
    );
    await expect(page.locator('#log-scale').isChecked()).resolves.toBe(true);
    await expect(page.locator('#chart svg').getAttribute('class')).resolves.toContain('log');
    expect(watched.problems).toEqual([]);
  });

  it("prints the answer and the results, the share link's start linked to the whole of it, no form and no buttons", async () => {
    const { expected, watched } = await familyOnDesktop();
    const page = watched.page;
    await page.emulateMedia({ media: 'print' });
    const top = (selector: string) => page.locator(selector).evaluate((node) => node.getBoundingClientRect().top);
    expect(await top('#summary')).toBeLessThan(await top('#totals'));
    await expect(page.locator('.inputs').isVisible()).resolves.toBe(false);
    await expect(page.locator('#share-print').isVisible()).resolves.toBe(true);
    const link = expected.projection.shareUrl;
    await expect(page.locator('#share-print a').getAttribute('href')).resolves.toBe(link);
    await expect(page.locator('#share-print').textContent()).resolves.toBe(
      `This plan: ${link.slice(0, 48)}… (${link.length.toLocaleString('en-US')} characters: the page's share link, and a link in a PDF).`,
    );
    const width = await page.locator('#share-print').evaluate((node) => node.scrollWidth <= node.clientWidth);
    expect(width).toBe(true);
    await expect(page.locator('#download-csv').isVisible()).resolves.toBe(false);
    await page.pdf({ path: new URL('../artifacts/site-print.pdf', import.meta.url).pathname });
    expect(watched.problems).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
  });
});
