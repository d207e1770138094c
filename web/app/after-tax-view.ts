// "After tax" in the results (docs/after-tax.md): the whole balance taken out at the target age for
// the use chosen, after federal income tax (and the family's state's, when chosen), in the Trump
// account beside the same family and relative money in a 529 plan and a custodial account: the median
// and the range of 8 markets out of 10, in the page's choice of dollars, and with a state the state
// tax on the steady-return path; what the state's 529 deduction gives back, and for a state that taxes
// the Trump account's earnings every year, that it does; how often the Trump account leaves at least
// as much; what is left out.

import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { stateName, stateSavedSentence } from '../../core/answer/state-words.js';
import { itemAt } from '../../core/common/checked.js';
import { wholePercent } from '../../core/common/format.js';
import type { AfterTaxAccount, AfterTaxBlock, Projection } from '../../core/schemas/projection.js';
import { AFTER_TAX_DEFAULTS } from '../../core/schemas/scenario-values.js';
import { USE_WORDS } from './after-tax-fields.js';
import { conversionCaveats } from './conversion-view.js';
import { byId, el } from './dom.js';
import { PLAN_CAVEATS } from './plan-view.js';
import { ageText, type Basis, basisWords, marketsWords, money } from './text.js';
import { words } from './words.js';

/** This module's words (core/i18n/). */
const said = words.afterTax;

const ACCOUNTS = ['trumpAccount', 'plan529', 'custodial'] as const;

/** Which taxes are counted: federal only, or with the state's, and what of the state's is not. */
function taxesCaveat(state: string | null): string {
  return state === null ? said.federalOnly : said.withState(state);
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
    return el('tr', {}, header, el('td', { colspan: withState ? '3' : '2' }, said.notBefore18));
  return el(
    'tr',
    {},
    header,
    el('td', {}, money(median)),
    el('td', {}, said.between(money(low), money(high))),
    withState ? stateTaxCell(account, basis, stateDeflator) : null,
  );
}

/** "The Trump account leaves at least as much as a 529 plan in 62% of simulated markets, ...". */
function aheadWords(block: AfterTaxBlock, projection: Projection): string {
  const { atTarget } = block;
  if (atTarget === null) return said.nothingToCompare;
  return said.ahead(
    wholePercent(atTarget.trumpAheadOf529 / atTarget.paths),
    marketsWords(projection),
    wholePercent(atTarget.trumpAheadOfCustodial / atTarget.paths),
  );
}

/** What the printed report leaves out of after tax (docs/api.md#website): the caveats, one line each
 *  on screen; with a plan or a conversion, whose answers say every account's median, the totals'
 *  ranges, the year-by-year detail and the whole balance taken out at once; with both, the plan's
 *  answer, which the conversion's holds (app.css). */
function printedWords(block: AfterTaxBlock, age: string, caveats: number): string {
  const taxes = said.printedTaxes(stateName(block.input, words));
  if (block.plan === undefined && block.conversion === undefined) return said.printedShort(taxes, caveats);
  return said.printedLong(taxes, age, caveats);
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
  const state = stateName(block.input, words);
  byId('after-tax-intro').textContent = said.intro(
    block.plan !== undefined,
    age,
    USE_WORDS[block.input.use ?? AFTER_TAX_DEFAULTS.use],
    state,
  );
  const stateDeflator = state === null ? undefined : targetDeflator;
  const table = el(
    'table',
    { id: 'after-tax-table' },
    el('caption', {}, said.caption(state, age, dollars)),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, said.account),
        el('th', { scope: 'col' }, said.median(dollars)),
        el('th', { scope: 'col' }, said.range(dollars)),
        state === null ? null : el('th', { scope: 'col' }, said.stateTax(dollars)),
      ),
    ),
    el('tbody', {}, ...ACCOUNTS.map((key) => accountRow(words.accounts[key], block[key], basis, stateDeflator))),
  );
  byId('after-tax-figures').replaceChildren(table);
  byId('after-tax-ahead').textContent = aheadWords(block, projection);
  // A state that taxes the earnings every year says so in the notes (STATE_TAXED_YEARLY), once.
  const stateWords = [stateSavedSentence(block, money, words)].filter(Boolean);
  const stateBox = byId('after-tax-state-words');
  stateBox.hidden = stateWords.length === 0;
  stateBox.textContent = stateWords.join(' ');
  const caveats = [
    ...(block.plan === undefined ? [] : PLAN_CAVEATS),
    ...conversionCaveats(block),
    taxesCaveat(state),
    ...said.caveats,
    ...(block.conversion === undefined ? [said.noConversion] : []),
  ];
  byId('after-tax-caveats').replaceChildren(...caveats.map((line) => el('li', {}, line)));
  byId('after-tax-printed').textContent = printedWords(block, age, caveats.length);
}
