// The answer the server wrote into the page for the default plan (docs/api.md#the-first-answer-at-once):
// it stays while the engine starts, and the engine's first result then sets the very same text,
// when it is the answer of the page's own plan in the page's dollars (the server's note in
// #first-answer names the plans it answers); otherwise it is taken away at once, before it can be
// read as this plan's, and the page waits for its engine as it does without one.
import type { FirstAnswerNote } from '../../core/answer/first-answer-note.js';
import { byId } from './dom.js';
import type { Basis } from './text.js';

function writtenNote(): FirstAnswerNote | null {
  return JSON.parse(byId('first-answer').textContent || 'null') as FirstAnswerNote | null;
}

/** Takes the written answer away (the plan or the dollars are no longer its). */
export function dropFirstAnswer(): void {
  if (document.body.dataset.state !== 'prerendered') return;
  byId('answer').hidden = true;
  document.body.dataset.state = 'loading';
}

/** Keeps the written answer when it is the answer of the plan `s` (undefined: the form holds no
 *  valid plan) in `basis`; takes it away otherwise. */
export function checkFirstAnswer(s: string | undefined, basis: Basis): void {
  const note = writtenNote();
  if (note === null) return;
  if (s === undefined || note.basis !== basis || !note.plans.includes(s)) dropFirstAnswer();
}
