// "After tax" in the results (docs/after-tax.md): the whole balance taken out at the target age for
// the use chosen, after federal income tax (and the family's state's, when chosen), in the Trump
// account beside the same family and relative money in a 529 plan and a custodial account: the median
// and the range of 8 markets out of 10, in the page's choice of dollars, and with a state the state
// tax on the steady-return path; what the state's 529 deduction gives back, and for a state that taxes
// the Trump account's earnings every year, that it does; how often the Trump account leaves at least
// as much; what is left out.

import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { answerState, stateSavedSentence, taxesWords } from '../../core/answer/state-words.js';
import { itemAt } from '../../core/common/checked.js';
import { wholePercent } from '../../core/common/format.js';
import type { AfterTaxAccount, AfterTaxBlock, Projection } from '../../core/schemas/projection.js';
import { AFTER_TAX_DEFAULTS } from '../../core/schemas/scenario-values.js';
import type { StateTaxJurisdiction } from '../../core/statute/state-tax-types.js';
import { USE_WORDS } from './after-tax-fields.js';
import { conversionCaveats } from './conversion-view.js';
import { byId, el } from './dom.js';
import { PLAN_CAVEATS } from './plan-view.js';
import { ageText, type Basis, basisWords, marketsWords, money } from './text.js';

const ACCOUNTS = [
  ['trumpAccount', 'Trump account'],
  ['plan529', '529 plan'],
  ['custodial', 'Custodial account'],
] as const;

/** What the comparison leaves out, one line each; without a conversion, that it is not shown. */
const CAVEATS = [
  'Not modelled: rolling a 529 plan over to a Roth IRA.',
  'Not modelled: financial aid.',
  "Not modelled: the custodial account's yearly tax on its dividends.",
];
const NO_CONVERSION = 'Not shown unless chosen in the form: converting the Trump account to a Roth IRA.';

/** Which taxes are counted: federal only, or with the state's, and what of the state's is not. */
function taxesCaveat(state: StateTaxJurisdiction | undefined): string {
  if (state === undefined)
    return 'Federal tax only, the minimum tax and the 3.8% tax on investment income included: no state tax.';
  return (
    `Federal and ${state.name} income tax, the minimum tax and the 3.8% tax on investment income included. ` +
    `Not modelled for ${state.name}: local income taxes, credits, itemized deductions and what its own list ` +
    'in the rules (/v1/rules) names.'
  );
}

/** The state tax on the steady-return path at the target, in the chosen dollars (the answer's
 *  entries are as paid: divided by the target's deflator for today's dollars). */
function stateTaxCell(account: AfterTaxAccount, basis: Basis, targetDeflator: number): HTMLTableCellElement {
  const cents = account.deterministic.at(-1)?.stateTaxCents;
  if (cents == null) return el('td', {}, '');
  return el('td', {}, money(basis === 'real' ? Number(cents) / targetDeflator : cents));
}

/** The net of one percentile row at the target age, in the chosen dollars; null where not available. */
export function netAtTarget(account: AfterTaxAccount, row: number, basis: Basis): string | null {
  const values = itemAt(basis === 'real' ? account.netRealCents : account.netCents, row);
  return itemAt(values, values.length - 1);
}

function accountRow(
  name: string,
  account: AfterTaxAccount,
  basis: Basis,
  stateDeflator: number | undefined,
): HTMLTableRowElement {
  const [low, median, high] = [ROW_P10, ROW_P50, ROW_P90].map((row) => netAtTarget(account, row, basis));
  const header = el('th', { scope: 'row' }, name);
  const withState = stateDeflator !== undefined;
  if (median == null || low == null || high == null)
    return el('tr', {}, header, el('td', { colspan: withState ? '3' : '2' }, 'Not available before 18'));
  return el(
    'tr',
    {},
    header,
    el('td', {}, money(median)),
    el('td', {}, `${money(low)} to ${money(high)}`),
    withState ? stateTaxCell(account, basis, stateDeflator) : null,
  );
}

/** "The Trump account leaves at least as much as a 529 plan in 62% of simulated markets, ...". */
function aheadWords(block: AfterTaxBlock, projection: Projection): string {
  const { atTarget } = block;
  if (atTarget === null) return 'The Trump account cannot be taken out at this age, so there is nothing to compare.';
  return (
    `The Trump account leaves at least as much as a 529 plan in ${wholePercent(atTarget.trumpAheadOf529 / atTarget.paths)} ` +
    `of ${marketsWords(projection)}, and at least as much as a custodial account in ` +
    `${wholePercent(atTarget.trumpAheadOfCustodial / atTarget.paths)}. Each market's own results are compared, ` +
    'so this can differ from what the medians above suggest.'
  );
}

/** What the printed report leaves out of after tax (docs/api.md#website): the caveats, one line each
 *  on screen; with a plan or a conversion, whose answers say every account's median, the totals'
 *  ranges, the year-by-year detail and the whole balance taken out at once; with both, the plan's
 *  answer, which the conversion's holds (app.css). */
function printedWords(block: AfterTaxBlock, age: string, caveats: number): string {
  const leftOut = `${caveats} caveats`;
  const state = answerState(block.input);
  const taxes = state === undefined ? 'Federal tax only, no state tax.' : `Federal and ${state.name} tax.`;
  if (block.plan === undefined && block.conversion === undefined) return `${taxes} On the page only: ${leftOut}.`;
  return (
    `${taxes} On the page only: the ranges, the year-by-year detail, ` +
    `the balance taken whole at ${age}, ${leftOut}.`
  );
}

/** Shows the after-tax comparison at the target age; hides it without the block. `targetDeflator`
 *  turns the steady-return path's state tax at the target into today's dollars. */
export function renderAfterTax(projection: Projection, basis: Basis, targetDeflator: number): void {
  const box = byId('after-tax');
  const block = projection.afterTax;
  box.hidden = block === undefined;
  if (block === undefined) return;
  const age = ageText(itemAt(block.ages, block.ages.length - 1));
  const dollars = basisWords(basis);
  const state = answerState(block.input);
  const taxes = taxesWords(block.input);
  byId('after-tax-intro').textContent =
    `${block.plan === undefined ? 'If' : 'Without the plan above, if'} the whole balance were taken out at ${age} for ${USE_WORDS[block.input.use ?? AFTER_TAX_DEFAULTS.use]}: what each account would ` +
    `leave after ${state === undefined ? 'federal income tax' : `federal and ${state.name} income tax`}, with the same family and relative money put in each.`;
  const stateDeflator = state === undefined ? undefined : targetDeflator;
  const table = el(
    'table',
    { id: 'after-tax-table' },
    el('caption', {}, `Left after ${taxes} at ${age}, in ${dollars}`),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, 'Account'),
        el('th', { scope: 'col' }, `Median (${dollars})`),
        el('th', { scope: 'col' }, `Range, 8 out of 10 markets (${dollars})`),
        state === undefined ? null : el('th', { scope: 'col' }, `State tax, steady return (${dollars})`),
      ),
    ),
    el('tbody', {}, ...ACCOUNTS.map(([key, name]) => accountRow(name, block[key], basis, stateDeflator))),
  );
  byId('after-tax-figures').replaceChildren(table);
  byId('after-tax-ahead').textContent = aheadWords(block, projection);
  // A state that taxes the earnings every year says so in the notes (STATE_TAXED_YEARLY), once.
  const stateWords = [stateSavedSentence(block, money)].filter(Boolean);
  const stateBox = byId('after-tax-state-words');
  stateBox.hidden = stateWords.length === 0;
  stateBox.textContent = stateWords.join(' ');
  const caveats = [
    ...(block.plan === undefined ? [] : PLAN_CAVEATS),
    ...conversionCaveats(block),
    taxesCaveat(state),
    ...CAVEATS,
    ...(block.conversion === undefined ? [NO_CONVERSION] : []),
  ];
  byId('after-tax-caveats').replaceChildren(...caveats.map((line) => el('li', {}, line)));
  byId('after-tax-printed').textContent = printedWords(block, age, caveats.length);
}
