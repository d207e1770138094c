// The answer first (docs/api.md#website): its lines in words come from core/answer/answer-words.ts,
// which the server shares to write the first answer into the page
// (docs/api.md#the-first-answer-at-once); here they are set into the page's elements and, with a
// pinned plan, the difference from it is added.
import { ROW_P50 } from '../../assembly/layout.js';
import { answerWords, finalOf, targetOf } from '../../core/answer/answer-words.js';
import type { Projection } from '../../core/schemas/projection.js';
import { byId } from './dom.js';
import type { Shown } from './shown.js';
import { ageText, type Basis, money } from './text.js';

export { finalOf, statusText } from '../../core/answer/answer-words.js';

/** "$4,200 more than the pinned plan ($48,000)", or why the two cannot be compared. */
function comparison(projection: Projection, pinned: Projection, basis: Basis): string {
  const target = targetOf(projection);
  if (targetOf(pinned) !== target)
    return `The pinned plan ends at ${ageText(targetOf(pinned))}: pin a plan with the same target age to compare.`;
  const here = Number(finalOf(projection, ROW_P50, basis));
  const there = Number(finalOf(pinned, ROW_P50, basis));
  const difference = here - there;
  const change =
    difference === 0 ? 'the same as' : `${money(Math.abs(difference))} ${difference > 0 ? 'more than' : 'less than'}`;
  return `This plan's median is ${change} the pinned plan's (${money(there)}).`;
}

export function renderSummary(shown: Shown, basis: Basis, pinned: Projection | undefined): void {
  const words = answerWords(shown, basis);
  byId('headline-plan').textContent = words.plan;
  byId('headline-label').textContent = words.label;
  byId('headline-figure').textContent = words.figure;
  byId('headline-range').textContent = words.range;
  const cuts = byId('headline-cuts');
  cuts.textContent = words.cuts;
  cuts.hidden = words.cuts === '';
  byId('headline-expected').textContent = words.expected;
  const compare = byId('headline-compare');
  compare.hidden = pinned === undefined;
  compare.textContent = pinned ? comparison(shown.projection, pinned, basis) : '';
}
