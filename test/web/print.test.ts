// The printed report (web/app/print-report.ts, app.css's print rules, docs/api.md#website): the page
// printed to PDF by headless Chromium and read back with pdf.js. The report holds the plan in words,
// the headline figure (the API's median), the saved plans, the chart's legend, the yearly table (its
// last row the API's five percentiles), the after-tax comparison (the API's Trump-account median),
// the sources with their addresses, the share link's start (the whole of it the PDF's link), and the
// dates (of printing, of the plan's start, of the rules); it holds no control, no form and no navigation. The default plan, with after tax and
// to 65, prints on one page of US Letter and of A4, no text under 8 points, every amount one the
// screen shows, a long table's every few birthdays and the target; the print rules leave the screen
// as it is (axe on a phone and a desktop). The default plan's four versions and the desktop's check of
// the print rules share one page, each test setting the target and after tax it needs
// (docs/operations.md#the-suites-time).

import { describe, expect, it } from 'vitest';
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { RULES_VERIFIED_AT } from '../../core/statute/attribution.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  FAMILY,
  fillAge,
  open,
  PHONE,
  pageJson,
  pageSession,
  type Scenario,
  SITE_URL,
  sharedPages,
  tableRows,
  wholeDollars,
} from './page-session.js';
import { browserDate, expectPrintRulesLeaveScreen, longDate, readPdf, SMALLEST_POINTS } from './printed-pdf.js';

const session = pageSession();
const shared = sharedPages(session);

/** The family to 19, after tax asked for: the Trump account can be taken out then. */
const PLAN = {
  ...FAMILY,
  mcPaths: 200,
  targetAgeMonths: 228,
  afterTax: { use: 'any', parentOrdinaryRate: 0.32 },
} satisfies Scenario;

const final = (rows: string[][], row: number) => {
  const values = itemAt(rows, row);
  return itemAt(values, values.length - 1);
};

describe('the printed report', () => {
  it("holds the plan, the API's answer, the table, after tax, the sources and the dates, and no control", async () => {
    const expected = await api(session.server.url, PLAN);
    const projection = expected.projection as typeof expected.projection & {
      afterTax: { trumpAccount: { netRealCents: string[][] } };
    };
    const watched = await open(session.browser, `${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    await pageJson(page, projection.shareUrl);
    await page.fill('#save-name', 'Family to 19');
    await page.click('#save-plan');
    await page.waitForFunction(() => document.getElementById('compare-plans')?.getAttribute('aria-busy') === 'false');
    const sentence = (await page.locator('#headline-plan').textContent()) ?? '';
    expect(sentence).toContain('$100 a month from parents from 7 months to 17 years 6 months');
    const before = await browserDate(page);
    const printed = await readPdf(await page.pdf({ printBackground: true }));
    const after = await browserDate(page);
    const { text } = printed;

    // The plan and the answer: the headline figure is the API's median at the target, today's dollars.
    expect(text).toContain(sentence);
    const real = projection.percentiles.realCents;
    expect(text).toContain(`Median at 19 years, in today's dollars ${wholeDollars(final(real, ROW_P50))}`);
    expect(text).toContain(
      `In 8 out of 10 simulated markets it ends between ${wholeDollars(final(real, ROW_P10))} and ${wholeDollars(final(real, ROW_P90))}.`,
    );
    // The saved plans, without their buttons; the chart's legend; the yearly table's last row.
    expect(text).toContain("Saved plans side by side, in today's dollars");
    expect(text).toContain('Family to 19 (shown now)');
    expect(text).toContain('10th to 90th percentile 25th to 75th percentile Median');
    // The table: every 2nd birthday and the target (10 of 19 rows), said so; its last row the API's.
    expect(text).toContain('Balance at every 2nd birthday and at 19 years');
    expect(text).toContain('Printed: every 2nd birthday and the target, 10 of 19 rows');
    const lastRow = [ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90]
      .map((row) => wholeDollars(final(real, row)))
      .join(' ');
    expect(text).toContain(lastRow);
    // After tax: the Trump account's median net at 19, the API's.
    expect(text).toContain("Left after federal tax at 19 years, in today's dollars");
    expect(text).toContain(
      `Trump account ${wholeDollars(final(projection.afterTax.trumpAccount.netRealCents, ROW_P50))}`,
    );
    // The sources, with their addresses (simulated markets: not the market history's data), and the
    // link to the plan: its start printed, the whole of it the line's link.
    expect(text).toContain('Sources');
    expect(text).toContain(`${SITE_URL}/v1/rules`);
    expect(text).not.toContain('Market history:');
    expect(text).toContain(
      `This plan: ${projection.shareUrl.slice(0, 48)}… (${projection.shareUrl.length.toLocaleString('en-US')} characters`,
    );
    expect(printed.links).toContain(projection.shareUrl);
    expect(text).toContain('Disclaimer.');
    // The dates: of printing, of the plan's start, of the rules.
    const printedOn = [before, after].map((day) => `Printed on ${longDate(day)} from ${SITE_URL}.`);
    expect(
      printedOn.some((line) => text.includes(line)),
      `${printedOn[0]} in the report`,
    ).toBe(true);
    expect(text).toContain(`Figures as of ${longDate(PLAN.asOf)}`);
    expect(text).toContain(`Rules as checked on ${longDate(RULES_VERIFIED_AT)}.`);
    expect(text).toContain('Markets: 200 simulated paths, an expected return of 7% a year after inflation');

    // No control, no form, no navigation.
    for (const control of [
      'Skip to the answer',
      'What is a Trump account?',
      'Show amounts in',
      'Save to compare',
      'Name for this plan',
      'Rename',
      'Remove',
      'Logarithmic scale',
      'Download the yearly table',
      'Copy link',
      'Share link (holds',
      'JSON: the projection',
      'Your plan',
      'Add a source',
      'Birth date',
      'Chart and yearly table',
    ])
      expect(text, control).not.toContain(control);
    expect(printed.pages).toBe(1);
    expect(printed.sizes[0]?.points).toBeGreaterThanOrEqual(SMALLEST_POINTS);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});

/** The page's own plan (born today, $100 a month to 18 and the pilot contribution) as a parent
 *  changes it (its target in `years`, after tax or not), and what its printout holds: the birthdays
 *  its table prints. */
const ONE_PAGE = [
  {
    name: 'the default plan',
    years: 18,
    table: ['Balance at every 2nd birthday In', 'Printed: every 2nd birthday and the target, 9 of 18 rows;'],
    printedYears: [2, 4, 6, 8, 10, 12, 14, 16, 18],
    afterTax: false,
  },
  {
    name: 'the default plan with after tax',
    years: 18,
    table: ['Balance at every 2nd birthday In', 'Printed: every 2nd birthday and the target, 9 of 18 rows;'],
    printedYears: [2, 4, 6, 8, 10, 12, 14, 16, 18],
    afterTax: true,
  },
  {
    name: 'the default plan to 65',
    years: 65,
    table: [
      'Balance at every 10th birthday and at 65 years In',
      'Printed: every 10th birthday and the target, 7 of 65 rows;',
    ],
    printedYears: [10, 20, 30, 40, 50, 60, 65],
    afterTax: false,
  },
  {
    name: 'the default plan to 65 with after tax',
    years: 65,
    table: [
      'Balance at every 10th birthday and at 65 years In',
      'Printed: every 10th birthday and the target, 7 of 65 rows;',
    ],
    printedYears: [10, 20, 30, 40, 50, 60, 65],
    afterTax: true,
  },
];

/** Amounts of money as written: "$34,654", "$1,234.56", the chart's "$20k" and "$1.5M". */
const MONEY = /\$\d[\d,]*(\.\d+)?[kM]?/g;

/** The page's default plan on a screen of `viewport` (one page for each size, shared by the tests),
 *  set to a target of `years` and after tax or not, once its answer is on screen: the plan's `s`
 *  and the API's answer. */
async function openDefault(viewport: typeof DESKTOP, plan: { years: number; afterTax: boolean }) {
  const watched = await shared(`${session.server.url}/`, viewport);
  const { page } = watched;
  const settled = () =>
    page.waitForFunction(
      () =>
        document.body.dataset.state === 'ok' && (document.getElementById('projection-json')?.textContent ?? '') !== '',
    );
  await settled();
  // The form answers at once: pending until the new answer is drawn.
  await fillAge(page, 'f-target', plan.years * 12);
  await page.setChecked('#f-tax-on', plan.afterTax);
  await settled();
  const link = new URL(await page.inputValue('#share-url'));
  const expected = await api(session.server.url, { s: link.searchParams.get('s') });
  // The page shows the API's answer to its plan, byte for byte.
  await expect(page.locator('#projection-json').textContent()).resolves.toBe(expected.text);
  return { watched, page, expected };
}

describe('the printed report of the default plan', () => {
  it.each(ONE_PAGE)('$name: one page of US Letter and of A4, readable, with what an adviser needs', async (plan) => {
    const { watched, page, expected } = await openDefault(DESKTOP, plan);
    const { projection } = expected;
    const real = projection.percentiles.realCents;
    expect(projection.percentiles.ages.at(-1)).toBe(plan.years * 12);
    expect(Boolean((projection as { afterTax?: unknown }).afterTax)).toBe(plan.afterTax);

    // What the screen says: the plan, the answer (the API's median at the target), the table, every amount.
    const sentence = (await page.locator('#headline-plan').textContent()) ?? '';
    expect(sentence).toBe(
      'The plan: $100 a month from parents from birth to 18 years, plus the $1,000 pilot contribution.',
    );
    const headline = `${await page.locator('#headline-label').textContent()} ${await page.locator('#headline-figure').textContent()}`;
    expect(headline).toBe(`Median at ${plan.years} years, in today's dollars ${wholeDollars(final(real, ROW_P50))}`);
    const range = (await page.locator('#headline-range').textContent()) ?? '';
    const rows = await tableRows(page);
    expect(rows).toHaveLength(plan.years);
    const onScreen = new Set(
      await page
        .evaluate(() =>
          [document.body.innerText, ...Array.from(document.querySelectorAll('#chart text'), (t) => t.textContent)].join(
            ' ',
          ),
        )
        .then((text) => text.match(MONEY) ?? []),
    );

    for (const format of ['Letter', 'A4'] as const) {
      const before = await browserDate(page);
      const printed = await readPdf(await page.pdf({ format, printBackground: true }));
      const after = await browserDate(page);
      const { text } = printed;

      expect(printed.pages, `${format}: pages`).toBe(1);
      const smallest = printed.sizes[0];
      expect(smallest?.points, `${format}: the smallest text, "${smallest?.text}"`).toBeGreaterThanOrEqual(
        SMALLEST_POINTS,
      );
      // The plan and the answer, as on screen.
      expect(text).toContain(sentence);
      expect(text).toContain(headline);
      expect(text).toContain(range);
      // The chart, once (the screen's drawing is not printed beside the report's), with its legend.
      expect(text.split('Age (years)')).toHaveLength(2);
      expect(text).toContain('10th to 90th percentile 25th to 75th percentile Median Paid in to date');
      // The table: the birthdays it prints, said so, each row as on screen; the others left out.
      for (const words of plan.table) expect(text).toContain(words);
      expect(text).toContain('every birthday is on the page and in its CSV download.');
      for (const row of rows) {
        const years = Number.parseInt(itemAt(row, 0), 10);
        expect(text.includes(row.join(' ')), `${format}: the row of ${itemAt(row, 0)}`).toBe(
          plan.printedYears.includes(years),
        );
      }
      const lastRow = [ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90].map((row) => wholeDollars(final(real, row)));
      expect(text).toContain(`${plan.years} years`);
      expect(text).toContain(lastRow.join(' '));
      // After tax when asked for: the Trump account's median the API's.
      if (plan.afterTax) {
        const net = (projection as unknown as { afterTax: { trumpAccount: { netRealCents: string[][] } } }).afterTax
          .trumpAccount.netRealCents;
        expect(text).toContain(`Left after federal tax at ${plan.years} years, in today's dollars`);
        expect(text).toContain(`Trump account ${wholeDollars(final(net, ROW_P50))}`);
      } else expect(text).not.toContain('After tax');
      // Every amount in today's dollars and written as the page writes it: one the screen shows.
      const amounts = text.match(MONEY) ?? [];
      expect(amounts.length).toBeGreaterThan(20);
      expect(amounts.filter((amount) => !onScreen.has(amount))).toEqual([]);
      expect(text).not.toContain('future dollars');
      // The sources and the date.
      expect(text).toContain('Sources');
      expect(text).toContain(`${SITE_URL}/v1/rules`);
      expect(text).not.toContain('Market history:');
      expect(printed.links).toContain(projection.shareUrl);
      const printedOn = [before, after].map((day) => `Printed on ${longDate(day)} from ${SITE_URL}.`);
      expect(
        printedOn.some((line) => text.includes(line)),
        `${printedOn[0]} in the report`,
      ).toBe(true);
      expect(text).toContain(`Figures as of ${longDate(before)}`);
    }
    expect(watched.problems).toEqual([]);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s screen', (_, viewport) => {
  it('the print rules change nothing, the report of a long plan stays out of sight, and axe finds no violation', async () => {
    // The page's last reader: the check deletes its print rules.
    const { watched, page } = await openDefault(viewport, { years: 65, afterTax: true });
    // The report's own parts (its head, the chart at the print size, the table's printed heading and
    // note) take no room; every birthday's row is shown, under the screen's heading.
    const shownParts = await page
      .locator('.report-only')
      .evaluateAll((nodes) => nodes.filter((node) => node.getClientRects().length > 0).length);
    expect(shownParts).toBe(0);
    await expect(page.locator('#chart-print svg').count()).resolves.toBe(1);
    await expect(page.locator('#milestone-table tbody tr:visible').count()).resolves.toBe(65);
    await expect(page.locator('#milestone-title').innerText()).resolves.toBe('Balance at each birthday');
    expect(await axeViolations(page)).toEqual([]);

    // Every element's box, display, size and colour, with the print rules and without them.
    await expectPrintRulesLeaveScreen(page);
    expect(watched.problems).toEqual([]);
  });
});
