// The answer first: at the target age, the median and the range of 8 markets in 10 (10th to 90th
// percentile), in words and whole dollars, the expected balance beside the median with one line on
// why they differ, and, with a pinned plan, the difference from it.
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { wholeDollars } from '../../core/common/format.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { Basis } from './chart.js';
import { byId } from './dom.js';
import { basisWords } from './table.js';
import { ageText, marketsWords } from './text.js';

/** The balance at the target age of one percentile row, in the chosen dollars. */
function finalOf(projection: Projection, row: number, basis: Basis): number {
  const rows = basis === 'real' ? projection.percentiles.realCents : projection.percentiles.nominalCents;
  const values = itemAt(rows, row);
  return Number(itemAt(values, values.length - 1));
}

function targetOf(projection: Projection): number {
  const { ages } = projection.percentiles;
  return itemAt(ages, ages.length - 1);
}

/** "$4,200 more than the pinned plan ($48,000)", or why the two cannot be compared. */
function comparison(projection: Projection, pinned: Projection, basis: Basis): string {
  const target = targetOf(projection);
  if (targetOf(pinned) !== target)
    return `The pinned plan ends at ${ageText(targetOf(pinned))}: pin a plan with the same target age to compare.`;
  const here = finalOf(projection, ROW_P50, basis);
  const there = finalOf(pinned, ROW_P50, basis);
  const difference = here - there;
  const change =
    difference === 0
      ? 'the same as'
      : `${wholeDollars(Math.abs(difference))} ${difference > 0 ? 'more than' : 'less than'}`;
  return `This plan's median is ${change} the pinned plan's (${wholeDollars(there)}).`;
}

/** A short sentence for the live status: what the new answer is. */
export function statusText(projection: Projection, basis: Basis): string {
  return `At ${ageText(targetOf(projection))}: median ${wholeDollars(finalOf(projection, ROW_P50, basis))}, ${basisWords(basis)}.`;
}

export function renderSummary(projection: Projection, basis: Basis, pinned: Projection | undefined): void {
  const d = projection.deterministic;
  const expected = Number(basis === 'real' ? d.finalRealCents : d.finalNominalCents);
  const markets = marketsWords(projection);
  byId('headline-label').textContent = `Median at ${ageText(targetOf(projection))}, in ${basisWords(basis)}`;
  byId('headline-figure').textContent = wholeDollars(finalOf(projection, ROW_P50, basis));
  byId('headline-range').textContent =
    `In 8 of 10 ${markets} it ends between ${wholeDollars(finalOf(projection, ROW_P10, basis))} and ` +
    `${wholeDollars(finalOf(projection, ROW_P90, basis))}.`;
  const why =
    expected >= finalOf(projection, ROW_P50, basis)
      ? 'a few very good markets lift the average above the middle'
      : 'here the middle of the markets beats the steady return'; // history's median can
  byId('headline-expected').textContent =
    `Expected: ${wholeDollars(expected)}, if the return were the same every month. The median is the middle ` +
    `of the ${markets} (half end below it, half above); ${why}.`;
  const compare = byId('headline-compare');
  compare.hidden = pinned === undefined;
  compare.textContent = pinned ? comparison(projection, pinned, basis) : '';
}
