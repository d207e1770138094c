// A Roth conversion of the Trump account on the page, in Debian's Chromium (docs/api.md#website,
// docs/after-tax.md#a-roth-conversion), on a phone and a desktop:
//   - from a share link (today's dollars by default): the bytes of POST /v1/project, the fields
//     restored, the answer in one sentence beside the other accounts, how often converting leaves at
//     least as much, the four totals, the year-by-year detail and the caveats, each from the API's own
//     conversion block, in today's and in future dollars; the conversion's CSV parsed back equals the
//     block; axe is clean;
//   - typed in by keyboard: a conversion past the horizon is refused in the page's words at its
//     field; once the target reaches past it, the page's JSON is the API's for the share link, which
//     holds the conversion (and who pays its tax) and brings it back;
//   - refused: before 18, not before the withdrawals, not a number, too many years, and a link's
//     conversion that cannot be read, each at its field in the page's words.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { AfterTaxBlock, ConversionBlock, PlanAccount } from '../../core/schemas/projection.js';
import { percentWords } from '../helpers/percent-words.js';
import { MATH, STATUTE as REF_STATUTE, type RefResult, referenceProjection } from '../reference/model.js';
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
/** The conversion's link on a desktop, opened once: read in either dollars, then its fields refused
 *  and put back. */
const shared = sharedPages(session);
/** One phone page and one more desktop page, which the other pages of the tests open in, in turn,
 *  as new pages would. */
const fresh = reusedPages(session);

/** Eight months old, parents monthly to 18; converted from 18 over 4 years, tax paid with other
 *  money, then taken out over 4 years from 22. */
const CONVERTED = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 300,
  mcPaths: 300,
  afterTax: {
    use: 'any',
    parentOrdinaryRate: 0.24,
    plan: { fromAgeMonths: 264, years: 4, method: 'equal' },
    conversion: { fromAgeMonths: 216, years: 4, taxPaidFrom: 'outside' },
  },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
} satisfies Scenario;

function afterTaxOf(text: string): AfterTaxBlock & { conversion: ConversionBlock } {
  const block = (JSON.parse(text) as { afterTax?: AfterTaxBlock }).afterTax;
  if (block?.conversion === undefined) throw new Error('the projection has no conversion');
  return block as AfterTaxBlock & { conversion: ConversionBlock };
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

/** "18 years" for 216 months. */
function years(months: number): string {
  return `${months / 12} years`;
}

type Bands = Pick<PlanAccount, 'netCents' | 'netRealCents'>;

/** The 10th, 50th and 90th percentiles of a total, as the page writes them. */
function band(account: Bands, real: boolean): string[] {
  const values = real ? account.netRealCents : account.netCents;
  return [0, 2, 4].map((i) => wholeDollars(itemAt(values, i)));
}

/** The other two accounts' totals at the target without a plan (the last column of each row). */
function atTarget(block: AfterTaxBlock, key: 'plan529' | 'custodial', real: boolean): string[] {
  const rows = real ? block[key].netRealCents : block[key].netCents;
  return [0, 2, 4].map((row) => {
    const values = itemAt(rows, row);
    return wholeDollars(itemAt(values, values.length - 1) ?? 'none');
  });
}

/** The four totals: Roth, not converted, 529, custodial. */
function expectedTotals(block: AfterTaxBlock & { conversion: ConversionBlock }, real: boolean): string[][] {
  const { conversion, plan } = block;
  const side = (key: 'plan529' | 'custodial') => (plan ? band(plan[key], real) : atTarget(block, key, real));
  const rows: [string, string[]][] = [
    ['Roth IRA (the Trump account converted)', band(conversion.roth, real)],
    ['Trump account, not converted', band(conversion.unconverted, real)],
    ['529 plan', side('plan529')],
    ['Custodial account', side('custodial')],
  ];
  return rows.map(([name, [low, median, high]]) => [name, median ?? '', `${low} to ${high}`]);
}

function expectedAnswer(
  block: AfterTaxBlock & { conversion: ConversionBlock },
  real: boolean,
  taken: string,
  paidFrom: 'outside' | 'account',
): string {
  const [roth, unconverted, a529, custodial] = expectedTotals(block, real).map((row) => itemAt(row, 1));
  const { conversionAges } = block.conversion;
  return (
    `Converted to a Roth IRA over ${conversionAges.length} years from ${years(itemAt(conversionAges, 0))}, ` +
    `${paidFrom === 'outside' ? 'the tax paid with other money' : 'the tax kept back from the account'}, then ${taken}: ` +
    `about ${roth} left from the Roth IRA after tax${paidFrom === 'outside' ? ', less the tax paid with other money' : ''}, ` +
    `beside ${unconverted} from the Trump account not converted, ${a529} from a 529 plan and ${custodial} from a ` +
    `custodial account (medians of the totals after federal tax, in ${real ? "today's" : 'future'} dollars).`
  );
}

/** An amount of an age in today's dollars, to the cent (ties never matter at this precision). */
function todayCents(cents: string, d: number): string {
  return String(Math.round(Number(cents) / d));
}

/** The two detail tables as the block says them, in future dollars or today's. */
function expectedDetail(block: ConversionBlock, real: boolean, d: (age: number) => number) {
  const { conversions, withdrawals } = block.roth.deterministic;
  const at = (age: number) => (cents: string) => wholeDollars(real ? todayCents(cents, d(age)) : cents);
  return {
    conversions: conversions.map((year) => {
      const money = at(year.ageMonths);
      return [
        `${years(year.ageMonths)} (${year.year})`,
        money(year.convertedCents),
        money(year.basisCents),
        money(year.incomeTaxCents),
        money(year.additionalTaxCents),
        money(year.withheldCents),
        wholeDollars(real ? year.paidOutsideRealCents : year.paidOutsideCents),
        money(year.rothCents),
        money(year.leftCents),
      ];
    }),
    withdrawals: withdrawals.map((year) => {
      const money = at(year.ageMonths);
      return [
        `${years(year.ageMonths)} (${year.year})`,
        money(year.withdrawalCents),
        year.qualified ? 'Yes' : 'No',
        money(year.conversionsCents),
        money(year.earningsCents),
        money(year.incomeTaxCents),
        money(year.additionalTaxCents),
        wholeDollars(real ? year.netRealCents : year.netCents),
        money(year.leftCents),
      ];
    }),
  };
}

async function shownDetail(page: Page) {
  const rows = (id: string) =>
    page
      .locator(`#${id} tbody tr`)
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
      );
  return { conversions: await rows('after-tax-conversions'), withdrawals: await rows('after-tax-roth-withdrawals') };
}

function shownTotals(page: Page): Promise<string[][]> {
  return page
    .locator('#after-tax-conversion-totals tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));
}

const AMOUNTS = [
  'amount',
  'basis_recovered',
  'taxable',
  'converted_money',
  'earnings',
  'income_tax',
  'additional_tax',
  'withheld_for_tax',
  'tax_paid_outside',
  'net',
  'roth_after',
  'trump_account_after',
];

const dollars = (cents: string) => (Number(cents) / 100).toFixed(2);
const cents = (text: string) => String(Math.round(Number(text) * 100));

/** The CSV in future dollars, written from the block: conversions, then the Roth's withdrawals. */
function expectedCsv(block: ConversionBlock): string[][] {
  const { conversions, withdrawals } = block.roth.deterministic;
  const head = (step: string, year: { ageMonths: number; year: number }, qualified: string) => [
    step,
    String(year.ageMonths),
    String(year.ageMonths / 12),
    String(year.year),
    qualified,
  ];
  return [
    ...conversions.map((year) => [
      ...head('conversion', year, ''),
      dollars(year.convertedCents),
      dollars(year.basisCents),
      dollars(year.taxableCents),
      '',
      '',
      dollars(year.incomeTaxCents),
      dollars(year.additionalTaxCents),
      dollars(year.withheldCents),
      dollars(year.paidOutsideCents),
      '',
      dollars(year.rothCents),
      dollars(year.leftCents),
    ]),
    ...withdrawals.map((year) => [
      ...head('withdrawal', year, year.qualified ? 'yes' : 'no'),
      dollars(year.withdrawalCents),
      '',
      '',
      dollars(year.conversionsCents),
      dollars(year.earningsCents),
      dollars(year.incomeTaxCents),
      dollars(year.additionalTaxCents),
      '',
      '',
      dollars(year.netCents),
      dollars(year.leftCents),
      '',
    ]),
  ];
}

const CAVEATS = [
  'Converting a Trump account to a Roth IRA is read from an IRS notice, not a regulation: whether and how it may be done is not settled, so treat the conversion as a what-if.',
  "Each conversion is income of its year, taxed with that year's figures and the child's age at the end of that year, the kiddie tax included.",
  "From the Roth IRA, withdrawals are tax-free from 59 1/2 once five years have passed since the first conversion's year; before that, converted money comes out first, untaxed, then earnings, which are taxed.",
  'Before 59 1/2 an extra 10% falls on earnings taken out and on converted money taken out within five years of its conversion, except for college costs and a first home (up to $10,000).',
];
const PAID_OUTSIDE =
  "Tax paid with other money is subtracted from the Roth IRA's total at its worth in the year it is paid, not as money that could have grown.";
const PAID_FROM_ACCOUNT =
  'Tax kept back from the account is taken out, not converted: it is taxed as the rest is, with the extra 10% before 59 1/2.';

/** Axe finds nothing and the page recorded no problem, in the state it is in now. */
async function check(watched: Watched): Promise<void> {
  expect(await axeViolations(watched.page)).toEqual([]);
  expect(watched.problems).toEqual([]);
}

describe('a Roth conversion of the Trump account', () => {
  it("from a share link: the fields, the answer beside the other accounts, the totals, year by year, the caveats and the CSV, in today's dollars and in future dollars", async () => {
    const expected = await api(session.server.url, CONVERTED);
    const block = afterTaxOf(expected.text);
    const conversion = block.conversion;
    expect(expected.projection.warnings.map((warning) => warning.code)).toContain('ROTH_CONVERSION_UNVERIFIED');
    const scenario = scenarioOf(expected.s);
    const ref = reference(scenario);
    const d = (age: number) => deflatorAt(ref, scenario, age);
    const taken = 'taken over 4 years from 22 years';
    // Every figure on a desktop; on a phone, what its size could break: the conversion shown, its
    // CSV saved, the choice of dollars followed, axe in both.
    for (const viewport of [DESKTOP, PHONE]) {
      // No `dollars` in the link: today's dollars.
      const url = `${session.server.url}/?s=${expected.s}`;
      const watched = await (viewport === DESKTOP ? shared(url, DESKTOP) : fresh(url, viewport));
      const { page } = watched;
      expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
      expect(await page.isChecked('#f-conv-when-yes')).toBe(true);
      expect(await page.inputValue('#f-conv-from')).toBe('18');
      expect(await page.inputValue('#f-conv-years')).toBe('4');
      expect(await page.isChecked('#f-conv-paid-outside')).toBe(true);
      await page.waitForFunction(() => document.getElementById('after-tax-conversion')?.hidden === false);
      await expect(page.locator('#after-tax-conversion-title').textContent()).resolves.toBe(
        'Converted to a Roth IRA over 4 years from 18 years',
      );
      await expect(page.locator('#after-tax-conversion-answer').textContent()).resolves.toBe(
        expectedAnswer(block, true, taken, 'outside'),
      );
      if (viewport === PHONE) {
        expect(await axeViolations(page)).toEqual([]);
        const [header] = await downloadCsv(page, '#download-conversion-csv', 'trump-account-roth-conversion.csv');
        expect(header?.[5]).toBe(`${itemAt(AMOUNTS, 0)}_today`);
        await page.check('#basis-nominal');
        await page.waitForFunction(() =>
          (document.getElementById('after-tax-conversion-answer')?.textContent ?? '').includes('future dollars'),
        );
        await expect(page.locator('#after-tax-conversion-answer').textContent()).resolves.toBe(
          expectedAnswer(block, false, taken, 'outside'),
        );
        await check(watched);
        continue;
      }
      const share = percentWords(conversion.rothAheadOfUnconverted, conversion.paths);
      await expect(page.locator('#after-tax-conversion-ahead').textContent()).resolves.toBe(
        `Converting leaves at least as much as not converting in ${share} of simulated markets, each market's totals ` +
          "compared in today's dollars, so that tax paid early and money taken out later count at their worth.",
      );
      expect(await shownTotals(page)).toEqual(expectedTotals(block, true));
      expect(await shownDetail(page)).toEqual(expectedDetail(conversion, true, d));
      const caveats = await page.locator('#after-tax-caveats li').allTextContents();
      expect(caveats).toEqual(expect.arrayContaining([...CAVEATS, PAID_OUTSIDE]));
      expect(caveats).not.toContain(PAID_FROM_ACCOUNT);
      expect(caveats.join(' ')).not.toContain('Not shown unless chosen');
      await expect(
        page.locator('#warnings li[data-code="ROTH_CONVERSION_UNVERIFIED"]').textContent(),
      ).resolves.toContain('read from an IRS notice, not a regulation');
      // The CSV in today's dollars: the API's own real figures where it has them, the rest to a cent.
      const [todayHeader, ...todayRows] = await downloadCsv(
        page,
        '#download-conversion-csv',
        'trump-account-roth-conversion.csv',
      );
      expect(todayHeader).toEqual([
        'step',
        'age_months',
        'age_years',
        'year',
        'qualified',
        ...AMOUNTS.map((name) => `${name}_today`),
      ]);
      const inFuture = expectedCsv(conversion);
      expect(todayRows.map((row) => row.slice(0, 5))).toEqual(inFuture.map((row) => row.slice(0, 5)));
      const { conversions, withdrawals } = conversion.roth.deterministic;
      for (const [i, row] of todayRows.entries()) {
        const future = itemAt(inFuture, i);
        const age = Number(itemAt(row, 1));
        const exact =
          i < conversions.length
            ? { 13: itemAt(conversions, i).paidOutsideRealCents }
            : { 14: itemAt(withdrawals, i - conversions.length).netRealCents };
        for (let column = 5; column < row.length; column++) {
          const cell = itemAt(row, column);
          expect(cell === '', `column ${column} of row ${i} empty as in future dollars`).toBe(
            itemAt(future, column) === '',
          );
          if (cell === '') continue;
          const api = (exact as Record<number, string>)[column];
          if (api !== undefined) expect(cents(cell)).toBe(api);
          else {
            const want = Number(cents(itemAt(future, column))) / d(age);
            expect(Math.abs(Number(cents(cell)) - want)).toBeLessThanOrEqual(0.5000001);
          }
        }
      }
      // Future dollars: the sentence, the totals, the detail and the CSV follow.
      await page.check('#basis-nominal');
      await page.waitForFunction(() =>
        (document.getElementById('after-tax-conversion-answer')?.textContent ?? '').includes('future dollars'),
      );
      await expect(page.locator('#after-tax-conversion-answer').textContent()).resolves.toBe(
        expectedAnswer(block, false, taken, 'outside'),
      );
      expect(await shownTotals(page)).toEqual(expectedTotals(block, false));
      expect(expectedTotals(block, false)).not.toEqual(expectedTotals(block, true));
      expect(await shownDetail(page)).toEqual(expectedDetail(conversion, false, d));
      const [header, ...rows] = await downloadCsv(
        page,
        '#download-conversion-csv',
        'trump-account-roth-conversion.csv',
      );
      expect(header).toEqual(['step', 'age_months', 'age_years', 'year', 'qualified', ...AMOUNTS]);
      expect(rows).toEqual(inFuture);
      expect(rows.length).toBe(8);
      await check(watched);
    }
  });

  it('typed in by keyboard on a phone: refused past the horizon in plain words, then the API bytes, kept in the link with who pays the tax', async () => {
    const watched = await fresh(`${session.server.url}/`, PHONE);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.check('#f-tax-on');
    expect(await page.isChecked('#f-conv-when-no')).toBe(true);
    expect(await page.isHidden('#f-conv-fields')).toBe(true);
    await page.focus('#f-conv-when-no');
    await page.keyboard.press('ArrowDown');
    expect(await page.isChecked('#f-conv-when-yes')).toBe(true);
    expect(await page.isVisible('#f-conv-years')).toBe(true);
    // Four conversions from 18 end at 21, after the target of 18.
    await page.waitForFunction(() => document.body.dataset.state === 'invalid');
    await expect(page.locator('#f-conv-years-error').textContent()).resolves.toBe(
      'the last conversion, at 21 years, comes after the age the projection ends (18 years): convert over fewer ' +
        'years, or project to a later age',
    );
    expect(await page.getAttribute('#f-conv-years', 'aria-invalid')).toBe('true');
    const visible = await page.locator('body').innerText();
    for (const name of ['CONVERSION_', 'afterTax', 'fromAgeMonths', 'taxPaidFrom']) expect(visible).not.toContain(name);
    await fillAge(page, 'f-target', 300);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.waitForFunction(() => document.getElementById('after-tax-conversion')?.hidden === false);
    const linkState = async () => new URL(await page.inputValue('#share-url')).searchParams.get('s') ?? '';
    const s = await linkState();
    expect(scenarioOf(s).afterTax?.conversion).toEqual({ fromAgeMonths: 216, years: 4, taxPaidFrom: 'outside' });
    const expected = await api(session.server.url, { s });
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    const block = afterTaxOf(expected.text);
    expect(block.plan).toBeUndefined();
    expect(block.conversion.withdrawalAges).toEqual([300]);
    await expect(page.locator('#after-tax-conversion-answer').textContent()).resolves.toBe(
      expectedAnswer(block, true, 'taken out whole at 25 years', 'outside'),
    );
    expect(await shownTotals(page)).toEqual(expectedTotals(block, true));
    // The tax kept back from the account instead, by keyboard.
    await page.focus('#f-conv-paid-outside');
    await page.keyboard.press('ArrowDown');
    expect(await page.isChecked('#f-conv-paid-account')).toBe(true);
    await page.waitForFunction(
      () =>
        document.body.dataset.state === 'ok' &&
        (document.getElementById('after-tax-conversion-answer')?.textContent ?? '').includes('kept back'),
    );
    const kept = await linkState();
    expect(scenarioOf(kept).afterTax?.conversion).toEqual({ fromAgeMonths: 216, years: 4, taxPaidFrom: 'account' });
    const fromAccount = await api(session.server.url, { s: kept });
    expect(await pageJson(page, fromAccount.projection.shareUrl)).toBe(fromAccount.text);
    const accountBlock = afterTaxOf(fromAccount.text);
    await expect(page.locator('#after-tax-conversion-answer').textContent()).resolves.toBe(
      expectedAnswer(accountBlock, true, 'taken out whole at 25 years', 'account'),
    );
    const withheld = accountBlock.conversion.roth.deterministic.conversions.map((year) => year.withheldCents);
    expect(withheld.some((c) => c !== '0')).toBe(true);
    await expect(page.locator('#after-tax-caveats li').allTextContents()).resolves.toContain(PAID_FROM_ACCOUNT);
    // Saved to compare: the Roth IRA's median beside the plan's other figures, in today's dollars.
    await page.fill('#save-name', 'Converted');
    await page.click('#save-plan');
    await page.waitForFunction(() => document.getElementById('compare-plans')?.getAttribute('aria-busy') === 'false');
    await expect(page.locator('#compare-plans td[data-measure="roth"]').allTextContents()).resolves.toEqual([
      itemAt(itemAt(expectedTotals(accountBlock, true), 0), 1),
    ]);
    await expect(page.locator('#compare-plans tbody th').allTextContents()).resolves.toContain(
      'Left after federal tax, converted to a Roth IRA (median)',
    );
    await check(watched);
    // The link brings the conversion back, on a desktop.
    const again = await fresh(`${session.server.url}/?s=${kept}`, DESKTOP);
    expect(await pageJson(again.page, fromAccount.projection.shareUrl)).toBe(fromAccount.text);
    expect(await again.page.isChecked('#f-conv-when-yes')).toBe(true);
    expect(await again.page.isChecked('#f-conv-paid-account')).toBe(true);
    expect(await again.page.inputValue('#f-conv-from')).toBe('18');
    await check(again);
    // Switched off again: no conversion in the link or the answer.
    const off = again;
    await off.page.check('#f-conv-when-no');
    await off.page.waitForFunction(
      () => document.body.dataset.state === 'ok' && document.getElementById('after-tax-conversion')?.hidden === true,
    );
    const none = new URL(await off.page.inputValue('#share-url')).searchParams.get('s') ?? '';
    expect(scenarioOf(none).afterTax?.conversion).toBeUndefined();
    await expect(off.page.locator('#after-tax-caveats li').allTextContents()).resolves.toContain(
      'Not shown unless chosen in the form: converting the Trump account to a Roth IRA.',
    );
    await check(off);
  });
});

describe("a conversion with the family's state", () => {
  it("names the state's tax in the answer and the totals, whose figures subtract it, in English and Spanish", async () => {
    const scenario = { ...CONVERTED, afterTax: { ...CONVERTED.afterTax, state: 'NY' } } satisfies Scenario;
    const expected = await api(session.server.url, scenario);
    const block = afterTaxOf(expected.text);
    // The state's tax is in the figures: the same conversion without it leaves more in the Roth IRA.
    const federalOnly = afterTaxOf((await api(session.server.url, CONVERTED)).text);
    expect(Number(itemAt(block.conversion.roth.netRealCents, 2))).toBeLessThan(
      Number(itemAt(federalOnly.conversion.roth.netRealCents, 2)),
    );
    const watched = await fresh(`${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    await page.waitForFunction(() => document.getElementById('after-tax-conversion')?.hidden === false);
    await expect(page.locator('#after-tax-conversion-answer').textContent()).resolves.toBe(
      expectedAnswer(block, true, 'taken over 4 years from 22 years', 'outside').replace(
        'after federal tax',
        'after federal and New York tax',
      ),
    );
    await expect(page.locator('#after-tax-conversion-totals caption').textContent()).resolves.toMatch(
      /^Left after federal and New York tax, converted or not/,
    );
    expect(await shownTotals(page)).toEqual(expectedTotals(block, true));
    await check(watched);

    const spanish = await fresh(`${session.server.url}/es/?s=${expected.s}`, DESKTOP);
    expect(await pageJson(spanish.page, expected.projection.shareUrl)).toBe(expected.text);
    await spanish.page.waitForFunction(() => document.getElementById('after-tax-conversion')?.hidden === false);
    await expect(spanish.page.locator('#after-tax-conversion-answer').textContent()).resolves.toContain(
      '(medianas de los totales después de los impuestos federal y de Nueva York, en ',
    );
    await expect(spanish.page.locator('#after-tax-conversion-totals caption').textContent()).resolves.toMatch(
      /^Lo que queda después de los impuestos federal y de Nueva York, con o sin conversión/,
    );
    await check(spanish);
  });
});

describe('whether the young adult will be a full-time student', () => {
  it("said beside the answer with a way to the question; answered by keyboard, the conversions at 19 to 21 are taxed as the API taxes a student's", async () => {
    const expected = await api(session.server.url, CONVERTED);
    const asStudent = { ...CONVERTED, afterTax: { ...CONVERTED.afterTax, fullTimeStudent: true } };
    const student = await api(session.server.url, asStudent);
    const watched = await fresh(`${session.server.url}/?s=${expected.s}&dollars=future`, DESKTOP);
    const { page } = watched;
    expect(await pageJson(page, expected.projection.shareUrl)).toBe(expected.text);
    // Not said in the link, and not for college: not a student, and the page says so beside the answer.
    expect(await page.locator('input[name="f-tax-student"]').count()).toBe(2);
    expect(await page.isChecked('#f-tax-student-no')).toBe(true);
    await expect(page.locator('#after-tax-student').textContent()).resolves.toBe(
      "The conversions at 19 to 21 years and the withdrawals at 22 to 23 years: taxed on the young adult's own " +
        'return, as for someone who is not a full-time student you support; a student would pay part of it at your ' +
        'top rate (the kiddie tax). Change it in the form',
    );
    const taxes = (text: string) =>
      afterTaxOf(text).conversion.roth.deterministic.conversions.map((year) => year.incomeTaxCents);
    const shownTaxes = async () => (await shownDetail(page)).conversions.map((row) => row[3]);
    expect(await shownTaxes()).toEqual(taxes(expected.text).map(wholeDollars));
    // The button takes the keyboard to the question; an arrow answers it.
    await page.click('#after-tax-student-change');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('f-tax-student-no');
    await page.keyboard.press('ArrowUp');
    expect(await page.isChecked('#f-tax-student-yes')).toBe(true);
    expect(await pageJson(page, student.projection.shareUrl)).toBe(student.text);
    expect(scenarioOf(student.s).afterTax).toMatchObject({ fullTimeStudent: true });
    expect(await shownTaxes()).toEqual(taxes(student.text).map(wholeDollars));
    // At 18 the kiddie tax applies either way; at 19 to 21 a student's conversions owe more.
    const before = taxes(expected.text).map(Number);
    const after = taxes(student.text).map(Number);
    expect(after[0]).toBe(before[0]);
    for (let j = 1; j < 4; j++) expect(itemAt(after, j)).toBeGreaterThan(itemAt(before, j));
    await expect(page.locator('#after-tax-student').textContent()).resolves.toBe(
      'The conversions at 19 to 21 years and the withdrawals at 22 to 23 years: taxed as for a full-time student you ' +
        'support, part of it at your top rate (the kiddie tax). Change it in the form',
    );
    expect(await axeViolations(page)).toEqual([]);
    // The link brings the answer back.
    const again = await fresh(`${session.server.url}/?s=${student.s}`, PHONE);
    expect(await pageJson(again.page, student.projection.shareUrl)).toBe(student.text);
    expect(await again.page.isChecked('#f-tax-student-yes')).toBe(true);
    expect(watched.problems).toEqual([]);
    expect(again.problems).toEqual([]);
  });

  it('follows what the money is for until it is answered', async () => {
    const watched = await fresh(`${session.server.url}/`, DESKTOP);
    const { page } = watched;
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await page.check('#f-tax-on');
    expect(await page.locator('input[name="f-tax-student"]').count()).toBe(2);
    expect(await page.isChecked('#f-tax-student-no')).toBe(true);
    await page.selectOption('#f-tax-use', 'education');
    expect(await page.isChecked('#f-tax-student-yes')).toBe(true);
    await page.selectOption('#f-tax-use', 'retirement');
    expect(await page.isChecked('#f-tax-student-no')).toBe(true);
    await page.check('#f-tax-student-yes');
    await page.selectOption('#f-tax-use', 'any');
    expect(await page.isChecked('#f-tax-student-yes')).toBe(true);
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    const s = new URL(await page.inputValue('#share-url')).searchParams.get('s') ?? '';
    expect(scenarioOf(s).afterTax).toMatchObject({ use: 'any', fullTimeStudent: true });
    expect(watched.problems).toEqual([]);
  });
});

describe('a conversion the API refuses', () => {
  it("typed or in a link: each problem at its field in the page's words, never the API's names", async () => {
    const expected = await api(session.server.url, CONVERTED);
    const watched = await shared(`${session.server.url}/?s=${expected.s}`, DESKTOP);
    const { page } = watched;
    await pageJson(page, expected.projection.shareUrl);
    const refused = (field: string, value: string, error: string, message: string) =>
      expectRefused(page, field, value, error, message, [
        'afterTax',
        'fromAgeMonths',
        'CONVERSION_',
        'TOO_LARGE',
        'WRONG_TYPE',
      ]);
    await refused('#f-conv-years', 'four', 'f-conv-years-error', 'enter a whole number, 0 or more');
    await refused('#f-conv-years', '9'.repeat(40), 'f-conv-years-error', 'must be at most 100');
    await refused(
      '#f-conv-years',
      '5',
      'f-conv-years-error',
      'the last conversion, at 22 years, must come before the money is taken out, at 22 years: convert over fewer ' +
        'years or earlier, or take the money out later',
    );
    await page.fill('#f-conv-years', '4');
    // Before 18: not yet an IRA, and the parents still deposit then.
    await refused(
      '#f-conv-from',
      '17',
      'f-conv-from-error',
      "must be at least 18 years, when the Trump account becomes a traditional IRA that may be converted, and after the child's " +
        'age when the projection starts (8 months); parents still deposits at or after this age: convert after the last deposit',
    );
    await refused('#f-conv-from', '18.5', 'f-conv-from-error', 'enter a whole number, 0 or more');
    // The problem list at the top names the field and leads to it.
    const listed = await page.locator('#problem-list').textContent();
    expect(listed).toContain('Convert from age (years): enter a whole number, 0 or more');
    await page.fill('#f-conv-from', '18');
    await page.waitForFunction(() => document.body.dataset.state === 'ok');
    await check(watched);

    // A hostile link: years past any horizon, a tax paid by no one the API knows, a field nested deep.
    const bad = { ...scenarioOf(expected.s) } as Scenario & { afterTax: Record<string, unknown> };
    const deep = JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) as unknown;
    bad.afterTax = { ...bad.afterTax, conversion: { fromAgeMonths: 216, years: 1e300, taxPaidFrom: 'later', deep } };
    const link = `1.${Buffer.from(JSON.stringify(bad)).toString('base64url')}`;
    const problem = await fetch(`${session.server.url}/v1/project?s=${link}`);
    expect(problem.status).toBe(400);
    const pointers = ((await problem.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/s/afterTax/conversion/taxPaidFrom',
        '/s/afterTax/conversion/years',
        '/s/afterTax/conversion/deep',
      ]),
    );
    const again = await fresh(`${session.server.url}/?s=${link}`, PHONE);
    await again.page.waitForFunction(() => document.body.dataset.state === 'ok');
    const notice = await again.page.locator('#notice').innerText();
    expect(notice).toContain('The share link could not be read, so the form shows a new plan instead.');
    expect(notice).toContain("Pay each conversion's income tax: choose one of the options");
    expect(notice).toContain('Convert over how many years: must be at most 100');
    expect(notice).toContain('Convert the Trump account to a Roth IRA: holds a setting this calculator does not know');
    for (const name of ['afterTax', 'taxPaidFrom', 'CONVERSION_']) expect(notice).not.toContain(name);
    await check(again);

    // A conversion not on a birthday, from a link that is otherwise valid: the page says so at the field.
    const odd = { ...scenarioOf(expected.s) } as Scenario & { afterTax: Record<string, unknown> };
    odd.afterTax = { ...odd.afterTax, conversion: { fromAgeMonths: 222, years: 2, taxPaidFrom: 'outside' } };
    const oddLink = `1.${Buffer.from(JSON.stringify(odd)).toString('base64url')}`;
    const oddProblem = await fetch(`${session.server.url}/v1/project?s=${oddLink}`);
    expect(oddProblem.status).toBe(400);
    const oddCodes = ((await oddProblem.json()) as { errors: { code: string }[] }).errors.map((e) => e.code);
    expect(oddCodes).toContain('CONVERSION_NOT_A_BIRTHDAY');
    const third = await fresh(`${session.server.url}/?s=${oddLink}`, DESKTOP);
    await third.page.waitForFunction(() => document.body.dataset.state === 'ok');
    await expect(third.page.locator('#notice').innerText()).resolves.toContain(
      'Convert from age (years): must be a birthday, in whole years',
    );
    await check(third);
  });
});
