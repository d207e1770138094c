// The answer first (docs/api.md#website), in words: the plan it answers in one sentence; one
// headline figure, the median at the target age, and the range of 8 markets out of 10 (10th to
// 90th percentile); what the statute cut, when it cut anything; under simulated markets, the
// steady-return line, named as such, with one line on why it differs from the median (history has
// no steady return). With a withdrawal plan the answer is the plan's instead: the median of what it
// leaves from the Trump account after federal tax over all its years and their range, the median
// balance before the first withdrawal, and on the steady-return line what it takes out, what tax
// takes and what is left (docs/after-tax.md#the-plan-block). Every amount in the page's one choice
// of dollars. Pure text, no DOM: the page
// sets these into its elements, and the server writes the same text into the page for the first
// answer (docs/api.md#the-first-answer-at-once), each in the words of its language (core/i18n/).
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { itemAt } from '../common/checked.js';
import { percent } from '../common/format.js';
import type { Catalog } from '../i18n/en.js';
import { planRows } from '../projection/plan-table.js';
import { deflatorAtMilestone, type StatuteCuts } from '../projection/todays-dollars.js';
import type { NormalisedScenario } from '../scenario/scenario.js';
import type { PlanBlock, Projection } from '../schemas/projection.js';
import { STATUTE } from '../statute/statute.js';
import type { NoteFacts } from './note-facts.js';
import { cutWords, planWords } from './plan-words.js';
import { stateName } from './state-words.js';
import { type Basis, money } from './words.js';

/** What the answer is written from: the projection, the checked scenario it answers, the engine's
 *  figures behind its notes (the cuts as paid), the same cuts in today's dollars
 *  (core/projection/todays-dollars.ts cutsToday) and the engine's deflators at the milestones
 *  (milestoneDeflators), which turn a withdrawal plan's years into today's dollars. */
export interface AnswerSource {
  projection: Projection;
  scenario: NormalisedScenario;
  facts: NoteFacts;
  today: { cuts: StatuteCuts; milestoneDeflators: Readonly<Record<number, number>> };
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

/** "over 4 years from 18 years", "in one year at 21 years": when a plan takes the money out. */
function planSpanWords(plan: Pick<PlanBlock, 'ages'>, w: Catalog): string {
  return w.answer.planSpan(plan.ages.length, w.answer.ageText(itemAt(plan.ages, 0)));
}

/** "today's dollars" or "future dollars", for headings and sentences. */
function basisWords(basis: Basis, w: Catalog): string {
  return w.answer.basis(basis === 'real');
}

/** What the bands are made of: "simulated markets" or "starting months of market history". */
function marketsWords(projection: Projection, w: Catalog): string {
  return w.answer.markets(Boolean(projection.historical));
}

/** A plan's total after federal tax from the Trump account, one percentile row, in the chosen dollars. */
function planTotalOf(plan: PlanBlock, row: number, basis: Basis): string {
  return itemAt(basis === 'real' ? plan.trumpAccount.netRealCents : plan.trumpAccount.netCents, row);
}

/** The family's state's name when its tax is in the after-tax figures, else null: the plan's words
 *  name every tax its figures are after (docs/after-tax.md#state-tax). */
function taxState(projection: Projection, w: Catalog): string | null {
  const input = projection.afterTax?.input;
  return input === undefined ? null : stateName(input, w);
}

/** A short sentence for the live status: what the new answer is. */
export function statusText(projection: Projection, basis: Basis, w: Catalog): string {
  const plan = projection.afterTax?.plan;
  if (plan !== undefined)
    return w.answer.statusPlan(
      planSpanWords(plan, w),
      money(planTotalOf(plan, ROW_P50, basis)),
      basisWords(basis, w),
      taxState(projection, w),
    );
  return w.answer.statusAt(
    w.answer.ageText(targetOf(projection)),
    money(finalOf(projection, ROW_P50, basis)),
    basisWords(basis, w),
  );
}

/** "a steady 7% a year after inflation", the return the steady-return line assumes. */
export function steadyReturnWords(projection: Projection, w: Catalog): string {
  const { annualReturn, returnIsReal } = projection.assumptions;
  return w.answer.steadyReturn(percent(annualReturn), returnIsReal);
}

/** The steady-return line beside the median (simulated markets); under history, what the median is. */
function steadyWords(projection: Projection, basis: Basis, w: Catalog): string {
  const middle = w.answer.middle(marketsWords(projection, w));
  if (projection.historical) return middle;
  const d = projection.deterministic;
  const steady = basis === 'real' ? d.finalRealCents : d.finalNominalCents;
  // Equal when every market ends on the line (no volatility) or nothing is in the account: neither
  // side's reason holds then.
  const median = BigInt(finalOf(projection, ROW_P50, basis));
  const why = w.answer.steadyWhy(BigInt(steady) > median ? 1 : BigInt(steady) < median ? -1 : 0);
  return w.answer.steadyLine(middle, steadyReturnWords(projection, w), money(steady), why);
}

/** The median balance just before a plan's first withdrawal, and when the last leaves it empty. */
function beforePlanWords(projection: Projection, plan: PlanBlock, basis: Basis, w: Catalog): string {
  const first = itemAt(plan.ages, 0);
  const column = projection.percentiles.ages.indexOf(first);
  const rows = basis === 'real' ? projection.percentiles.realCents : projection.percentiles.nominalCents;
  const before = money(itemAt(itemAt(rows, ROW_P50), column));
  if (plan.ages.length === 1) return w.answer.beforeOnly(w.answer.ageText(first), before);
  const last = w.answer.ageText(itemAt(plan.ages, plan.ages.length - 1));
  return w.answer.beforeFirst(w.answer.ageText(first), before, last);
}

/** On the steady-return line: what the plan takes out of the Trump account, what federal tax (and the
 *  state's, with one) takes and what is left, the sums of its year-by-year detail
 *  (core/projection/plan-table.ts). */
function planSteadyWords(source: AnswerSource, plan: PlanBlock, basis: Basis, w: Catalog): string {
  const rows = planRows(plan, basis, deflatorAtMilestone(source.today.milestoneDeflators)).filter(
    (row) => row.account === 'trumpAccount',
  );
  const sum = (of: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + of(row), 0);
  const taken = sum((row) => row.withdrawalCents);
  const tax = sum((row) => row.incomeTaxCents + row.additionalTaxCents + row.stateTaxCents);
  const left = sum((row) => row.netCents);
  const state = taxState(source.projection, w);
  return w.answer.planSteady(steadyReturnWords(source.projection, w), money(taken), money(tax), money(left), state);
}

/** The answer of a withdrawal plan: what it leaves after federal tax, over all its years. */
function planAnswerWords(source: AnswerSource, plan: PlanBlock, basis: Basis, w: Catalog): AnswerWords {
  const { projection } = source;
  const markets = marketsWords(projection, w);
  const before = beforePlanWords(projection, plan, basis, w);
  return {
    plan: planWords(source.scenario, projection.deterministic.seedCents, w),
    label: w.answer.planLabel(planSpanWords(plan, w), basisWords(basis, w), taxState(projection, w)),
    figure: money(planTotalOf(plan, ROW_P50, basis)),
    range: w.answer.planRange(
      markets,
      money(planTotalOf(plan, ROW_P10, basis)),
      money(planTotalOf(plan, ROW_P90, basis)),
      taxState(projection, w),
    ),
    cuts: cutWords(basis === 'real' ? source.today.cuts : source.facts, STATUTE, w),
    expected: projection.historical ? before : `${before} ${planSteadyWords(source, plan, basis, w)}`,
  };
}

export function answerWords(source: AnswerSource, basis: Basis, w: Catalog): AnswerWords {
  const { projection } = source;
  const plan = projection.afterTax?.plan;
  if (plan !== undefined) return planAnswerWords(source, plan, basis, w);
  return {
    plan: planWords(source.scenario, projection.deterministic.seedCents, w),
    label: w.answer.label(w.answer.ageText(targetOf(projection)), basisWords(basis, w)),
    figure: money(finalOf(projection, ROW_P50, basis)),
    range: w.answer.range(
      marketsWords(projection, w),
      money(finalOf(projection, ROW_P10, basis)),
      money(finalOf(projection, ROW_P90, basis)),
    ),
    cuts: cutWords(basis === 'real' ? source.today.cuts : source.facts, STATUTE, w),
    expected: steadyWords(projection, basis, w),
  };
}
