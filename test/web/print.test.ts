// The printed report (web/app/print-report.ts, app.css's print rules, docs/api.md#website): the page
// printed to PDF by headless Chromium and read back with pdf.js. The report holds the plan in words,
// the headline figure (the API's median), the saved plans, the chart's legend, the yearly table (its
// last row the API's five percentiles), the after-tax comparison (the API's Trump-account median),
// the sources with their addresses, the share link, and the dates (of printing, of the plan's start,
// of the rules); it holds no control, no form and no navigation.

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { RULES_VERIFIED_AT } from '../../core/statute/attribution.js';
import {
  api,
  DESKTOP,
  FAMILY,
  open,
  pageJson,
  pageSession,
  type Scenario,
  SITE_URL,
  wholeDollars,
} from './page-session.js';

const session = pageSession();

/** The family to 19, after tax asked for: the Trump account can be taken out then. */
const PLAN = {
  ...FAMILY,
  targetAgeMonths: 228,
  afterTax: { use: 'any', parentOrdinaryRate: 0.32 },
} satisfies Scenario;

interface Printed {
  pages: number;
  /** The text of every page, lines joined by spaces, runs of white space made one. */
  text: string;
}

/** The text pdf.js reads from a PDF's pages. */
async function readPdf(bytes: Uint8Array): Promise<Printed> {
  // A plain Uint8Array: pdf.js refuses a Node Buffer (which page.pdf() gives).
  const data = new Uint8Array(bytes);
  const document = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str, item.hasEOL ? ' ' : '');
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: lines.join('').replace(/\s+/g, ' ') };
}

/** "November 1, 2026", written here independently of the page. */
function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The browser's own date, YYYY-MM-DD in its time zone. */
function browserDate(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

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
    expect(text).toContain('Balance at each birthday');
    const lastRow = [ROW_P10, ROW_P25, ROW_P50, ROW_P75, ROW_P90]
      .map((row) => wholeDollars(final(real, row)))
      .join(' ');
    expect(text).toContain(lastRow);
    // After tax: the Trump account's median net at 19, the API's.
    expect(text).toContain("Left after federal tax at 19 years, in today's dollars");
    expect(text).toContain(
      `Trump account ${wholeDollars(final(projection.afterTax.trumpAccount.netRealCents, ROW_P50))}`,
    );
    // The sources, with their addresses, and the link to the plan (written out whole, perhaps over lines).
    expect(text).toContain('Sources');
    expect(text).toContain(`${SITE_URL}/v1/rules`);
    const unbroken = text.replace(/\s/g, ''); // an address may break over lines
    expect(unbroken).toContain('(https://datahub.io/core/s-and-p-500)');
    expect(unbroken).toContain(projection.shareUrl);
    expect(text).toContain('Disclaimer.');
    // The dates: of printing, of the plan's start, of the rules.
    const printedOn = [before, after].map((day) => `Printed on ${longDate(day)} from ${SITE_URL}.`);
    expect(
      printedOn.some((line) => text.includes(line)),
      `${printedOn[0]} in the report`,
    ).toBe(true);
    expect(text).toContain(`Figures as of ${longDate(PLAN.asOf)}`);
    expect(text).toContain(`Rules as checked on ${longDate(RULES_VERIFIED_AT)}.`);
    expect(text).toContain('Markets: 1,000 simulated paths, an expected return of 7% a year after inflation');

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
    expect(printed.pages).toBeLessThanOrEqual(2);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});
