// The yearly table (what was paid in, the steady-return line under simulated markets, and the five
// percentiles at every birthday and the target age), the totals with the statute's cuts, and the
// notes, straight from the Projection, in the page's one choice of dollars and its one format for
// money (docs/api.md#website).
import { ROW_P50 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import type { StatuteCuts } from '../../core/projection/todays-dollars.js';
import { byId, el } from './dom.js';
import { printedRows } from './printed-rows.js';
import { atTarget, paidInOf, type Shown } from './shown.js';
import { finalOf } from './summary.js';
import { ageText, type Basis, basisWords, money } from './text.js';

const PERCENTILE_COLUMNS = [
  { row: 0, label: '10th percentile' },
  { row: 1, label: '25th percentile' },
  { row: 2, label: 'Median (50th)' },
  { row: 3, label: '75th percentile' },
  { row: 4, label: '90th percentile' },
] as const;

export function renderTable(container: HTMLElement, shown: Shown, basis: Basis): void {
  const { projection } = shown;
  const { milestones } = projection.deterministic;
  const steady = projection.historical === undefined; // history has no steady return
  const paidIn = paidInOf(shown, basis);
  const bands = basis === 'nominal' ? projection.percentiles.nominalCents : projection.percentiles.realCents;
  const cell = (cents: string | number) => el('td', { class: 'num' }, money(cents));
  const paper = printedRows(milestones.map((milestone) => milestone.ageMonths));
  const title = el(
    'h3',
    { id: 'milestone-title' },
    paper.title ? el('span', { class: 'screen-only' }, 'Balance at each birthday') : 'Balance at each birthday',
    paper.title && el('span', { class: 'report-only' }, paper.title),
  );
  const markets = projection.historical ? 'the starting months of market history' : 'the simulated markets';
  const note = el(
    'p',
    { class: 'hint' },
    `In ${basisWords(basis)}. Paid in: every deposit and the pilot contribution to that age. ` +
      `${steady ? 'Steady return: the steady-return line. ' : ''}Percentiles: of ${markets}.`,
    paper.note && el('span', { class: 'report-only' }, ` ${paper.note}`),
  );
  const table = el(
    'table',
    { class: 'milestones', id: 'milestone-table', 'aria-labelledby': 'milestone-title' },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, 'Age'),
        el('th', { scope: 'col', class: 'num' }, 'Paid in'),
        steady && el('th', { scope: 'col', class: 'num' }, 'Steady return'),
        ...PERCENTILE_COLUMNS.map((column) => el('th', { scope: 'col', class: 'num' }, column.label)),
      ),
    ),
    el(
      'tbody',
      {},
      ...milestones.map((milestone, c) =>
        el(
          'tr',
          { 'data-age-months': milestone.ageMonths, class: paper.printed[c] ? undefined : 'not-printed' },
          el('th', { scope: 'row' }, ageText(milestone.ageMonths)),
          cell(itemAt(paidIn, c)),
          steady && cell(basis === 'nominal' ? milestone.nominalCents : milestone.realCents),
          ...PERCENTILE_COLUMNS.map((column) => cell(itemAt(itemAt(bands, column.row), c))),
        ),
      ),
    ),
  );
  // A region of its own that takes focus, so a keyboard can scroll it sideways on a phone.
  const scroller = el(
    'div',
    { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'milestone-title' },
    table,
  );
  container.replaceChildren(title, note, scroller);
}

/** What went in and, on the steady-return line, what it grew to, in the chosen dollars. */
export function renderTotals(container: HTMLElement, shown: Shown, basis: Basis): void {
  const { projection } = shown;
  const d = projection.deterministic;
  const target = d.milestones[d.milestones.length - 1]?.ageMonths ?? d.startAgeMonths + d.months;
  const steady = projection.historical === undefined;
  const real = basis === 'real';
  const paidIn = paidInOf(shown, basis);
  const paid = paidIn[paidIn.length - 1] ?? 0;
  const seed = real ? shown.today.seedCents : Number(d.seedCents);
  const balance = Number(shown.scenario.currentBalanceCents ?? '0');
  const final = real ? d.finalRealCents : d.finalNominalCents;
  const item = (label: string, cents: string | number, key: string, note?: string) =>
    el(
      'div',
      { class: 'total', 'data-total': key },
      el('dt', {}, label),
      el('dd', {}, money(cents), note && el('span', { class: 'note' }, note)),
    );
  const years = `${d.capWarnings} calendar year${d.capWarnings === 1 ? '' : 's'}`;
  const capped =
    d.cappedCents !== '0'
      ? item(
          'Cut or left out by the rules',
          real ? cutTotal(shown.today.cuts) : d.cappedCents,
          'capped',
          ` in ${years}`,
        )
      : null;
  container.replaceChildren(
    el(
      'dl',
      { class: 'totals' },
      item('Contributed', paid - seed, 'contributed', real ? CONTRIBUTED_TODAY : ' by family and others, as paid'),
      item('Pilot contribution', seed, 'seed'),
      steady && item(`Steady-return line at ${ageText(target)}`, final, 'final'),
      steady && item('Growth on the steady-return line', Number(final) - paid - balance, 'growth'),
      capped,
    ),
    taxSentence(shown, basis, target),
  );
}

/** In today's dollars the same deposits have two worths, each said where it is shown: Contributed
 *  counts each at its worth when paid (docs/model.md#paid-in-and-cut-in-todays-dollars); the basis
 *  comes back as the dollars paid, so it is worth what those dollars buy at the target. */
const CONTRIBUTED_TODAY = ' by family and others, each deposit at its worth when paid';

/** What is taxable when withdrawn, of the headline median, in one plain sentence
 *  (docs/model.md#basis-and-taxable-amount); in today's dollars, at what worth the basis is counted. */
function taxSentence(shown: Shown, basis: Basis, target: number): HTMLElement {
  const median = Number(finalOf(shown.projection, ROW_P50, basis));
  const basisCents = Number(atTarget(shown, shown.projection.deterministic.basisCents, basis));
  const putIn =
    basis === 'real'
      ? `money family and relatives put in, at its worth at ${ageText(target)}: it comes out tax-free, but as the ` +
        'dollars paid, which buy less by then (Contributed, above, counts each deposit at its worth when paid)'
      : 'money family and relatives put in, which comes out tax-free';
  const taxed =
    `the other ${money(median - basisCents)} would be taxed as income when taken out (and before 59½ may owe an ` +
    'extra 10% unless spent on, for example, college or a first home).';
  const text =
    basisCents >= median
      ? `All of the median ${money(median)} is ${putIn}.`
      : basis === 'real'
        ? `Of the median ${money(median)}, ${money(basisCents)} is ${putIn}. The ${taxed.slice('the '.length)}`
        : `Of the median ${money(median)}, ${money(basisCents)} is ${putIn}; ${taxed}`;
  return el('p', { class: 'hint', 'data-total': 'taxable' }, text);
}

/** Everything the statute cut or left out, in today's dollars: the sum of the rules' amounts, each
 *  rounded once (docs/model.md#paid-in-and-cut-in-todays-dollars), so the parts said add up to it. */
function cutTotal(cuts: StatuteCuts): number {
  return Object.values(cuts).reduce((sum, cents) => sum + cents, 0);
}

/** The notes, each in the page's own words (messages.ts), tagged with its code, in the chosen dollars. */
export function renderNotes(container: HTMLElement, shown: Shown, basis: Basis): void {
  const warnings = shown.projection.warnings ?? [];
  const texts = basis === 'real' ? shown.notesToday : shown.notes;
  container.hidden = warnings.length === 0;
  container.replaceChildren(
    el('h3', {}, 'Notes: what was cut or left out, and why'),
    el(
      'p',
      { class: 'hint' },
      basis === 'real'
        ? "Amounts cut or left out are in today's dollars: each is what it would have been paid, in dollars of its month made today's."
        : 'Amounts cut or left out are as they would have been paid.',
    ),
    el(
      'ul',
      {},
      ...warnings.map((warning, i) => {
        const text = texts[i] ?? '';
        // A note the answer says word for word (what the statute cut) is printed once, in the answer.
        const cuts = byId('headline-cuts');
        const saidAbove = text !== '' && !cuts.hidden && (cuts.textContent ?? '').includes(text);
        return el('li', { 'data-code': warning.code, class: saidAbove ? 'said-above' : undefined }, text);
      }),
    ),
  );
}
