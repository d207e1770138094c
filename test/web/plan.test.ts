// Withdrawals over several years on the page, in Debian's Chromium (docs/api.md#website,
// docs/after-tax.md#withdrawals-over-several-years), on a phone and a desktop:
//   - from a share link: the bytes of POST /v1/project, the plan's fields restored, the answer in one
//     sentence, the totals, the year-by-year detail and the caveats, each from the API's own plan
//     block, in either kind of dollars; the plan's CSV parsed back equals the block; axe is clean;
//   - typed in by keyboard: a plan past the horizon is refused in the page's words at its field; once
//     the target reaches it, the page's JSON is the API's for the share link, which holds the plan
//     and brings it back;
//   - the yearly CSV in one kind of dollars, its header saying which: deposits and expected as the
//     API and the independent reference (test/reference/todays-dollars.ts) give them;
//   - what the yearly limit cut, on the first screen, in today's dollars when they are chosen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { PlanBlock } from '../../core/schemas/projection.js';
import { percentWords } from '../helpers/percent-words.js';
import { expectedPlanRows, PLAN_CSV_HEADER } from '../helpers/plan-csv.js';
import { MATH, STATUTE as REF_STATUTE, type RefResult, referenceProjection } from '../reference/model.js';
import { cutToday, paidInToday } from '../reference/todays-dollars.js';
import { axeViolations } from './axe.js';
import {
  api,
  DESKTOP,
  downloadCsv,
  expectRefused,
  fillAge,
  PHONE,
  pageJson,
  pageSession,
  type Scenario,
  sharedPages,
  type Watched,
  wholeDollars,
} from './page-session.js';
import { reusedPages } from './reused-pages.js';

const session = pageSession();
/** The college plan's link on a desktop, opened once: read in either dollars, its fields refused
 *  and put back, its yearly CSV saved. */
const shared = sharedPages(session);
/** One phone page and one more desktop page, which the other pages of the tests open in, in turn,
 *  as new pages would. */
const fresh = reusedPages(session);

/** Eight months old, parents monthly to 18, then four years of college costs from 18. */
const COLLEGE = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 252,
  mcPaths: 500,
  afterTax: {
    use: 'education',
    parentOrdinaryRate: 0.24,
    parentCapitalGainsRate: 0.15,
    qualifiedExpensesCents: '2500000',
    plan: { fromAgeMonths: 216, years: 4, method: 'expenses' },
  },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
} satisfies Scenario;

const ACCOUNTS = [
  ['trumpAccount', 'Trump account'],
  ['plan529', '529 plan'],
  ['custodial', 'Custodial account'],
] as const;

function planOf(text: string): PlanBlock {
  const plan = (JSON.parse(text) as { afterTax?: { plan?: PlanBlock } }).afterTax?.plan;
  if (plan === undefined) throw new Error('the projection has no plan');
  return plan;
}

/** The scenario a share string holds (the API's format: "1." and base64url JSON). */
function scenarioOf(s: string): Scenario {
  return JSON.parse(Buffer.from(s.slice(2), 'base64url').toString('utf8')) as Scenario;
}

function reference(scenario: Scenario): RefResult {
  const ref = referenceProjection(scenario as Parameters<typeof referenceProjection>[0], REF_STATUTE, MATH);
  if (!ref.ok) throw new Error(`the reference refused: ${ref.error}`);
  return ref.result;
}

/** The reference's deflator at an age of the scenario (JavaScript's Math). */
function deflatorAt(ref: RefResult, scenario: Scenario, ageMonths: number): number {
  return MATH.deflator(scenario.annualInflation ?? 0.025, ageMonths - ref.startAgeMonths + ref.realOffsetMonths);
}

/** An amount of an age in today's dollars, to the cent (ties never matter at this precision). */
function todayCents(cents: string, d: number): string {
  return String(Math.round(Number(cents) / d));
}

/** "18 years" for 216 months. */
function years(months: number): string {
  return `${months / 12} years`;
}

/** The detail tables as shown: per account, one row of cell texts per withdrawal. */
function shownDetail(page: Page): Promise<Record<string, string[][]>> {
  return page
    .locator('#after-tax-plan table.plan-years')
    .evaluateAll((tables) =>
      Object.fromEntries(
        tables.map((table) => [
          (table as HTMLElement).dataset.account ?? '',
          Array.from(table.querySelectorAll('tbody tr'), (row) =>
            Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''),
          ),
        ]),
      ),
    );
}

/** The detail the plan block says, in future dollars or today's (`d` the deflator at an age). */
function expectedDetail(plan: PlanBlock, real: boolean, d: (age: number) => number): Record<string, string[][]> {
  return Object.fromEntries(
    ACCOUNTS.map(([key]) => [
      key,
      plan[key].deterministic.years.map((year) => {
        const at = (cents: string) => wholeDollars(real ? todayCents(cents, d(year.ageMonths)) : cents);
        return [
          `${years(year.ageMonths)} (${year.year})`,
          at(year.withdrawalCents),
          at(year.basisCents),
          at(year.incomeTaxCents),
          at(year.additionalTaxCents),
          wholeDollars(real ? year.netRealCents : year.netCents),
          at(year.leftCents),
        ];
      }),
    ]),
  );
}

function expectedAnswer(plan: PlanBlock, real: boolean): string {
  const median = (key: (typeof ACCOUNTS)[number][0]) =>
    wholeDollars(itemAt(real ? plan[key].netRealCents : plan[key].netCents, 2));
  return (
    `Taken over ${plan.ages.length} years from ${years(itemAt(plan.ages, 0))} for college: about ` +
    `${median('trumpAccount')} left from the Trump account, ${median('plan529')} from a 529 plan, ` +
    `${median('custodial')} from a custodial account (medians of the totals after federal tax, in ` +
    `${real ? "today's" : 'future'} dollars).`
  );
}

const cents = (text: string) => String(Math.round(Number(text) * 100));

/** Axe finds nothing and the page recorded no problem, in the state it is in now. */
async function check(watched: Watched): Promise<void> {
  expect(await axeViolations(watched.page)).toEqual([]);
  expect(watched.problems).toEqual([]);
}

/** The college plan on a desktop, from its link in future dollars, as the page answers it. */
async function collegeOnDesktop(expected: { s: string; projection: { shareUrl: string } }): Promise<Watched> {
  const watched = await shared(`${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
  await pageJson(watched.page, expected.projection.shareUrl);
  return watched;
}

describe('withdrawals over several years', () => {
  it('from a share link: the fields, the answer, the totals, year by year, the caveats and the CSV, in either dollars', async () => {
    const expected = await api(session.server.url, COLLEGE);
    const plan = planOf(expected.text);
    const scenario = scenarioOf(expected.s);
    const ref = reference(scenario);
    const d = (age: number) => deflatorAt(ref, scenario, age);
    // Every figure on a desktop; on a phone, what its size could break: the plan shown, its CSV
    // saved, the choice of dollars followed, axe in both.
    for (const viewport of [DESKTOP, PHONE]) {
      const url = `${session.server.url}/?s=${expected.s}&dollars=future`;
      const watched = viewport === DESKTOP ? await collegeOnDesktop(expected) : await fresh(url, viewport);
      const { page } = watched;
      expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
      expect(await page.isChecked('#f-plan-when-years')).toBe(true);
      expect(await page.inputValue('#f-plan-years')).toBe('4');
      expect(await page.inputValue('#f-plan-from')).toBe('18');
      expect(await page.inputValue('#f-plan-method')).toBe('expenses');
      await page.waitForFunction(() => document.getElementById('after-tax-plan')?.hidden === false);
      await expect(page.locator('#after-tax-plan-title').textContent()).resolves.toBe(
        'Taken over 4 years from 18 years for college',
      );
      await expect(page.locator('#after-tax-plan-answer').textContent()).resolves.toBe(expectedAnswer(plan, false));
      if (viewport === PHONE) {
        expect(await axeViolations(page)).toEqual([]);
        const [header] = await downloadCsv(page, '#download-plan-csv', 'trump-account-withdrawals.csv');
        expect(header?.[4]).toBe('withdrawal');
        await page.check('#basis-real');
        await page.waitForFunction(() =>
          (document.getElementById('after-tax-plan-answer')?.textContent ?? '').includes("today's dollars"),
        );
        await expect(page.locator('#after-tax-plan-answer').textContent()).resolves.toBe(expectedAnswer(plan, true));
        await check(watched);
        continue;
      }
      const share = (count: number) => percentWords(count, plan.paths);
      await expect(page.locator('#after-tax-plan-ahead').textContent()).resolves.toBe(
        `Over the whole plan the Trump account leaves at least as much as a 529 plan in ${share(plan.trumpAheadOf529)} ` +
          `of simulated markets, and at least as much as a custodial account in ${share(plan.trumpAheadOfCustodial)}.`,
      );
      const totals = () =>
        page
          .locator('#after-tax-plan-totals tbody tr')
          .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));
      const expectedTotals = (real: boolean) =>
        ACCOUNTS.map(([key, name]) => {
          const bands = real ? plan[key].netRealCents : plan[key].netCents;
          return [
            name,
            wholeDollars(itemAt(bands, 2)),
            `${wholeDollars(itemAt(bands, 0))} to ${wholeDollars(itemAt(bands, 4))}`,
          ];
        });
      expect(await totals()).toEqual(expectedTotals(false));
      expect(await shownDetail(page)).toEqual(expectedDetail(plan, false, d));
      const caveats = await page.locator('#after-tax-caveats li').allTextContents();
      expect(caveats.slice(0, 3)).toEqual([
        "Each year's withdrawal is taxed on its own, with that year's tax figures, the child's age at the end of that year and the same other income every year.",
        'What is still in an account grows as the account does between withdrawals, counted once a year.',
        'The year-by-year detail is the steady-return line; the totals come from every market.',
      ]);
      expect(caveats.join(' ')).not.toContain('Not on this page yet');
      // The plan's CSV in future dollars: every cell the block's.
      const [header, ...rows] = await downloadCsv(page, '#download-plan-csv', 'trump-account-withdrawals.csv');
      expect(header).toEqual(PLAN_CSV_HEADER);
      expect(rows).toEqual(expectedPlanRows(plan));
      // Today's dollars: the sentence, the totals, the detail and the CSV follow.
      await page.check('#basis-real');
      await page.waitForFunction(() =>
        (document.getElementById('after-tax-plan-answer')?.textContent ?? '').includes("today's dollars"),
      );
      await expect(page.locator('#after-tax-plan-answer').textContent()).resolves.toBe(expectedAnswer(plan, true));
      expect(await totals()).toEqual(expectedTotals(true));
      expect(await shownDetail(page)).toEqual(expectedDetail(plan, true, d));
      expect(expectedDetail(plan, true, d)).not.toEqual(expectedDetail(plan, false, d));
      const [todayHeader, ...todayRows] = await downloadCsv(
        page,
        '#download-plan-csv',
        'trump-account-withdrawals.csv',
      );
      expect(todayHeader?.slice(4)).toEqual(
        ['withdrawal', 'basis_recovered', 'income_tax', 'additional_tax', 'net', 'still_held'].map((n) => `${n}_today`),
      );
      const years = ACCOUNTS.flatMap(([key]) => plan[key].deterministic.years);
      expect(todayRows.length).toBe(years.length);
      for (const [i, row] of todayRows.entries()) {
        const year = itemAt(years, i);
        // The net is the API's own; every other amount its cents over the deflator of the age, to a cent.
        expect(cents(itemAt(row, 8))).toBe(year.netRealCents);
        const parts = [
          year.withdrawalCents,
          year.basisCents,
          year.incomeTaxCents,
          year.additionalTaxCents,
          year.leftCents,
        ];
        [4, 5, 6, 7, 9].forEach((column, j) => {
          const want = Number(itemAt(parts, j)) / d(year.ageMonths);
          expect(Math.abs(Number(cents(itemAt(row, column))) - want)).toBeLessThanOrEqual(0.5000001);
        });
      }
      await check(watched);
    }
  });

  it('typed in by keyboard on a phone: refused past the horizon in plain words, then the API bytes, kept in the link', async () => {
    const watched = await fresh(`${session.server.url}/`, PHONE);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.check('#f-tax-on');
    await page.selectOption('#f-tax-use', 'education');
    expect(await page.isChecked('#f-plan-when-once')).toBe(true);
    expect(await page.isHidden('#f-plan-fields')).toBe(true);
    // To 18, several years are not offered (test/web/withdrawal-answer.test.ts); to 19 they are.
    expect(await page.isDisabled('#f-plan-when-years')).toBe(true);
    await fillAge(page, 'f-target', 228);
    await page.waitForFunction(() => !(document.getElementById('f-plan-when-years') as HTMLInputElement).disabled);
    await page.focus('#f-plan-when-once');
    await page.keyboard.press('ArrowDown');
    expect(await page.isChecked('#f-plan-when-years')).toBe(true);
    expect(await page.isVisible('#f-plan-years')).toBe(true);
    // Four years from 18 end at 21, after the target of 19.
    await page.waitForFunction(() => document.body.dataset.state === 'invalid');
    await expect(page.locator('#f-plan-years-error').textContent()).resolves.toBe(
      'the last withdrawal, at 21 years, comes after the age the projection ends (19 years): project to at least ' +
        '21 years, or take the money out over fewer years',
    );
    const visible = await page.locator('body').innerText();
    for (const name of ['PLAN_BEYOND_HORIZON', 'afterTax', 'fromAgeMonths']) expect(visible).not.toContain(name);
    await fillAge(page, 'f-target', 252);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.waitForFunction(() => document.getElementById('after-tax-plan')?.hidden === false);
    const link = new URL(await page.inputValue('#share-url'));
    const s = link.searchParams.get('s') ?? '';
    expect(scenarioOf(s).afterTax?.plan).toEqual({ fromAgeMonths: 216, years: 4, method: 'equal' });
    const expected = await api(session.server.url, { s });
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    await expect(page.locator('#after-tax-plan-answer').textContent()).resolves.toBe(
      expectedAnswer(planOf(expected.text), true),
    );
    await check(watched);
    // The link brings the plan back.
    const again = await fresh(`${session.server.url}/?s=${s}`, DESKTOP);
    expect(await pageJson(again.page, expected.projection.shareUrl)).toBe(expected.text);
    expect(await again.page.isChecked('#f-plan-when-years')).toBe(true);
    expect(await again.page.inputValue('#f-plan-from')).toBe('18');
    await check(again);
  });
});

describe("a plan with the family's state", () => {
  it("names the state's tax wherever its figures subtract it, and the detail has a column for it", async () => {
    const scenario = { ...COLLEGE, afterTax: { ...COLLEGE.afterTax, state: 'NY' } } satisfies Scenario;
    const expected = await api(session.server.url, scenario);
    const plan = planOf(expected.text);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    await page.waitForFunction(() => document.getElementById('after-tax-plan')?.hidden === false);
    await expect(page.locator('#headline-label').textContent()).resolves.toBe(
      'Median after federal and New York tax, taken out over 4 years from 18 years, in future dollars',
    );
    await expect(page.locator('#after-tax-plan-answer').textContent()).resolves.toBe(
      expectedAnswer(plan, false).replace('after federal tax', 'after federal and New York tax'),
    );
    await expect(page.locator('#after-tax-plan-totals caption').textContent()).resolves.toBe(
      'Left after federal and New York tax over the whole plan, in future dollars',
    );
    const header = await page.locator('#after-tax-plan table.plan-years').first().locator('thead th').allTextContents();
    expect(header).toEqual([
      'Age',
      'Taken out',
      'Of it, money put in (tax-free)',
      'Income tax',
      'Extra 10% tax',
      'New York tax',
      'Left after tax',
      'Still in the account',
    ]);
    const shown = await shownDetail(page);
    for (const [key] of ACCOUNTS) {
      expect(shown[key]).toEqual(
        plan[key].deterministic.years.map((year) => [
          `${years(year.ageMonths)} (${year.year})`,
          ...[
            year.withdrawalCents,
            year.basisCents,
            year.incomeTaxCents,
            year.additionalTaxCents,
            year.stateTaxCents ?? 'absent',
            year.netCents,
            year.leftCents,
          ].map(wholeDollars),
        ]),
      );
    }
    await check(watched);
  });
});

describe('a plan the API refuses', () => {
  it("typed or in a link: each problem at its field in the page's words, never the API's names", async () => {
    const expected = await api(session.server.url, COLLEGE);
    const watched = await collegeOnDesktop(expected);
    const { page } = watched;
    const answered = await page.inputValue('#share-url');
    const refused = (field: string, value: string, error: string, message: string) =>
      expectRefused(page, field, value, error, message, [
        'afterTax',
        'fromAgeMonths',
        'PLAN_',
        'TOO_LARGE',
        'WRONG_TYPE',
      ]);
    await refused('#f-plan-years', 'four', 'f-plan-years-error', 'enter a whole number, 0 or more');
    await refused('#f-plan-years', '9'.repeat(40), 'f-plan-years-error', 'must be at most 100');
    await refused('#f-plan-years', '1000', 'f-plan-years-error', 'must be at most 100');
    await page.fill('#f-plan-years', '4');
    await refused(
      '#f-plan-from',
      '17',
      'f-plan-from-error',
      "must be at least 18 years, when a Trump account starts to pay out, and after the child's age when the " +
        'projection starts (8 months); parents still deposits at or after this age: start after the last deposit',
    );
    await page.fill('#f-plan-from', '18');
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.selectOption('#f-tax-use', 'any');
    await page.waitForFunction(() => document.getElementById('f-plan-method-error')?.hidden === false);
    await expect(page.locator('#f-plan-method-error').textContent()).resolves.toBe(
      'only applies when the money is for college',
    );
    expect(watched.problems).toEqual([]);
    await page.selectOption('#f-tax-use', 'education');
    await page.waitForFunction(
      (expected) =>
        document.body.dataset.state === 'ok' &&
        (document.getElementById('share-url') as HTMLInputElement).value === expected,
      answered,
    );

    // A link whose plan is not on a birthday and whose years are not a number: the notice says why.
    const bad = { ...scenarioOf(expected.s) } as Scenario & { afterTax: Record<string, unknown> };
    bad.afterTax = { ...bad.afterTax, plan: { fromAgeMonths: 222, years: 'four', method: 'equal' } };
    const link = `1.${Buffer.from(JSON.stringify(bad)).toString('base64url')}`;
    const problem = await fetch(`${session.server.url}/v1/project?s=${link}`);
    expect(problem.status).toBe(400);
    const pointers = ((await problem.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer);
    expect(pointers).toContain('/s/afterTax/plan/years');
    const again = await fresh(`${session.server.url}/?s=${link}`, PHONE);
    await again.page.waitForFunction(() => document.body.dataset.state === 'ok');
    const notice = await again.page.locator('#notice').innerText();
    expect(notice).toContain('The share link could not be read, so the form shows a new plan instead.');
    expect(notice).toContain('Over how many years: enter a whole number');
    for (const name of ['afterTax', 'fromAgeMonths', 'PLAN_']) expect(notice).not.toContain(name);
    await check(again);
  });
});

describe('one kind of dollars in the yearly CSV and in what the limit cut', () => {
  it("the yearly CSV's deposits and expected follow the choice, and the header says which", async () => {
    const expected = await api(session.server.url, COLLEGE);
    const scenario = scenarioOf(expected.s);
    const ref = reference(scenario);
    const { milestones } = expected.projection.deterministic;
    const watched = await collegeOnDesktop(expected);
    const { page } = watched;
    await page.check('#basis-real');
    const [header, ...rows] = await downloadCsv(page, '#download-csv', 'trump-account-yearly.csv');
    expect(header?.slice(0, 4)).toEqual(['age_months', 'age_years', 'deposits_today', 'expected_today']);
    expect(header).not.toContain('deposits');
    expect(header).not.toContain('expected');
    const today = paidInToday(ref, scenario.annualInflation ?? 0.025);
    // From the plan's first age the steady-return line is what the plan leaves (withdrawal-answer.test.ts).
    const plan = planOf(expected.text);
    const left = (c: number) =>
      plan.trumpAccount.deterministic.years.find((year) => year.ageMonths === itemAt(milestones, c).ageMonths)
        ?.leftCents;
    const fromPlan = milestones.findIndex((milestone) => milestone.ageMonths === itemAt(plan.ages, 0));
    expect(fromPlan).toBeGreaterThan(0);
    for (const [c, row] of rows.entries()) {
      if (c < fromPlan) expect(cents(itemAt(row, 3))).toBe(itemAt(milestones, c).realCents);
      else {
        const d = deflatorAt(ref, scenario, itemAt(milestones, c).ageMonths);
        expect(Math.abs(Number(cents(itemAt(row, 3))) - Number(left(c) ?? '0') / d)).toBeLessThanOrEqual(0.5000001);
      }
      // The engine's deflator and JavaScript's may differ in the last bit: at most a cent apart.
      expect(Math.abs(Number(cents(itemAt(row, 2))) - itemAt(today, c))).toBeLessThanOrEqual(1);
    }
    expect(itemAt(today, today.length - 1)).toBeLessThan(Number(ref.contributedCents + ref.seedCents));
    await page.check('#basis-nominal');
    const [future, ...futureRows] = await downloadCsv(page, '#download-csv', 'trump-account-yearly.csv');
    expect(future?.slice(0, 4)).toEqual(['age_months', 'age_years', 'deposits', 'expected']);
    for (const [c, row] of futureRows.entries()) {
      const milestone = itemAt(ref.milestones, c);
      expect(cents(itemAt(row, 3))).toBe(c < fromPlan ? itemAt(milestones, c).nominalCents : (left(c) ?? '0'));
      const paid = ref.deposits.slice(0, milestone.ageMonths - ref.startAgeMonths).reduce((a, b) => a + b, 0n);
      expect(cents(itemAt(row, 2))).toBe(String(paid));
    }
    await check(watched);
  });

  it("what the yearly limit cut, on the first screen, in today's dollars or as paid", async () => {
    const { afterTax: _, ...withoutTax } = COLLEGE;
    const capped = {
      ...withoutTax,
      targetAgeMonths: 216,
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '100000', startAgeMonths: 9, endAgeMonths: 216 },
        },
      ],
    } satisfies Scenario;
    const expected = await api(session.server.url, capped);
    expect(expected.projection.warnings.map((warning) => warning.code)).toEqual(['ANNUAL_LIMIT']);
    const scenario = scenarioOf(expected.s);
    const ref = reference(scenario);
    const cutNow = cutToday(ref, 'annual', scenario.annualInflation ?? 0.025);
    expect(BigInt(cutNow)).toBeLessThan(ref.cappedCents);
    for (const viewport of [DESKTOP, PHONE]) {
      const watched = await fresh(`${session.server.url}/?s=${expected.s}`, viewport);
      const { page } = watched;
      await pageJson(page, expected.projection.shareUrl);
      const cuts = () => page.locator('#headline-cuts').textContent();
      await expect(cuts()).resolves.toContain(
        `the yearly limit cuts ${wholeDollars(cutNow)} of the family, relative and employer deposits`,
      );
      await expect(page.locator('[data-total="capped"] dd').textContent()).resolves.toContain(wholeDollars(cutNow));
      await expect(page.locator('#warnings li[data-code="ANNUAL_LIMIT"]').textContent()).resolves.toContain(
        wholeDollars(cutNow),
      );
      await page.check('#basis-nominal');
      await page.waitForFunction(
        (text) => (document.getElementById('headline-cuts')?.textContent ?? '').includes(text),
        `cuts ${wholeDollars(expected.projection.deterministic.cappedCents)} of`,
      );
      await expect(page.locator('#warnings li[data-code="ANNUAL_LIMIT"]').textContent()).resolves.toContain(
        wholeDollars(expected.projection.deterministic.cappedCents),
      );
      await check(watched);
    }
  });
});
