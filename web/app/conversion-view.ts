// A Roth conversion's answer in the after-tax results (docs/after-tax.md#the-conversion-block), from
// the projection's `afterTax.conversion` and, for the two other accounts with the same withdrawals,
// its `afterTax.plan` (or the whole balance at the target without a plan), in the page's choice of
// dollars: one sentence ("Converted to a Roth IRA over 4 years from 18 years, ...: about $R left from
// the Roth IRA, beside $U from the Trump account not converted, $A from a 529 plan and $B from a
// custodial account"), how often converting leaves at least as much, the four totals (the median
// and the range of 8 markets out of 10), the year-by-year detail on the steady-return line
// (core/projection/conversion-table.ts, the same rows as the CSV) and what the conversion assumes,
// one line each (conversionCaveats). Hidden without a conversion.
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { stateName } from '../../core/answer/state-words.js';
import { itemAt } from '../../core/common/checked.js';
import { wholePercent } from '../../core/common/format.js';
import {
  type ConversionRow,
  conversionRows,
  type RothWithdrawalRow,
  rothWithdrawalRows,
} from '../../core/projection/conversion-table.js';
import { deflatorAtMilestone } from '../../core/projection/todays-dollars.js';
import type { AfterTaxBlock, ConversionBlock, Projection } from '../../core/schemas/projection.js';
import { AFTER_TAX_DEFAULTS, CONVERSION_DEFAULTS } from '../../core/schemas/scenario-values.js';
import type { ConversionTaxPaidFrom } from '../../core/tax/roth-conversion.js';
import { USE_WORDS } from './after-tax-fields.js';
import { byId, el } from './dom.js';
import { type AccountBands, accountTotals, bandsTable, planTitle, steadyWords, yearsTable } from './plan-view.js';
import { scrollBox } from './scroll-box.js';
import type { Shown } from './shown.js';
import { ageText, type Basis, basisWords, marketsWords, money } from './text.js';
import { words } from './words.js';

const w = words.conversion;

/** What a conversion assumes, one line each; the first is ROTH_CONVERSION_UNVERIFIED's reading. */
export function conversionCaveats(block: AfterTaxBlock): string[] {
  const conversion = block.input.conversion;
  if (conversion === undefined) return [];
  const caveats = w.caveats;
  return [
    caveats.unverified,
    caveats.income,
    caveats.roth,
    caveats.extra,
    conversion.taxPaidFrom === 'account' ? caveats.keptBack : caveats.paidOutside,
    ...(block.input.use === 'firstHome' ? [caveats.firstHome] : []),
  ];
}

/** "Converted to a Roth IRA over 4 years from 18 years", "Converted to a Roth IRA in one year at 18 years". */
function conversionTitle(block: ConversionBlock): string {
  return w.title(block.conversionAges.length, ageText(itemAt(block.conversionAges, 0)));
}

const PAID_WORDS: Record<ConversionTaxPaidFrom, string> = {
  outside: w.taxOutside,
  account: w.taxKeptBack,
};

/** How the money comes out: the plan's words, or the whole balance at the target. */
function takenWords(after: AfterTaxBlock, block: ConversionBlock): string {
  const use = after.input.use ?? AFTER_TAX_DEFAULTS.use;
  if (after.plan !== undefined) {
    const title = planTitle(after.plan, use);
    return title.charAt(0).toLowerCase() + title.slice(1);
  }
  const whole = w.whole(ageText(itemAt(block.withdrawalAges, 0)));
  return use === 'any' ? whole : words.plan.forUse(whole, USE_WORDS[use]);
}

/** The four totals side by side: the Roth, the Trump account not converted, and the other two
 *  accounts with the same withdrawals (the plan's, or the whole balance at the target). */
function totals(after: AfterTaxBlock, block: ConversionBlock, basis: Basis): AccountBands[] {
  const side = (key: 'plan529' | 'custodial'): string[] => {
    if (after.plan !== undefined) return accountTotals(after.plan[key], basis);
    const rows = basis === 'real' ? after[key].netRealCents : after[key].netCents;
    return [ROW_P10, ROW_P50, ROW_P90].map((row) => {
      const values = itemAt(rows, row);
      return itemAt(values, values.length - 1) ?? '0';
    });
  };
  return [
    { name: w.roth, bands: accountTotals(block.roth, basis) },
    { name: w.unconverted, bands: accountTotals(block.unconverted, basis) },
    { name: words.accounts.plan529, bands: side('plan529') },
    { name: words.accounts.custodial, bands: side('custodial') },
  ];
}

function answerWords(
  after: AfterTaxBlock,
  block: ConversionBlock,
  all: AccountBands[],
  basis: Basis,
  state: string | null,
): string {
  const paidFrom = after.input.conversion?.taxPaidFrom ?? CONVERSION_DEFAULTS.taxPaidFrom;
  const [roth, unconverted, plan529, custodial] = all.map((entry) => money(itemAt(entry.bands, 1)));
  return w.answer(
    conversionTitle(block),
    PAID_WORDS[paidFrom],
    takenWords(after, block),
    roth ?? '',
    paidFrom === 'outside',
    unconverted ?? '',
    plan529 ?? '',
    custodial ?? '',
    basisWords(basis),
    state,
  );
}

function aheadWords(block: ConversionBlock, projection: Projection): string {
  return w.ahead(wholePercent(block.rothAheadOfUnconverted / block.paths), marketsWords(projection));
}

function conversionCells(row: ConversionRow): string[] {
  return [
    row.convertedCents,
    row.basisCents,
    row.incomeTaxCents,
    row.additionalTaxCents,
    row.withheldCents,
    row.paidOutsideCents,
    row.rothCents,
    row.leftCents,
  ].map(money);
}

function withdrawalCells(row: RothWithdrawalRow): string[] {
  return [
    money(row.withdrawalCents),
    w.qualified(row.qualified),
    ...[
      row.conversionsCents,
      row.earningsCents,
      row.incomeTaxCents,
      row.additionalTaxCents,
      row.netCents,
      row.leftCents,
    ].map(money),
  ];
}

/** Shows the conversion's answer, or hides its part without a conversion. */
export function renderConversion(shown: Shown, basis: Basis): void {
  const box = byId('after-tax-conversion');
  const { projection } = shown;
  const after = projection.afterTax;
  const block = after?.conversion;
  box.hidden = after === undefined || block === undefined;
  if (after === undefined || block === undefined) {
    box.replaceChildren();
    return;
  }
  const all = totals(after, block, basis);
  // With the family's state, its tax is in every figure (the conversions' income tax included).
  const state = stateName(after.input, words);
  const at = deflatorAtMilestone(shown.today.milestoneDeflators);
  const conversions = conversionRows(block, basis, at).map((row) => ({ ...row, cells: conversionCells(row) }));
  const withdrawals = rothWithdrawalRows(block, basis, at).map((row) => ({ ...row, cells: withdrawalCells(row) }));
  const detail = scrollBox(
    { class: 'screen-only', 'aria-labelledby': 'after-tax-conversion-years-title' },
    yearsTable(
      { id: 'after-tax-conversions', class: 'conversion-years' },
      w.conversions,
      {},
      w.conversionColumns,
      conversions,
    ),
    yearsTable(
      { id: 'after-tax-roth-withdrawals', class: 'conversion-years' },
      w.withdrawals,
      {},
      w.withdrawalColumns,
      withdrawals,
    ),
  );
  box.replaceChildren(
    el('h4', { id: 'after-tax-conversion-title' }, conversionTitle(block)),
    el('p', { id: 'after-tax-conversion-answer' }, answerWords(after, block, all, basis, state)),
    el('p', { id: 'after-tax-conversion-ahead' }, aheadWords(block, projection)),
    el('div', { class: 'table' }, bandsTable('after-tax-conversion-totals', w.totals(state), all, basis)),
    el('h4', { id: 'after-tax-conversion-years-title', class: 'screen-only' }, w.yearByYear(basisWords(basis))),
    el('p', { class: 'hint screen-only' }, w.detailHint(steadyWords(projection))),
    ...detail,
    el(
      'p',
      { class: 'export' },
      el('button', { type: 'button', id: 'download-conversion-csv', class: 'secondary' }, w.download),
    ),
  );
}
