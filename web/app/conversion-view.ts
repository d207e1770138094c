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

/** What a conversion assumes, one line each; the first is ROTH_CONVERSION_UNVERIFIED's reading. */
export function conversionCaveats(block: AfterTaxBlock): string[] {
  const conversion = block.input.conversion;
  if (conversion === undefined) return [];
  const paid =
    conversion.taxPaidFrom === 'account'
      ? 'Tax kept back from the account is taken out, not converted: it is taxed as the rest is, with the extra 10% before 59 1/2.'
      : "Tax paid with other money is subtracted from the Roth IRA's total at its worth in the year it is paid, not as money that could have grown.";
  return [
    'Converting a Trump account to a Roth IRA is read from an IRS notice, not a regulation: whether and how it may be done is not settled, so treat the conversion as a what-if.',
    "Each conversion is income of its year, taxed with that year's figures and the child's age at the end of that year, the kiddie tax included.",
    "From the Roth IRA, withdrawals are tax-free from 59 1/2 once five years have passed since the first conversion's year; before that, converted money comes out first, untaxed, then earnings, which are taxed.",
    'Before 59 1/2 an extra 10% falls on earnings taken out and on converted money taken out within five years of its conversion, except for college costs and a first home (up to $10,000).',
    paid,
    ...(block.input.use === 'firstHome'
      ? [
          "Not modelled: a first home's tax-free Roth withdrawal of up to $10,000 before 59 1/2, so the Roth IRA's figures are a little low for a first home.",
        ]
      : []),
  ];
}

/** "Converted to a Roth IRA over 4 years from 18 years", "Converted to a Roth IRA in one year at 18 years". */
function conversionTitle(block: ConversionBlock): string {
  const years = block.conversionAges.length;
  const from = ageText(itemAt(block.conversionAges, 0));
  return years === 1
    ? `Converted to a Roth IRA in one year at ${from}`
    : `Converted to a Roth IRA over ${years} years from ${from}`;
}

const PAID_WORDS: Record<ConversionTaxPaidFrom, string> = {
  outside: 'the tax paid with other money',
  account: 'the tax kept back from the account',
};

/** How the money comes out: the plan's words, or the whole balance at the target. */
function takenWords(after: AfterTaxBlock, block: ConversionBlock): string {
  const use = after.input.use ?? AFTER_TAX_DEFAULTS.use;
  if (after.plan !== undefined) {
    const title = planTitle(after.plan, use);
    return title.charAt(0).toLowerCase() + title.slice(1);
  }
  const whole = `taken out whole at ${ageText(itemAt(block.withdrawalAges, 0))}`;
  return use === 'any' ? whole : `${whole} for ${USE_WORDS[use]}`;
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
    { name: 'Roth IRA (the Trump account converted)', bands: accountTotals(block.roth, basis) },
    { name: 'Trump account, not converted', bands: accountTotals(block.unconverted, basis) },
    { name: '529 plan', bands: side('plan529') },
    { name: 'Custodial account', bands: side('custodial') },
  ];
}

function answerWords(after: AfterTaxBlock, block: ConversionBlock, all: AccountBands[], basis: Basis): string {
  const paidFrom = after.input.conversion?.taxPaidFrom ?? CONVERSION_DEFAULTS.taxPaidFrom;
  const [roth, unconverted, plan529, custodial] = all.map((entry) => money(itemAt(entry.bands, 1)));
  const less = paidFrom === 'outside' ? ' after tax, less the tax paid with other money' : ' after tax';
  return (
    `${conversionTitle(block)}, ${PAID_WORDS[paidFrom]}, then ${takenWords(after, block)}: about ${roth} left from ` +
    `the Roth IRA${less}, beside ${unconverted} from the Trump account not converted, ${plan529} from a 529 plan ` +
    `and ${custodial} from a custodial account (medians of the totals after federal tax, in ${basisWords(basis)}).`
  );
}

function aheadWords(block: ConversionBlock, projection: Projection): string {
  return (
    `Converting leaves at least as much as not converting in ${wholePercent(block.rothAheadOfUnconverted / block.paths)} ` +
    `of ${marketsWords(projection)}, each market's totals compared in today's dollars, so that tax paid early and ` +
    'money taken out later count at their worth.'
  );
}

const CONVERSION_COLUMNS = [
  'Age',
  'Converted',
  'Of it, money put in (tax-free)',
  'Income tax',
  'Extra 10% tax',
  'Kept back for the tax',
  'Tax paid with other money',
  'In the Roth IRA after',
  'Still in the Trump account',
];

const WITHDRAWAL_COLUMNS = [
  'Age',
  'Taken out',
  'All tax-free (qualified)',
  'Of it, converted money',
  'Of it, earnings',
  'Income tax',
  'Extra 10% tax',
  'Left after tax',
  'Still in the Roth IRA',
];

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
    row.qualified ? 'Yes' : 'No',
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
  const at = deflatorAtMilestone(shown.today.milestoneDeflators);
  const conversions = conversionRows(block, basis, at).map((row) => ({ ...row, cells: conversionCells(row) }));
  const withdrawals = rothWithdrawalRows(block, basis, at).map((row) => ({ ...row, cells: withdrawalCells(row) }));
  const detail = scrollBox(
    { class: 'screen-only', 'aria-labelledby': 'after-tax-conversion-years-title' },
    yearsTable(
      { id: 'after-tax-conversions', class: 'conversion-years' },
      'Each conversion',
      {},
      CONVERSION_COLUMNS,
      conversions,
    ),
    yearsTable(
      { id: 'after-tax-roth-withdrawals', class: 'conversion-years' },
      'Taken out of the Roth IRA',
      {},
      WITHDRAWAL_COLUMNS,
      withdrawals,
    ),
  );
  box.replaceChildren(
    el('h4', { id: 'after-tax-conversion-title' }, conversionTitle(block)),
    el('p', { id: 'after-tax-conversion-answer' }, answerWords(after, block, all, basis)),
    el('p', { id: 'after-tax-conversion-ahead' }, aheadWords(block, projection)),
    el(
      'div',
      { class: 'table' },
      bandsTable('after-tax-conversion-totals', 'Left after federal tax, converted or not', all, basis),
    ),
    el(
      'h4',
      { id: 'after-tax-conversion-years-title', class: 'screen-only' },
      `The conversion year by year, in ${basisWords(basis)}`,
    ),
    el(
      'p',
      { class: 'hint screen-only' },
      `On the steady-return line (${steadyWords(projection)}): what each conversion moves out of the Trump account, ` +
        'the part that is money put in and is not taxed, its taxes and how they are paid, and what each account ' +
        'holds afterwards; then what comes out of the Roth IRA, whether it is all tax-free, and its taxes.',
    ),
    ...detail,
    el(
      'p',
      { class: 'export' },
      el(
        'button',
        { type: 'button', id: 'download-conversion-csv', class: 'secondary' },
        'Download the year-by-year conversion (CSV)',
      ),
    ),
  );
}
