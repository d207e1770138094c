// The printed report of every kind of plan the page shows (docs/api.md#website): four sources, a goal,
// a withdrawal plan, a Roth conversion, market history, saved plans, and all of them at once
// (history, after tax with a plan and a conversion, a goal, four sources and three saved plans);
// a fourth saved plan is left to the page, and said so.
// Each printed to PDF by headless Chromium on US Letter and on A4 and read back with pdf.js: one
// page, no text under 8 points (the charts' labels included), the plan and the answer as on screen
// with the headline the API's median, each kind's own figures the API's (the goal's solve, the
// plan's and the conversion's medians, history's worst and best months and its count of runs, each
// saved plan's median), every chart once, what was left to the page said so, the sources and the
// dates, and the plan's whole link as the PDF's link. The fullest plan's screen passes axe, and the
// print rules change nothing on it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROW_P50 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { RULES_VERIFIED_AT } from '../../core/statute/attribution.js';
import { post } from '../helpers/start-server.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  FAMILY,
  FAMILY_HISTORY,
  pageJson,
  pageSession,
  type Scenario,
  SITE_URL,
  wholeDollars,
} from './page-session.js';
import { browserDate, expectPrintRulesLeaveScreen, longDate, readPdf, SMALLEST_POINTS } from './printed-pdf.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
/** One desktop page, which each kind opens its plan in as a new page would. */
const desktop = reusedPages(session);

/** $50,000 in today's dollars at 17 years 6 months (the family's target), in 3 markets out of 4. */
const GOAL = { amountCents: '5000000', atAgeMonths: 210, real: true, probability: 0.75 };
/** To 25: taken out over 4 years from 22 (the last at the target). */
const WITHDRAWALS = { fromAgeMonths: 264, years: 4, method: 'equal' };
/** Converted to a Roth IRA over 4 years from 18, the tax paid with other money. */
const CONVERSION = { fromAgeMonths: 216, years: 4, taxPaidFrom: 'outside' };
const TO_25 = { ...FAMILY, targetAgeMonths: 300 } satisfies Scenario;

/** Three plans to save beside the one printed: shorter, under history, with after tax. */
const SAVED: [string, Scenario][] = [
  ['Family to 18', { ...FAMILY, targetAgeMonths: 216 }],
  ['Family under history', FAMILY_HISTORY],
  ['Family after tax', { ...FAMILY, targetAgeMonths: 228, afterTax: { use: 'any', parentOrdinaryRate: 0.32 } }],
];

/** A fourth, which the report leaves to the page (it prints three saved plans at most). */
const FOURTH: [string, Scenario] = ['Family to 20', { ...FAMILY, targetAgeMonths: 240 }];

interface Kind {
  name: string;
  scenario: Scenario;
  saved: boolean;
  /** Whether a fourth plan is saved too. */
  fourth?: boolean;
}

const KINDS: Kind[] = [
  { name: 'four sources', scenario: FAMILY, saved: false },
  { name: 'a goal', scenario: { ...FAMILY, goal: GOAL }, saved: false },
  {
    name: 'a withdrawal plan',
    scenario: { ...TO_25, afterTax: { use: 'any', parentOrdinaryRate: 0.24, plan: WITHDRAWALS } },
    saved: false,
  },
  {
    name: 'a Roth conversion',
    scenario: { ...TO_25, afterTax: { use: 'any', parentOrdinaryRate: 0.24, conversion: CONVERSION } },
    saved: false,
  },
  { name: 'market history', scenario: FAMILY_HISTORY, saved: false },
  { name: 'four saved plans', scenario: FAMILY, saved: true, fourth: true },
  {
    name: 'everything at once',
    scenario: {
      ...TO_25,
      returnModel: 'historical',
      goal: { ...GOAL, atAgeMonths: 216 },
      // California: the state tax column and the sentence on its yearly tax of the earnings.
      afterTax: { use: 'any', parentOrdinaryRate: 0.24, plan: WITHDRAWALS, conversion: CONVERSION, state: 'CA' },
    },
    saved: true,
  },
];

/** The API's after-tax block, as far as the report prints it: each total's median. */
interface Totals {
  netRealCents: string[];
}
interface AfterTax {
  plan?: { trumpAccount: Totals };
  conversion?: { roth: Totals };
}
interface History {
  windows: number;
  worst: { startMonth: string };
  best: { startMonth: string };
}

const final = (rows: string[][], row: number) => {
  const values = itemAt(rows, row);
  return itemAt(values, values.length - 1);
};

/** "February 1958" for "1958-02", written independently of the page. */
function longMonth(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "17 years 6 months": a projection's target age, as the page writes ages of a year and more. */
function ageWords(projection: { percentiles: { ages: number[] } }): string {
  const months = projection.percentiles.ages.at(-1) ?? 0;
  return `${Math.floor(months / 12)} years${months % 12 === 0 ? '' : ` ${months % 12} months`}`;
}

const text = async (page: Page, selector: string) => (await page.locator(selector).textContent()) ?? '';

describe('the printed report of every kind of plan', () => {
  it.each(KINDS)('$name: one page of US Letter and of A4, readable, with its own figures', async (kind) => {
    const expected = await api(session.server.url, kind.scenario);
    const toSave = kind.saved ? [...SAVED, ...(kind.fourth ? [FOURTH] : [])] : [];
    const saved = await Promise.all(
      toSave.map(async ([name, scenario]) => ({ name, ...(await api(session.server.url, scenario)) })),
    );
    const query = new URLSearchParams([['s', expected.s], ...saved.map((plan) => ['saved', `${plan.s}*${plan.name}`])]);
    const watched = await desktop(`${session.server.url}/?${query}`, DESKTOP);
    const { page } = watched;
    const { projection } = expected;
    const afterTax = (projection as { afterTax?: AfterTax }).afterTax;
    const history = projection.historical as History | undefined;
    const goal = 'goal' in kind.scenario;
    expect(await pageJson(page, projection.shareUrl)).toBe(expected.text);
    if (saved.length > 0)
      await page.waitForFunction(
        (count) =>
          document.getElementById('compare-plans')?.getAttribute('aria-busy') === 'false' &&
          document.querySelectorAll('#compare-plans thead th').length === count,
        saved.length + 1,
      );

    // What the screen says, which the paper must say too: the plan, the answer, each kind's own answer.
    const real = projection.percentiles.realCents;
    const years = projection.percentiles.ages.at(-1) ?? 0;
    const headline = `${await text(page, '#headline-label')} ${await text(page, '#headline-figure')}`;
    // With a withdrawal plan the headline is what the plan leaves after tax (withdrawal-answer.test.ts).
    const undrawn = wholeDollars(final(real, ROW_P50));
    const planned = afterTax?.plan && wholeDollars(itemAt(afterTax.plan.trumpAccount.netRealCents, ROW_P50));
    expect(headline).toContain(`, in today's dollars ${planned ?? undrawn}`);
    const onScreen = [await text(page, '#headline-plan'), headline, await text(page, '#headline-range')];
    for (const id of ['parents', 'grandma', 'employer', 'dell']) expect(itemAt(onScreen, 0)).toContain(` from ${id} `);
    if (goal) {
      // The page's solve is the API's, byte for byte.
      await page.waitForFunction(() => (document.getElementById('solution-json')?.textContent ?? '') !== '');
      const solved = await post(`${session.server.url}/v1/solve`, { s: expected.s, sourceId: 'parents' });
      expect(await text(page, '#solution-json')).toBe(solved.text);
      const amount = (JSON.parse(solved.text) as { amountCents: string }).amountCents;
      const solution = await text(page, '#goal-solution');
      expect(solution).toContain(`$${(Number(amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      onScreen.push(await text(page, '#goal-now'), solution);
    }
    if (afterTax?.plan && !afterTax.conversion) {
      const answer = await text(page, '#after-tax-plan-answer');
      expect(answer).toContain(`about ${wholeDollars(itemAt(afterTax.plan.trumpAccount.netRealCents, ROW_P50))} left`);
      onScreen.push(answer);
    }
    if (afterTax?.conversion) {
      const answer = await text(page, '#after-tax-conversion-answer');
      expect(answer).toContain(
        `about ${wholeDollars(itemAt(afterTax.conversion.roth.netRealCents, ROW_P50))} left from the Roth IRA`,
      );
      onScreen.push(answer, await text(page, '#after-tax-conversion-ahead'));
    }
    // The notes: each printed once (a note the answer says word for word is not printed again).
    const notes = await page.locator('#warnings li').allTextContents();
    const runs: string[] = [];
    if (history)
      for (const [key, month] of [
        ['worst', history.worst.startMonth],
        ['best', history.best.startMonth],
      ] as const) {
        const named = await text(page, `#history [data-run="${key}"]`);
        const balance = named.match(/\$[\d,]+/)?.[0] ?? '';
        expect(named).toContain(`started ${longMonth(month)}, ${balance} at`);
        runs.push(`${key === 'worst' ? 'Worst' : 'Best'} run: ${longMonth(month)}, ${balance}`);
      }

    for (const format of ['Letter', 'A4'] as const) {
      const before = await browserDate(page);
      const printed = await readPdf(await page.pdf({ format, printBackground: true }));
      const after = await browserDate(page);
      const { text: paper } = printed;
      const where = `${kind.name}, ${format}`;

      expect(printed.pages, `${where}: pages`).toBe(1);
      const smallest = printed.sizes[0];
      expect(smallest?.points, `${where}: the smallest text, "${smallest?.text}"`).toBeGreaterThanOrEqual(
        SMALLEST_POINTS,
      );
      for (const words of onScreen) expect(paper, where).toContain(words);
      for (const note of notes) expect(paper.split(note), `${where}: ${note}`).toHaveLength(2);
      // Every chart once: the main one, the goal's, every run of history.
      expect(paper.split('Age (years)'), where).toHaveLength(2 + (goal ? 1 : 0) + (history ? 1 : 0));
      if (goal) {
        expect(paper).toContain('The plan that reaches the goal');
        expect(paper).toContain('The plan as it stands (median)');
      }
      // After tax: the answer printed, what is left to the page said so.
      if (afterTax?.plan || afterTax?.conversion) {
        expect(paper).toContain(
          `On the page only: the ranges, the year-by-year detail, the balance taken whole at ${ageWords(projection)}, `,
        );
        expect(paper).not.toContain('over the whole plan, in today');
        expect(paper).toContain('the year-by-year detail');
        expect(paper).not.toContain('Year by year');
      }
      // History: the runs summed up by three named ones, and said so; the list of runs not printed.
      if (history) {
        for (const run of runs) expect(paper, where).toContain(run);
        expect(paper).toContain(
          `printed, the median, worst and best of the ${history.windows.toLocaleString('en-US')} by name`,
        );
        expect(paper).not.toContain('Starting month');
        expect(paper).toContain('Market history:');
        expect(paper).toContain('(https://datahub.io/core/s-and-p-500)');
      } else expect(paper).not.toContain('Market history:');
      // The saved plans: one row a plan, each its name and its median (the API's).
      for (const plan of saved.slice(0, 3)) {
        const median = wholeDollars(final(plan.projection.percentiles.realCents, ROW_P50));
        expect(paper, `${where}: ${plan.name}`).toContain(`${plan.name} ${ageWords(plan.projection)} ${median} `);
      }
      if (saved.length === 3) expect(paper).toContain("Printed: each plan's figures, one row a plan");
      if (saved.length === 4) {
        expect(paper).toContain(
          "Printed: the plan shown and the first 3 of the 4 saved plans, each plan's figures, one row a plan; the other saved plans,",
        );
        expect(paper).not.toContain(FOURTH[0]);
      }
      // The table: its last row's median, at the target; after a plan's last withdrawal, nothing, and the
      // balance with nothing withdrawn is printed nowhere.
      expect(paper).toContain(`Balance at every`);
      if (planned === undefined) expect(paper).toContain(undrawn);
      else {
        const table = paper.slice(paper.indexOf('Balance at every'), paper.indexOf('Sources'));
        expect(table, `${where}: the balance with nothing withdrawn`).not.toContain(undrawn);
        expect(table).toMatch(/\$0 \$0 \$0 \$0 \$0\s*$/);
      }
      expect(years).toBe(kind.scenario.targetAgeMonths);
      // The sources, the dates and the plan's whole link.
      expect(paper).toContain('Sources');
      expect(paper).toContain(`${SITE_URL}/v1/rules`);
      expect(paper).toContain(`${SITE_URL}/docs`);
      expect(printed.links).toContain(projection.shareUrl);
      const printedOn = [before, after].map((day) => `Printed on ${longDate(day)} from ${SITE_URL}.`);
      expect(
        printedOn.some((line) => paper.includes(line)),
        `${where}: ${printedOn[0]}`,
      ).toBe(true);
      expect(paper).toContain(`Figures as of ${longDate(kind.scenario.asOf)}`);
      expect(paper).toContain(
        `Rules as checked on ${longDate(RULES_VERIFIED_AT)}${history ? '; market history from January 1871' : '.'}`,
      );
      expect(paper).toContain('Disclaimer.');
      if (kind.name === 'everything at once') expect(paper).toContain('Federal and California tax. On the page only:');
    }

    if (kind.name === 'everything at once') {
      // The screen of the fullest plan: axe finds nothing, and the print rules change nothing on it.
      expect(await axeViolations(page)).toEqual([]);
      await expectPrintRulesLeaveScreen(page);
    }
    expect(watched.problems).toEqual([]);
  });
});
