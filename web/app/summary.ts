// The answer first (docs/api.md#website): its lines in words come from core/answer/answer-words.ts,
// which the server shares to write the first answer into the page
// (docs/api.md#the-first-answer-at-once); here they are set into the page's elements. Every amount
// in the page's one choice of dollars; saved plans are compared in compare-view.ts.
import { answerWords } from '../../core/answer/answer-words.js';
import { byId } from './dom.js';
import type { Shown } from './shown.js';
import type { Basis } from './text.js';

export { finalOf, statusText } from '../../core/answer/answer-words.js';

export function renderSummary(shown: Shown, basis: Basis): void {
  const words = answerWords(shown, basis);
  byId('headline-plan').textContent = words.plan;
  byId('headline-label').textContent = words.label;
  byId('headline-figure').textContent = words.figure;
  byId('headline-range').textContent = words.range;
  const cuts = byId('headline-cuts');
  cuts.textContent = words.cuts;
  cuts.hidden = words.cuts === '';
  byId('headline-expected').textContent = words.expected;
}
