// The answer first (docs/api.md#website): its lines in words come from core/answer/answer-words.ts,
// which the server shares to write the first answer into the page
// (docs/api.md#the-first-answer-at-once); here they are set into the page's elements. Every amount
// in the page's one choice of dollars; saved plans are compared in compare-view.ts.
import { statusText as answerStatus, answerWords } from '../../core/answer/answer-words.js';
import type { Projection } from '../../core/schemas/projection.js';
import { byId } from './dom.js';
import type { Shown } from './shown.js';
import type { Basis } from './text.js';
import { words } from './words.js';

export { finalOf } from '../../core/answer/answer-words.js';

/** A short sentence for the live status: what the new answer is. */
export function statusText(projection: Projection, basis: Basis): string {
  return answerStatus(projection, basis, words);
}

export function renderSummary(shown: Shown, basis: Basis): void {
  const lines = answerWords(shown, basis, words);
  byId('headline-plan').textContent = lines.plan;
  byId('headline-label').textContent = lines.label;
  byId('headline-figure').textContent = lines.figure;
  byId('headline-range').textContent = lines.range;
  const cuts = byId('headline-cuts');
  cuts.textContent = lines.cuts;
  cuts.hidden = lines.cuts === '';
  byId('headline-expected').textContent = lines.expected;
}
