// The milestone table (the deterministic path and the percentile bands at every birthday and the
// target age) and the totals with the statute's cuts, to the cent, straight from the Projection.
import { itemAt } from '../../common/checked.js';
import type { Projection } from '../../schemas/projection.js';
import type { Basis } from './chart.js';
import { el } from './dom.js';
import { ageText, formatCents } from './text.js';

const PERCENTILE_COLUMNS = [
  { row: 0, label: '10th percentile' },
  { row: 2, label: 'Median (50th)' },
  { row: 4, label: '90th percentile' },
] as const;

export function renderTable(container: HTMLElement, projection: Projection, basis: Basis): void {
  const { milestones } = projection.deterministic;
  const bands = basis === 'nominal' ? projection.percentiles.nominalCents : projection.percentiles.realCents;
  const money = (cents: string) => el('td', { class: 'num' }, formatCents(cents));
  const title = el('h3', { id: 'milestone-title' }, 'Balance at each birthday');
  const markets = projection.historical ? 'the starting months of market history' : 'the simulated markets';
  const units = basis === 'nominal' ? 'nominal dollars' : "today's dollars";
  const note = el('p', { class: 'hint' }, `Expected: at the steady return. Percentiles: of ${markets}, in ${units}.`);
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
        el('th', { scope: 'col', class: 'num' }, 'Expected'),
        el('th', { scope: 'col', class: 'num' }, "Expected, today's $"),
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
          money(milestone.nominalCents),
          money(milestone.realCents),
          ...PERCENTILE_COLUMNS.map((column) => money(itemAt(itemAt(bands, column.row), c))),
        ),
      ),
    ),
  );
  container.replaceChildren(title, note, el('div', { class: 'table-scroll' }, table));
}

export function renderTotals(container: HTMLElement, projection: Projection): void {
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
          'Cut or dropped by the rules',
          d.cappedCents,
          'capped',
          ` in ${d.capWarnings} calendar year${d.capWarnings === 1 ? '' : 's'}`,
        )
      : null;
  container.replaceChildren(
    el(
      'dl',
      { class: 'totals' },
      item(`Expected at ${ageText(target)}`, d.finalNominalCents, 'final-nominal'),
      item("In today's dollars", d.finalRealCents, 'final-real'),
      item('Contributed', d.contributedCents, 'contributed'),
      item('Pilot contribution (seed)', d.seedCents, 'seed'),
      item('Growth', d.growthCents, 'growth'),
      capped,
    ),
  );
}

export function renderWarnings(container: HTMLElement, projection: Projection): void {
  const warnings = projection.warnings ?? [];
  container.hidden = warnings.length === 0;
  container.replaceChildren(
    el('h3', {}, 'Notes: what was cut or left out, and why'),
    el('ul', {}, ...warnings.map((warning) => el('li', { 'data-code': warning.code }, warning.message))),
  );
}
