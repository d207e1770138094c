// The answer of "plan for a goal" (docs/api.md#website), in plain words: how often the plan as it
// stands reaches the goal, the amount of the chosen source that reaches it with the chance asked for
// (found in the browser as POST /v1/solve finds it) and what the statute's limits cut of it, or the
// largest plan the limits allow when none is enough (core/answer/solve-words.ts, the words
// solve_530a uses too), a button that puts that amount in the form, and
// the solved plan's chart beside the plan as it stands, with the goal drawn on it. The goal's amount
// is said in the page's choice of dollars, the kind its field shows it in.

import { cutSentence, largestPlanWords, solvedCadenceWords } from '../../core/answer/solve-words.js';
import { wholePercent } from '../../core/common/format.js';
import type { GoalResult, Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { type ChartView, type GoalLine, paperChart, renderChart } from './chart.js';
import { byId, el } from './dom.js';
import type { Shown } from './shown.js';
import { ageText, type Basis, basisWords, centsToDollars, marketsWords, money, typedMoney } from './text.js';
import { words } from './words.js';

const w = words.goal;

/** A goal's amount in the chosen dollars, as cents: `deflator` is the engine's at the goal's age. */
export function goalCentsIn(goal: { amountCents: string; real: boolean }, basis: Basis, deflator: number): number {
  const amount = Number(goal.amountCents);
  if (goal.real === (basis === 'real')) return amount;
  return Math.round(goal.real ? amount * deflator : amount / deflator);
}

/** "$50,000 in today's dollars at 18 years": a goal's amount always in the page's dollars, the
 *  kind the goal's field shows it in (goal-fields.ts). */
function goalWords(goal: GoalResult, basis: Basis, deflator: number): string {
  return w.amountAt(money(goalCentsIn(goal, basis, deflator)), basisWords(basis), ageText(goal.atAgeMonths));
}

/** The goal as the charts draw it. */
export function goalLine(shown: Shown, basis: Basis): GoalLine | undefined {
  const goal = shown.projection.goal;
  const deflator = shown.today.goalDeflator;
  if (goal === undefined || deflator === undefined) return undefined;
  const cents = goalCentsIn(goal, basis, deflator);
  return { cents, ageMonths: goal.atAgeMonths, label: w.line(money(cents), ageText(goal.atAgeMonths)) };
}

/** The plan as it stands, against its goal. */
function goalNowWords(projection: Projection, basis: Basis, deflator: number): string {
  const goal = projection.goal;
  if (goal === undefined) return '';
  return w.now(
    goalWords(goal, basis, deflator),
    wholePercent(goal.chance),
    marketsWords(projection),
    goal.pathsReaching.toLocaleString('en-US'),
    goal.paths.toLocaleString('en-US'),
    wholePercent(goal.probability),
  );
}

/** The solution in one sentence. */
function solutionWords(solution: SolutionBody, basis: Basis, deflator: number): string {
  const goal = solution.projection.goal;
  const source = solution.scenario.sources?.find((candidate) => candidate.id === solution.sourceId);
  if (goal === undefined || source === undefined) return '';
  const who = source.id;
  if (!solution.reachable) {
    const share = wholePercent(goal.probability);
    const most = solution.mostAllowed;
    const plan = most === undefined ? '' : largestPlanWords(most, who, words);
    const why =
      most === undefined || plan === ''
        ? w.noDeposits(who, ageText(goal.atAgeMonths))
        : w.capped(plan, wholePercent(most.chance));
    const largestGoal = { ...goal, amountCents: String(Math.floor(Number(most?.largestGoalCents) / 100) * 100) };
    const largest = most === undefined ? '' : w.largest(share, goalWords(largestGoal, basis, deflator));
    return w.unreachable(who, goalWords(goal, basis, deflator), share, why, largest);
  }
  const cut = cutSentence(solution, money, words);
  const share = wholePercent(goal.probability);
  const found =
    solution.amountCents === '0'
      ? w.without(share, who)
      : w.toReach(share, typedMoney(solution.amountCents ?? '0'), solvedCadenceWords(source, words), who);
  return cut === '' ? found : `${found} ${cut}`;
}

/** Shows the goal's part of the answer and results; hides it without a goal. */
export function renderGoal(shown: Shown, view: ChartView): void {
  const current = shown.projection;
  const solution = shown.solution?.body;
  const deflator = shown.today.goalDeflator ?? 1;
  const { basis } = view;
  const box = byId('goal-answer');
  const details = byId('goal-result');
  const use = byId<HTMLButtonElement>('use-goal-amount');
  box.hidden = current.goal === undefined;
  details.hidden = solution === undefined;
  const paper = byId('goal-print');
  if (solution === undefined) paper.replaceChildren();
  if (current.goal === undefined) return;
  byId('goal-now').textContent = goalNowWords(current, basis, deflator);
  byId('goal-solution').textContent = solution ? solutionWords(solution, basis, deflator) : '';
  const amount = solution?.reachable && solution.amountCents !== null ? solution.amountCents : undefined;
  use.hidden = amount === undefined;
  if (amount !== undefined && solution) {
    use.textContent = w.use(`$${centsToDollars(amount)}`, solution.sourceId);
    use.dataset.amountCents = amount;
    use.dataset.sourceId = solution.sourceId;
  }
  if (solution === undefined) return;
  const solvedView: ChartView = {
    ...view,
    paidIn: undefined, // the plan as it stands paid in; the solved plan pays its own
    baseline: { projection: current, label: w.baseline },
  };
  renderChart(byId('goal-chart'), solution.projection, solvedView);
  // On paper, at the print size beside every run of history (docs/api.md#website).
  paper.replaceChildren(
    el('h4', {}, byId('goal-result-title').textContent),
    ...paperChart(paper.id, solution.projection, solvedView),
  );
  byId('goal-chart-caption').textContent = w.caption;
  byId('solution-json').textContent = shown.solution?.json ?? '';
}
