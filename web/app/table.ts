// The yearly table (what was paid in, the expected path and the five percentiles at every birthday
// and the target age), the totals with the statute's cuts, and the notes, to the cent, straight
// from the Projection, in the page's choice of dollars.
import { itemAt } from '../../core/common/checked.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { Basis } from './chart.js';
import { el } from './dom.js';
import { ageText, formatCents } from './text.js';

const PERCENTILE_COLUMNS = [
  { row: 0, label: '10th percentile' },
  { row: 1, label: '25th percentile' },
  { row: 2, label: 'Median (50th)' },
  { row: 3, label: '75th percentile' },
  { row: 4, label: '90th percentile' },
] as const;

/** "today's dollars" or "dollars of each year", for headings and notes. */
export function basisWords(basis: Basis): string {
  return basis === 'real' ? "today's dollars" : 'dollars of each year';
}

export function renderTable(container: HTMLElement, projection: Projection, basis: Basis, paidIn: number[]): void {
  const { milestones } = projection.deterministic;
  const bands = basis === 'nominal' ? projection.percentiles.nominalCents : projection.percentiles.realCents;
  const money = (cents: string) => el('td', { class: 'num' }, formatCents(cents));
  const title = el('h3', { id: 'milestone-title' }, 'Balance at each birthday');
  const markets = projection.historical ? 'the starting months of market history' : 'the simulated markets';
  const note = el(
    'p',
    { class: 'hint' },
    `In ${basisWords(basis)}. Paid in: every deposit and the pilot contribution to that age, as paid. ` +
      `Expected: at the steady return. Percentiles: of ${markets}.`,
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
        el('th', { scope: 'col', class: 'num' }, 'Expected'),
        ...PERCENTILE_COLUMNS.map((column) => el('th', { scope: 'col', class: 'num' }, column.label)),
      ),
    ),
    el(
      'tbody',
      {},
      ...milestones.map((milestone, c) =>
        el(
          'tr',
          { 'data-age-months': milestone.ageMonths },
          el('th', { scope: 'row' }, ageText(milestone.ageMonths)),
          money(String(itemAt(paidIn, c))),
          money(basis === 'nominal' ? milestone.nominalCents : milestone.realCents),
          ...PERCENTILE_COLUMNS.map((column) => money(itemAt(itemAt(bands, column.row), c))),
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

export function renderTotals(container: HTMLElement, projection: Projection, basis: Basis): void {
  const d = projection.deterministic;
  const target = d.milestones[d.milestones.length - 1]?.ageMonths ?? d.startAgeMonths + d.months;
  const item = (label: string, cents: string, key: string, note?: string) =>
    el(
      'div',
      { class: 'total', 'data-total': key },
      el('dt', {}, label),
      el('dd', {}, formatCents(cents), note && el('span', { class: 'note' }, note)),
    );
  const capped =
    d.cappedCents !== '0'
      ? item(
          'Cut or left out by the rules',
          d.cappedCents,
          'capped',
          ` in ${d.capWarnings} calendar year${d.capWarnings === 1 ? '' : 's'}`,
        )
      : null;
  container.replaceChildren(
    el(
      'dl',
      { class: 'totals' },
      item(
        `Expected at ${ageText(target)}`,
        basis === 'real' ? d.finalRealCents : d.finalNominalCents,
        'final',
        basis === 'real' ? " in today's dollars" : ' in dollars of that year',
      ),
      item('Contributed', d.contributedCents, 'contributed', ' by family and others, as paid'),
      item('Pilot contribution', d.seedCents, 'seed'),
      item('Growth', d.growthCents, 'growth', ' in dollars of that year'),
      capped,
    ),
    taxSentence(d),
  );
}

/** What is taxable when withdrawn, in one plain sentence (docs/model.md#basis-and-taxable-amount). */
function taxSentence(d: Projection['deterministic']): HTMLElement {
  const text =
    Number(d.taxableCents) <= 0
      ? `All of the expected ${formatCents(d.finalNominalCents)} is money family and relatives put in: it comes out tax-free.`
      : `Of the expected ${formatCents(d.finalNominalCents)}, ${formatCents(d.basisCents)} is money family and relatives ` +
        `put in, which comes out tax-free; the other ${formatCents(d.taxableCents)} would be taxed as income when taken ` +
        'out (and before 59½ may owe an extra 10% unless spent on, for example, college or a first home).';
  return el('p', { class: 'hint', 'data-total': 'taxable' }, text);
}

/** The notes, each in the page's own words (messages.ts), tagged with its code. */
export function renderNotes(container: HTMLElement, projection: Projection, texts: string[]): void {
  const warnings = projection.warnings ?? [];
  container.hidden = warnings.length === 0;
  container.replaceChildren(
    el('h3', {}, 'Notes: what was cut or left out, and why'),
    el('ul', {}, ...warnings.map((warning, i) => el('li', { 'data-code': warning.code }, texts[i] ?? ''))),
  );
}
