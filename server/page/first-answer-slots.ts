// The page template's slots for the first answer (web/index.html, docs/api.md#the-first-answer-at-once):
// with one, the answer's lines, escaped, its box shown, the state `prerendered` (the status is left
// to screen readers, as with any result) and, for the page's script, which plans and which dollars
// the answer is of; without one, the empty answer box the page fills itself, as before.
import type { FirstAnswerNote } from '../../core/answer/first-answer-note.js';
import { escapeHtml, scriptJson } from '../../core/common/html.js';
import type { FirstAnswer } from './first-answer.js';

const HIDDEN = ' hidden';

export function firstAnswerSlots(first: FirstAnswer | undefined): Record<string, string> {
  if (first === undefined) {
    return {
      firstAnswer: 'null',
      pageState: 'loading',
      answerHidden: HIDDEN,
      answerPlan: '',
      answerLabel: '',
      answerFigure: '',
      answerRange: '',
      cutsHidden: HIDDEN,
      answerCuts: '',
      answerExpected: '',
    };
  }
  const { words } = first;
  const note: FirstAnswerNote = { basis: first.basis, plans: first.plans };
  return {
    firstAnswer: scriptJson(note),
    pageState: 'prerendered',
    answerHidden: '',
    answerPlan: escapeHtml(words.plan),
    answerLabel: escapeHtml(words.label),
    answerFigure: escapeHtml(words.figure),
    answerRange: escapeHtml(words.range),
    cutsHidden: words.cuts === '' ? HIDDEN : '',
    answerCuts: escapeHtml(words.cuts),
    answerExpected: escapeHtml(words.expected),
  };
}
