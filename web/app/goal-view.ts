// The answer of "plan for a goal" (docs/api.md#website), in plain words: how often the plan as it
// stands reaches the goal, the amount of the chosen source that reaches it with the chance asked for
// (found in the browser as POST /v1/solve finds it), a button that puts that amount in the form, and
// the solved plan's chart beside the plan as it stands.

import { wholePercentDown } from '../../core/common/format.js';
import type { GoalResult, Projection } from '../../core/schemas/projection.js';
import type { ScheduleInput } from '../../core/schemas/scenario.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { type ChartView, renderChart } from './chart.js';
import { byId } from './dom.js';
import { ageText, centsToDollars, formatCents, marketsWords } from './text.js';

/** "$50,000 at 18 years" or "$50,000 in today's dollars at 18 years". */
function goalWords(goal: GoalResult): string {
  return `${formatCents(goal.amountCents)}${goal.real ? " in today's dollars" : ''} at ${ageText(goal.atAgeMonths)}`;
}

/** "a month, from 8 months to 18 years" / "a year in its month, ..." / "once, at 2 years". */
function cadenceWords(schedule: ScheduleInput): string {
  if (schedule.type === 'once') return `once, at ${ageText(schedule.atAgeMonths)}`;
  const per = schedule.type === 'monthly' ? 'a month' : 'a year';
  return `${per}, from ${ageText(schedule.startAgeMonths)} to ${ageText(schedule.endAgeMonths)}`;
}

/** The plan as it stands, against its goal. */
function goalNowWords(projection: Projection): string {
  const goal = projection.goal;
  if (goal === undefined) return '';
  return (
    `This plan reaches ${goalWords(goal)} in ${wholePercentDown(goal.chance)} of ${marketsWords(projection)} ` +
    `(${goal.pathsReaching.toLocaleString('en-US')} of ${goal.paths.toLocaleString('en-US')}); you asked for ` +
    `${wholePercentDown(goal.probability)}.`
  );
}

/** The solution in one sentence. */
function solutionWords(solution: SolutionBody): string {
  const goal = solution.projection.goal;
  const source = solution.scenario.sources?.find((candidate) => candidate.id === solution.sourceId);
  if (goal === undefined || source === undefined) return '';
  const who = source.id;
  if (!solution.reachable) {
    const share = wholePercentDown(goal.probability);
    const most = solution.mostAllowed;
    const why =
      solution.projection.deterministic.cappedCents === '0' || most === undefined || most.limitCents === null
        ? `none of ${who}'s deposits come before ${ageText(goal.atAgeMonths)}.`
        : `the yearly limits cut what can be put in. The most they allow, ${formatCents(most.amountCents)} ` +
          `${cadenceWords(source.schedule)}, reaches it in ${wholePercentDown(most.chance)} of markets.`;
    const largest =
      most === undefined
        ? ''
        : ` In ${share} of markets it reaches ${goalWords({ ...goal, amountCents: String(Math.floor(Number(most.largestGoalCents) / 100) * 100) })}.`;
    return `No amount from ${who} reaches ${goalWords(goal)} in ${share} of markets: ${why}${largest}`;
  }
  if (solution.amountCents === '0')
    return `The plan reaches it in ${wholePercentDown(goal.probability)} of markets without anything from ${who}.`;
  return (
    `To reach it in ${wholePercentDown(goal.probability)} of markets: ${formatCents(solution.amountCents ?? '0')} ` +
    `${cadenceWords(source.schedule)} from ${who}.`
  );
}

/** Shows the goal's part of the answer and results; hides it without a goal. */
export function renderGoal(
  current: Projection,
  solution: SolutionBody | undefined,
  json: string,
  view: ChartView,
): void {
  const box = byId('goal-answer');
  const details = byId('goal-result');
  const use = byId<HTMLButtonElement>('use-goal-amount');
  box.hidden = current.goal === undefined;
  details.hidden = solution === undefined;
  if (current.goal === undefined) return;
  byId('goal-now').textContent = goalNowWords(current);
  byId('goal-solution').textContent = solution ? solutionWords(solution) : '';
  const amount = solution?.reachable && solution.amountCents !== null ? solution.amountCents : undefined;
  use.hidden = amount === undefined;
  if (amount !== undefined && solution) {
    use.textContent = `Use $${centsToDollars(amount)} for ${solution.sourceId}`;
    use.dataset.amountCents = amount;
    use.dataset.sourceId = solution.sourceId;
  }
  if (solution === undefined) return;
  renderChart(byId('goal-chart'), solution.projection, { ...view, baseline: current });
  byId('goal-chart-caption').textContent =
    'The plan with the amount found: the middle 80% and 50% of markets and the median; the thin line is the ' +
    'median of the plan as it stands.';
  byId('solution-json').textContent = json;
}
