// The yearly table (what was paid in, the steady-return line under simulated markets, and the five
// percentiles at every birthday and the target age; from a withdrawal plan's first age, what the
// plan leaves), the totals with the statute's cuts, and the notes, straight from the Projection, in
// the page's one choice of dollars and its one format for money (docs/api.md#website).
import { ROW_P50 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { nearestEven } from '../../core/common/rounding.js';
import { type PlanColumns, planColumns } from '../../core/projection/shown-balances.js';
import { deflatorAtMilestone, type StatuteCuts } from '../../core/projection/todays-dollars.js';
import type { Projection } from '../../core/schemas/projection.js';
import { byId, el } from './dom.js';
import { printedRows } from './printed-rows.js';
import { scrollBox } from './scroll-box.js';
import { atTarget, balancesOf, paidInOf, type Shown } from './shown.js';
import { finalOf } from './summary.js';
import { ageText, type Basis, basisWords, money } from './text.js';
import { words } from './words.js';

const PERCENTILE_COLUMNS = [
  { row: 0, label: words.table.p10 },
  { row: 1, label: words.table.p25 },
  { row: 2, label: words.table.p50 },
  { row: 3, label: words.table.p75 },
  { row: 4, label: words.table.p90 },
] as const;

export function renderTable(container: HTMLElement, shown: Shown, basis: Basis): void {
  const { projection } = shown;
  const { milestones } = projection.deterministic;
  const steady = projection.historical === undefined; // history has no steady return
  const paidIn = paidInOf(shown, basis);
  const { bands, steady: steadyLine } = balancesOf(shown, basis);
  const plan = planColumns(projection);
  const cell = (cents: string | number) => el('td', { class: 'num' }, money(cents));
  const paper = printedRows(milestones.map((milestone) => milestone.ageMonths));
  const title = el(
    'h3',
    { id: 'milestone-title' },
    paper.title ? el('span', { class: 'screen-only' }, words.table.title) : words.table.title,
    paper.title && el('span', { class: 'report-only' }, paper.title),
  );
  const note = el(
    'p',
    { class: 'hint' },
    words.table.note(
      basisWords(basis),
      steady,
      Boolean(projection.historical),
      projection.assumptions.mcSampler === 'sobol',
    ),
    plan && ` ${planNote(projection, plan.from)}`,
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
        el('th', { scope: 'col' }, words.table.age),
        el('th', { scope: 'col', class: 'num' }, words.table.paidIn),
        steady && el('th', { scope: 'col', class: 'num' }, words.table.steady),
        ...PERCENTILE_COLUMNS.map((column) => el('th', { scope: 'col', class: 'num' }, column.label)),
      ),
    ),
    el(
      'tbody',
      {},
      ...milestones.map((milestone, c) =>
        el(
          'tr',
          {
            'data-age-months': milestone.ageMonths,
            class:
              [paper.printed[c] ? '' : 'not-printed', plan && c >= plan.from ? 'after-withdrawal' : '']
                .filter(Boolean)
                .join(' ') || undefined,
          },
          el('th', { scope: 'row' }, ageCell(milestone.ageMonths), plan && afterWithdrawal(plan.at[c])),
          cell(itemAt(paidIn, c)),
          steady && cell(itemAt(steadyLine, c)),
          ...PERCENTILE_COLUMNS.map((column) => cell(itemAt(itemAt(bands, column.row), c))),
        ),
      ),
    ),
  );
  // A region of its own that takes focus, so a keyboard can scroll it sideways on a phone.
  container.replaceChildren(title, note, ...scrollBox({ 'aria-labelledby': 'milestone-title' }, table));
}

/** "From 18 years, what is left after that year's withdrawal ...": the rows a plan changes. */
function planNote(projection: Projection, from: number): string {
  const ages = projection.afterTax?.plan?.ages ?? [];
  const first = ageText(itemAt(projection.percentiles.ages, from));
  const last = ageText(itemAt(ages, ages.length - 1));
  return words.table.planNote(first, last);
}

/** For screen readers, in a row's header from a plan's first age: which withdrawal the row follows. */
function afterWithdrawal(at: PlanColumns['at'][number] | undefined): HTMLElement | undefined {
  if (at === undefined || at === 'before') return undefined;
  return el('span', { class: 'visually-hidden' }, at === 'emptied' ? words.table.afterLast : words.table.afterYear);
}

/** An age in a row's header: "17 years 6 months" may wrap between its parts, never inside one
 *  ("2 years" stays together on a phone). */
function ageCell(months: number): HTMLElement {
  const parts = ageText(months).split(/ (?=\d)/);
  return el('span', {}, ...parts.flatMap((part, i) => [i > 0 && ' ', el('span', { class: 'nowrap' }, part)]));
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
  // With a withdrawal plan, the steady-return line just before its first withdrawal.
  const before = planStart(shown);
  const final = before
    ? real
      ? before.milestone.realCents
      : before.milestone.nominalCents
    : real
      ? d.finalRealCents
      : d.finalNominalCents;
  const finalLabel = before
    ? words.table.steadyBefore(ageText(before.milestone.ageMonths))
    : words.table.steadyAt(ageText(target));
  const item = (label: string, cents: string | number, key: string, note?: string) =>
    el(
      'div',
      { class: 'total', 'data-total': key },
      el('dt', {}, label),
      el('dd', {}, money(cents), note && el('span', { class: 'note' }, note)),
    );
  const years = words.table.years(d.capWarnings);
  const capped =
    d.cappedCents !== '0'
      ? item(words.table.capped, real ? cutTotal(shown.today.cuts) : d.cappedCents, 'capped', years)
      : null;
  container.replaceChildren(
    el(
      'dl',
      { class: 'totals' },
      item(
        words.table.contributed,
        paid - seed,
        'contributed',
        real ? words.table.contributedToday : words.table.contributedPaid,
      ),
      item(words.table.seed, seed, 'seed'),
      // The money already there: without it the parts fall short of the steady-return line.
      balance > 0 && item(words.table.balance, balance, 'balance'),
      steady && item(finalLabel, final, 'final'),
      steady && item(words.table.growth, Number(final) - paid - balance, 'growth'),
      capped,
    ),
    taxSentence(shown, basis, target),
  );
}

/** A withdrawal plan's first column and its milestone: the account just before the first withdrawal. */
function planStart(shown: Shown) {
  const plan = planColumns(shown.projection);
  if (plan === undefined) return undefined;
  return { column: plan.from, milestone: itemAt(shown.projection.deterministic.milestones, plan.from) };
}

/** What is taxable when withdrawn, of the headline median (with a withdrawal plan, of the median just
 *  before its first withdrawal), in one plain sentence (docs/model.md#basis-and-taxable-amount); in
 *  today's dollars, at what worth the basis is counted. */
function taxSentence(shown: Shown, basis: Basis, target: number): HTMLElement {
  const { projection } = shown;
  const before = planStart(shown);
  const rows = basis === 'real' ? projection.percentiles.realCents : projection.percentiles.nominalCents;
  const median = Number(before ? itemAt(itemAt(rows, ROW_P50), before.column) : finalOf(projection, ROW_P50, basis));
  // No deposit falls during a plan, so the basis at the target is the basis at its start.
  const basisAt = projection.deterministic.basisCents;
  const basisCents = before
    ? basis === 'real'
      ? nearestEven(Number(basisAt) / deflatorAtMilestone(shown.today.milestoneDeflators)(before.milestone.ageMonths))
      : Number(basisAt)
    : Number(atTarget(shown, basisAt, basis));
  const at = before ? before.milestone.ageMonths : target;
  const t = words.table;
  const of = before ? t.medianBefore(money(median), ageText(at)) : t.median(money(median));
  const putIn = basis === 'real' ? t.putInToday(ageText(at)) : t.putIn;
  const text =
    basisCents >= median
      ? t.allBasis(of, putIn)
      : t.someBasis(of, money(basisCents), putIn, money(median - basisCents), basis === 'real');
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
    el('h3', {}, words.table.notes),
    el('p', { class: 'hint' }, basis === 'real' ? words.table.notesToday : words.table.notesPaid),
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
