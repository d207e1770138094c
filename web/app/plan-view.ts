// A withdrawal plan's answer in the after-tax results (docs/after-tax.md#the-plan-block), from the
// projection's `afterTax.plan` alone, in the page's choice of dollars: one sentence ("Taken over 4
// years from 18 years for college: about $A left from the Trump account, ..."), how often the Trump
// account leaves at least as much, each account's total (the median and the range of 8 markets out
// of 10), the year-by-year detail on the steady-return line (core/projection/plan-table.ts, the same
// rows as the CSV) and what the plan assumes, one line each. Hidden without a plan.
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { stateName } from '../../core/answer/state-words.js';
import { itemAt } from '../../core/common/checked.js';
import { percent, wholePercent } from '../../core/common/format.js';
import {
  PLAN_ACCOUNTS,
  type PlanRow,
  planHasStateTax,
  planRowAmounts,
  planRows,
} from '../../core/projection/plan-table.js';
import { deflatorAtMilestone } from '../../core/projection/todays-dollars.js';
import type { PlanAccount, PlanBlock, Projection } from '../../core/schemas/projection.js';
import { USE_WORDS } from './after-tax-fields.js';
import { type Attributes, byId, el } from './dom.js';
import { scrollBox } from './scroll-box.js';
import type { Shown } from './shown.js';
import { ageText, type Basis, basisWords, marketsWords, money } from './text.js';
import { words } from './words.js';

const w = words.plan;

/** What a plan assumes, one line each. */
export const PLAN_CAVEATS: readonly string[] = w.caveats;

/** An account's totals over the whole plan, the 10th, 50th and 90th percentiles, in the chosen dollars. */
export function accountTotals(account: Pick<PlanAccount, 'netCents' | 'netRealCents'>, basis: Basis): string[] {
  const bands = basis === 'real' ? account.netRealCents : account.netCents;
  return [ROW_P10, ROW_P50, ROW_P90].map((row) => itemAt(bands, row));
}

/** "Taken over 4 years from 18 years for college", "Taken in one year at 21 years". */
export function planTitle(plan: PlanBlock, use: keyof typeof USE_WORDS): string {
  const over = w.title(plan.ages.length, ageText(itemAt(plan.ages, 0)));
  return use === 'any' ? over : w.forUse(over, USE_WORDS[use]);
}

function answerWords(plan: PlanBlock, use: keyof typeof USE_WORDS, basis: Basis, state: string | null): string {
  const median = (account: PlanAccount) => money(itemAt(accountTotals(account, basis), 1));
  return w.answer(
    planTitle(plan, use),
    median(plan.trumpAccount),
    median(plan.plan529),
    median(plan.custodial),
    basisWords(basis),
    state,
  );
}

function aheadWords(plan: PlanBlock, projection: Projection): string {
  const share = (count: number) => wholePercent(count / plan.paths);
  return w.ahead(share(plan.trumpAheadOf529), marketsWords(projection), share(plan.trumpAheadOfCustodial));
}

/** An account's totals after tax: its name and its bands (10th, 50th, 90th percentiles). */
export interface AccountBands {
  name: string;
  bands: string[];
}

/** The totals table: a row per account with its median and range, in the chosen dollars. */
export function bandsTable(id: string, caption: string, rows: AccountBands[], basis: Basis): HTMLTableElement {
  const dollars = basisWords(basis);
  return el(
    'table',
    { id },
    el('caption', {}, w.totalsCaption(caption, dollars)),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, w.account),
        el('th', { scope: 'col' }, w.median(dollars)),
        el('th', { scope: 'col' }, w.range(dollars)),
      ),
    ),
    el(
      'tbody',
      {},
      ...rows.map(({ name, bands }) => {
        const [low, median, high] = bands;
        return el(
          'tr',
          {},
          el('th', { scope: 'row' }, name),
          el('td', {}, money(median ?? '0')),
          el('td', {}, w.between(money(low ?? '0'), money(high ?? '0'))),
        );
      }),
    ),
  );
}

/** A year of a detail table: its age and tax year, then its cells. */
export interface YearCells {
  ageMonths: number;
  year: number;
  cells: string[];
}

/** A detail table: a caption, the columns, one row per year headed by its age and tax year. */
export function yearsTable(
  attributes: Attributes,
  caption: string,
  captionAttributes: Attributes,
  columns: readonly string[],
  rows: readonly YearCells[],
): HTMLTableElement {
  return el(
    'table',
    attributes,
    el('caption', captionAttributes, caption),
    el('thead', {}, el('tr', {}, ...columns.map((column) => el('th', { scope: 'col' }, column)))),
    el(
      'tbody',
      {},
      ...rows.map((row) =>
        el(
          'tr',
          {},
          el('th', { scope: 'row' }, `${ageText(row.ageMonths)} (${row.year})`),
          ...row.cells.map((cell) => el('td', { class: 'num' }, cell)),
        ),
      ),
    ),
  );
}

/** `state`: the state's name when the plan's figures carry its tax (a column after the extra tax), else null. */
function detailTable(name: string, rows: PlanRow[], index: number, state: string | null): HTMLTableElement {
  const columns =
    state === null ? w.columns : [...w.columns.slice(0, 5), w.stateTaxColumn(state), ...w.columns.slice(5)];
  return yearsTable(
    { class: 'plan-years', 'data-account': rows[0]?.account ?? '' },
    name,
    { id: `after-tax-plan-caption-${index}` },
    columns,
    rows.map((row) => ({
      ageMonths: row.ageMonths,
      year: row.year,
      cells: planRowAmounts(row, state !== null).map((cents) => money(cents)),
    })),
  );
}

/** "a steady 7% a year after inflation": the steady-return line's return. */
export function steadyWords(projection: Projection): string {
  const { annualReturn, returnIsReal } = projection.assumptions;
  return words.answer.steadyReturn(percent(annualReturn), returnIsReal);
}

/** Shows the plan's answer, or hides its part without a plan. */
export function renderPlan(shown: Shown, basis: Basis): void {
  const box = byId('after-tax-plan');
  const { projection } = shown;
  const plan = projection.afterTax?.plan;
  box.hidden = plan === undefined;
  if (plan === undefined) {
    box.replaceChildren();
    return;
  }
  const use = projection.afterTax?.input.use ?? 'any';
  const rows = planRows(plan, basis, deflatorAtMilestone(shown.today.milestoneDeflators));
  const input = projection.afterTax?.input;
  const state = input !== undefined && planHasStateTax(plan) ? stateName(input, words) : null;
  const detail = scrollBox(
    { class: 'screen-only', 'aria-labelledby': 'after-tax-plan-years-title' },
    ...PLAN_ACCOUNTS.map((key, index) =>
      detailTable(
        words.accounts[key],
        rows.filter((row) => row.account === key),
        index,
        state,
      ),
    ),
  );
  box.replaceChildren(
    el('h4', { id: 'after-tax-plan-title' }, planTitle(plan, use)),
    el('p', { id: 'after-tax-plan-answer' }, answerWords(plan, use, basis, state)),
    el('p', { id: 'after-tax-plan-ahead' }, aheadWords(plan, projection)),
    el(
      'div',
      { class: 'table' },
      bandsTable(
        'after-tax-plan-totals',
        w.totals(state),
        PLAN_ACCOUNTS.map((key) => ({ name: words.accounts[key], bands: accountTotals(plan[key], basis) })),
        basis,
      ),
    ),
    el('h4', { id: 'after-tax-plan-years-title', class: 'screen-only' }, w.yearByYear(basisWords(basis))),
    el('p', { class: 'hint screen-only' }, w.detailHint(steadyWords(projection))),
    ...detail,
    el(
      'p',
      { class: 'export' },
      el('button', { type: 'button', id: 'download-plan-csv', class: 'secondary' }, w.download),
    ),
  );
}
