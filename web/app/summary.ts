// The answer first (docs/api.md#website): the plan it answers in one sentence; one headline figure,
// the median at the target age, and the range of 8 markets out of 10 (10th to 90th percentile);
// what the statute cut, when it cut anything; under simulated markets, the steady-return line,
// named as such, with one line on why it differs from the median (history has no steady return).
// Every amount in the page's one choice of dollars; saved plans are compared in compare-view.ts.
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { percent } from '../../core/common/format.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATUTE } from '../../core/statute/statute.js';
import { byId } from './dom.js';
import { cutWords, planWords } from './plan-words.js';
import type { Shown } from './shown.js';
import { ageText, type Basis, basisWords, marketsWords, money } from './text.js';

/** The balance at the target age of one percentile row, in the chosen dollars (cents). */
export function finalOf(projection: Projection, row: number, basis: Basis): string {
  const rows = basis === 'real' ? projection.percentiles.realCents : projection.percentiles.nominalCents;
  const values = itemAt(rows, row);
  return itemAt(values, values.length - 1);
}

function targetOf(projection: Projection): number {
  const { ages } = projection.percentiles;
  return itemAt(ages, ages.length - 1);
}

/** A short sentence for the live status: what the new answer is. */
export function statusText(projection: Projection, basis: Basis): string {
  return `At ${ageText(targetOf(projection))}: median ${money(finalOf(projection, ROW_P50, basis))}, ${basisWords(basis)}.`;
}

/** "a steady 7% a year after inflation", the return the steady-return line assumes. */
function steadyReturnWords(projection: Projection): string {
  const { annualReturn, returnIsReal } = projection.assumptions;
  return `a steady ${percent(annualReturn)} a year${returnIsReal ? ' after inflation' : ''}`;
}

/** The steady-return line beside the median (simulated markets); under history, what the median is. */
function steadyWords(projection: Projection, basis: Basis): string {
  const markets = marketsWords(projection);
  const middle = `The median is the middle of the ${markets}: half end below it, half above.`;
  if (projection.historical) return middle;
  const d = projection.deterministic;
  const steady = basis === 'real' ? d.finalRealCents : d.finalNominalCents;
  const why =
    Number(steady) >= Number(finalOf(projection, ROW_P50, basis))
      ? 'a few very good markets lift the average above the middle'
      : 'here the middle of the markets beats the steady return';
  return `${middle} The steady-return line, at ${steadyReturnWords(projection)} every month, reaches ${money(steady)}; ${why}.`;
}

export function renderSummary(shown: Shown, basis: Basis): void {
  const { projection } = shown;
  const markets = marketsWords(projection);
  byId('headline-plan').textContent = planWords(shown.scenario, projection.deterministic.seedCents);
  byId('headline-label').textContent = `Median at ${ageText(targetOf(projection))}, in ${basisWords(basis)}`;
  byId('headline-figure').textContent = money(finalOf(projection, ROW_P50, basis));
  byId('headline-range').textContent =
    `In 8 out of 10 ${markets} it ends between ${money(finalOf(projection, ROW_P10, basis))} and ` +
    `${money(finalOf(projection, ROW_P90, basis))}.`;
  const cuts = byId('headline-cuts');
  cuts.textContent = cutWords(basis === 'real' ? shown.today.cuts : shown.facts, STATUTE);
  cuts.hidden = cuts.textContent === '';
  byId('headline-expected').textContent = steadyWords(projection, basis);
}
