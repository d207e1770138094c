// The answer first (docs/api.md#website), in words: the plan it answers in one sentence; one
// headline figure, the median at the target age, and the range of 8 markets out of 10 (10th to
// 90th percentile); what the statute cut, when it cut anything; under simulated markets, the
// steady-return line, named as such, with one line on why it differs from the median (history has
// no steady return). Every amount in the page's one choice of dollars. Pure text, no DOM: the page
// sets these into its elements, and the server writes the same text into the page for the first
// answer (docs/api.md#the-first-answer-at-once).
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../common/checked.js';
import { percent } from '../common/format.js';
import type { StatuteCuts } from '../projection/todays-dollars.js';
import type { NormalisedScenario } from '../scenario/scenario.js';
import type { Projection } from '../schemas/projection.js';
import { STATUTE } from '../statute/statute.js';
import type { NoteFacts } from './note-facts.js';
import { cutWords, planWords } from './plan-words.js';
import { ageText, type Basis, basisWords, marketsWords, money } from './words.js';

/** What the answer is written from: the projection, the checked scenario it answers, the engine's
 *  figures behind its notes (the cuts as paid), and the same cuts in today's dollars
 *  (core/projection/todays-dollars.ts cutsToday). */
export interface AnswerSource {
  projection: Projection;
  scenario: NormalisedScenario;
  facts: NoteFacts;
  today: { cuts: StatuteCuts };
}

/** The answer's lines, each the text of one element of the page (index.html, #answer). */
export interface AnswerWords {
  /** #headline-plan */
  plan: string;
  /** #headline-label */
  label: string;
  /** #headline-figure */
  figure: string;
  /** #headline-range */
  range: string;
  /** #headline-cuts, '' (and the element hidden) when nothing was cut */
  cuts: string;
  /** #headline-expected */
  expected: string;
}

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
export function steadyReturnWords(projection: Projection): string {
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

export function answerWords(source: AnswerSource, basis: Basis): AnswerWords {
  const { projection } = source;
  const markets = marketsWords(projection);
  return {
    plan: planWords(source.scenario, projection.deterministic.seedCents),
    label: `Median at ${ageText(targetOf(projection))}, in ${basisWords(basis)}`,
    figure: money(finalOf(projection, ROW_P50, basis)),
    range:
      `In 8 out of 10 ${markets} it ends between ${money(finalOf(projection, ROW_P10, basis))} and ` +
      `${money(finalOf(projection, ROW_P90, basis))}.`,
    cuts: cutWords(basis === 'real' ? source.today.cuts : source.facts, STATUTE),
    expected: steadyWords(projection, basis),
  };
}
