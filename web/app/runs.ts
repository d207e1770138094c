// Every run of history on the page (docs/api.md#every-run-of-history): under the historical model,
// a list a parent opens to read "had this plan started in March 1982, it would have reached ..."
// for every complete window, in the page's choice of dollars, sorted by start month or by balance. The rows are built only while the
// list is open; the sort and the open state outlive each new projection. Buttons in the column
// headers sort (so a keyboard sorts with Tab and Enter or Space), aria-sort names the order, and a
// polite status says it in words.
import type { HistoricalRun } from '../../core/projection/history.js';
import { el } from './dom.js';
import { ageText, type Basis, basisWords, money } from './text.js';
import { words } from './words.js';

/** This module's words (core/i18n/). */
const said = words.history;

type Column = 'start' | 'balance';
interface Order {
  column: Column;
  descending: boolean;
}

/** The order a parent chose, kept across projections; open or closed likewise. */
let order: Order = { column: 'start', descending: false };
let open = false;

/** The runs in the chosen order (a copy: the worker's array stays in start order). Balances in
 *  cents of whole dollars order the same nominal or real: every run is deflated by the same age. */
function sorted(runs: readonly HistoricalRun[]): HistoricalRun[] {
  const byStart = order.column === 'start';
  const copy = runs.map((run, index) => ({ run, index, cents: BigInt(run.finalNominalCents) }));
  copy.sort((a, b) => {
    const difference = byStart ? a.index - b.index : a.cents < b.cents ? -1 : a.cents > b.cents ? 1 : a.index - b.index;
    return order.descending ? -difference : difference;
  });
  return copy.map((entry) => entry.run);
}

function orderText(): string {
  return order.column === 'start' ? said.byStart(order.descending) : said.byBalance(order.descending);
}

/** One row a run: its starting month and its balance in the page's choice of dollars. */
function rows(runs: readonly HistoricalRun[], basis: Basis): HTMLTableRowElement[] {
  return sorted(runs).map((run) =>
    el(
      'tr',
      {},
      el('th', { scope: 'row' }, words.dates.month(run.startMonth)),
      el('td', {}, money(basis === 'real' ? run.finalRealCents : run.finalNominalCents)),
    ),
  );
}

/** Appends the list of runs to `container` (the history section); nothing without runs. */
export function renderRuns(
  container: HTMLElement,
  runs: readonly HistoricalRun[] | null,
  targetAgeMonths: number,
  basis: Basis,
): void {
  if (runs === null || runs.length === 0) return;
  const age = ageText(targetAgeMonths);
  const body = el('tbody');
  const status = el('p', { class: 'hint', id: 'runs-order', role: 'status' });
  const header = (column: Column, label: string) => {
    const button = el('button', { type: 'button', class: 'sort', 'data-column': column }, label);
    const cell = el('th', { scope: 'col' }, button);
    button.addEventListener('click', () => {
      order = { column, descending: order.column === column ? !order.descending : column === 'balance' };
      fill();
    });
    return cell;
  };
  const startHeader = header('start', said.startColumn);
  const balanceHeader = header('balance', said.atAge(age));
  const fill = () => {
    for (const [cell, column] of [
      [startHeader, 'start'],
      [balanceHeader, 'balance'],
    ] as const) {
      if (order.column === column) cell.setAttribute('aria-sort', order.descending ? 'descending' : 'ascending');
      else cell.removeAttribute('aria-sort');
    }
    body.replaceChildren(...rows(runs, basis));
    status.textContent = orderText();
  };
  const table = el(
    'table',
    { class: 'milestones runs' },
    el('caption', {}, said.runsCaption(age, basisWords(basis))),
    el('thead', {}, el('tr', {}, startHeader, balanceHeader)),
    body,
  );
  const details = el(
    'details',
    { class: 'runs', id: 'history-runs' },
    el('summary', {}, said.runsSummary(runs.length.toLocaleString('en-US'))),
    status,
    el('div', { class: 'runs-scroll', tabindex: 0, role: 'region', 'aria-label': said.runsLabel }, table),
  );
  details.open = open;
  details.addEventListener('toggle', () => {
    open = details.open;
    if (!details.open) body.replaceChildren();
    else if (body.childElementCount === 0) fill();
  });
  if (open) fill();
  container.append(details);
}
