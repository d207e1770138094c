// The text that project_530a returns beside the structured Projection: the median and the 10th to
// 90th percentile range at the ages people ask about (18, 30, 65 when the horizon reaches them,
// and the target), the steady-return line (as the page names the expected path) beside the median,
// what was paid in and what of it is basis, the cuts the statute made, warnings and attribution;
// under the historical model, the windows the ranges come from and the worst and best starting
// months in both kinds of dollars, and no steady-return line (history has no steady return);
// with afterTax, what each account leaves after federal tax (and the family's state's, with the state
// tax on the steady-return line, the 529 deduction's saving and a yearly tax of the Trump account's
// earnings where the answer has them: core/answer/state-words.ts) at the target, and with a plan of
// withdrawals what each leaves over its years, and with a Roth conversion what the Roth leaves beside
// the account unconverted (docs/after-tax.md). With a plan of withdrawals, its answer comes second,
// before the ages, and the balances from its first age, the expected path's included, are what the
// plan leaves (core/projection/shown-balances.ts). Also the text of eligibility_530a and of the
// command line's eligibility --text: the gifts a child may get, in a few lines.
import { ROW_P10, ROW_P50, ROW_P90 } from '../../assembly/layout.js';
import { steadyReturnWords } from '../../core/answer/answer-words.js';
import { cutSentence, largestPlanWords, risingWords } from '../../core/answer/solve-words.js';
import { answerState, stateSavedSentence, taxesWords, yearlyEarningsSentence } from '../../core/answer/state-words.js';
import { itemAt } from '../../core/common/checked.js';
import { longMonth, MONTH_NAMES } from '../../core/common/dates.js';
import { dollars, percent, usd, wholeDollars, wholePercent } from '../../core/common/format.js';
import type { EligibilityRequest } from '../../core/eligibility/eligibility.js';
import { en } from '../../core/i18n/en.js';
import { type BalanceBands, type PlanColumns, planColumns, shownBands } from '../../core/projection/shown-balances.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import type { Eligibility } from '../../core/schemas/eligibility.js';
import type {
  AfterTaxBlock,
  ConversionBlock,
  GoalResult,
  Historical,
  PlanBlock,
  Projection,
} from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { HISTORY_CREDIT } from '../../core/statute/rules-data.js';
import { milestoneColumns } from './detail.js';

const MONTHS_PER_YEAR = 12;
/** Rows of Percentiles.nominalCents / realCents (docs/api.md#projection). */

/** "18", "20 years 6 months", "9 months". */
function ageText(months: number): string {
  const years = Math.floor(months / MONTHS_PER_YEAR);
  const rest = months % MONTHS_PER_YEAR;
  if (rest === 0) return String(years);
  const monthsText = `${rest} month${rest === 1 ? '' : 's'}`;
  return years === 0 ? monthsText : `${years} year${years === 1 ? '' : 's'} ${monthsText}`;
}

/** A CentString as whole dollars: "$61,234" (common/format.ts rounds, for every host alike). */
const wholeDollarsOf = (cents: string) => wholeDollars(Number(cents));

function rangeLine(bands: BalanceBands, column: number, label: string): string {
  const { realCents, nominalCents } = bands;
  const at = (rows: string[][], row: number) => wholeDollarsOf(itemAt(itemAt(rows, row), column));
  return (
    `- ${label}: median ${at(realCents, ROW_P50)} [nominal ${at(nominalCents, ROW_P50)}]; ` +
    `10th-90th percentile ${at(realCents, ROW_P10)} to ${at(realCents, ROW_P90)} [nominal ${at(nominalCents, ROW_P10)} to ${at(nominalCents, ROW_P90)}]`
  );
}

/** How a Sobol answer's paths were drawn, said wherever its paths are counted: the default
 *  pseudo-random answers' words are unchanged (docs/model.md#the-sobol-sampler). */
function samplerWords(projection: Projection): string {
  return projection.assumptions.mcSampler === 'sobol' ? ', drawn from a scrambled Sobol sequence' : '';
}

/** Where the ranges come from: simulated paths, or the windows of market history. */
function rangesLine(projection: Projection, asOf: string): string {
  const { assumptions: a, historical } = projection;
  const units = `amounts in ${asOf} dollars, nominal in brackets:`;
  if (historical) {
    const [first, last] = [longMonth(historical.firstStartMonth), longMonth(historical.lastStartMonth)];
    return (
      `Ranges from market history: this plan started in each of the ${historical.windows} months from ` +
      `${first} to ${last} with the S&P 500's real returns that followed (complete windows only: each ends by ` +
      `${longMonth(historical.lastMonth)}, where the data ends), plus ${percent(a.annualInflation)} inflation, ` +
      `less a ${percent(a.annualFee)} fee; ${units}`
    );
  }
  const clamped =
    a.mcPathsSimulated < a.mcPathsRequested ? ` (of ${a.mcPathsRequested} requested, clamped to bound compute)` : '';
  return (
    `Ranges from ${a.mcPathsSimulated} simulated paths${clamped}${samplerWords(projection)}, ` +
    `${percent(a.annualReturn)} ${a.returnIsReal ? 'real' : 'nominal'} return, ${percent(a.annualInflation)} ` +
    `inflation, ${percent(a.annualFee)} fee, ${percent(a.annualVolatility)} volatility; ${units}`
  );
}

/** Nominal cents at the target age in asOf dollars. The answer carries no deflator, so it is read off
 *  the answer's highest band at the target, nominal over real: the largest figure, whose ratio is the
 *  engine's deflator to within a cent on any amount of its size (docs/model.md#rates). */
function todayAtTarget(projection: Projection): (cents: string) => number {
  const { nominalCents, realCents } = projection.percentiles;
  const last = projection.percentiles.ages.length - 1;
  const nominal = Number(itemAt(itemAt(nominalCents, ROW_P90), last));
  const real = Number(itemAt(itemAt(realCents, ROW_P90), last));
  return (cents) => (real === 0 ? 0 : (Number(cents) * real) / nominal);
}

/** "Worst starting month: had this plan started in March 1903, it would have reached $13,950 in
 *  2026-11-21 dollars [nominal $21,617] at age 18." for worst and best: in asOf dollars first, as
 *  the ranges are, so a loss to inflation shows. */
function windowLines(projection: Projection, historical: Historical, scenario: NormalisedScenario): string[] {
  const today = todayAtTarget(projection);
  const line = (label: string, window: Historical['worst']) =>
    `${label}: had this plan started in ${longMonth(window.startMonth)}, it would have reached ` +
    `${wholeDollars(today(window.finalNominalCents))} in ${scenario.asOf} dollars ` +
    `[nominal ${wholeDollarsOf(window.finalNominalCents)}] at age ${ageText(scenario.targetAgeMonths)}.`;
  return [
    line('Worst starting month', historical.worst),
    line('Best starting month', historical.best),
    `History is not a forecast. ${HISTORY_CREDIT}`,
  ];
}

export function summariseProjection(projection: Projection, scenario: NormalisedScenario): string {
  const { deterministic: d, percentiles } = projection;
  const target = scenario.targetAgeMonths;
  const lines: string[] = [];
  lines.push(
    `Trump account projection to age ${ageText(target)} (${target} months of age), as of ${scenario.asOf}, for a child born ${scenario.birthDate}.`,
  );
  lines.push(rangesLine(projection, scenario.asOf));
  const plan = planColumns(projection);
  const planBlock = projection.afterTax?.plan;
  if (plan && planBlock) lines.push(planLeadLine(projection, planBlock, plan, scenario));
  const bands = shownBands(projection);
  for (const column of milestoneColumns(percentiles.ages)) {
    const age = itemAt(percentiles.ages, column);
    const notes = [age === target ? 'target' : '', afterWithdrawal(plan, column)].filter(Boolean).join('; ');
    const label = `age ${ageText(age)}${notes === '' ? '' : ` (${notes})`}`;
    lines.push(rangeLine(bands, column, label));
  }
  if (projection.historical) lines.push(...windowLines(projection, projection.historical, scenario));
  lines.push(...paidInLines(projection, scenario, expectedAt(projection, scenario, plan)));
  if (projection.goal) lines.push(goalLine(projection.goal, scenario.asOf, projection.historical === undefined));
  if (projection.afterTax) lines.push(afterTaxLine(projection.afterTax, scenario, projection.historical !== undefined));
  if (projection.afterTax?.plan) {
    lines.push(
      planLine(
        projection.afterTax.plan,
        projection.afterTax.input.use ?? 'any',
        scenario,
        projection.historical !== undefined,
        afterFederalTax(projection.afterTax.input),
      ),
    );
  }
  if (projection.afterTax?.conversion) {
    lines.push(
      conversionLine(
        projection.afterTax.conversion,
        projection.afterTax.input,
        scenario,
        projection.historical !== undefined,
      ),
    );
  }
  if (d.capWarnings > 0) {
    lines.push(
      `The statute cut or dropped ${wholeDollarsOf(d.cappedCents)} of deposits in ${d.capWarnings} calendar year${d.capWarnings === 1 ? '' : 's'}.`,
    );
  }
  for (const warning of projection.warnings) lines.push(`Warning (${warning.code}): ${warning.message}`);
  // The share link (about 700 characters) is in the structured result only (docs/api.md#sizes).
  lines.push(`Source: ${projection.sourceUrl}`);
  lines.push(`Disclaimer: ${projection.disclaimer}`);
  return lines.join('\n');
}

/** "after that year's withdrawal" for an age a withdrawal plan has reached; "" before it. */
function afterWithdrawal(plan: PlanColumns | undefined, column: number): string {
  const at = plan?.at[column];
  if (at === undefined || at === 'before') return '';
  return at === 'emptied' ? 'after the last withdrawal' : "after that year's withdrawal";
}

/** The expected path where the summary states it: at the target, or, with a withdrawal plan, just
 *  before its first withdrawal (the API's deterministic figures are those with nothing withdrawn). */
interface ExpectedAt {
  /** Where: "at the target", or "at 18, just before the first withdrawal". */
  where: string;
  /** The percentiles' column of that age. */
  column: number;
  realCents: string;
  nominalCents: string;
  growthCents: string;
  taxableCents: string;
}

function expectedAt(projection: Projection, scenario: NormalisedScenario, plan: PlanColumns | undefined): ExpectedAt {
  const d = projection.deterministic;
  if (plan === undefined) {
    return {
      where: 'at the target',
      column: projection.percentiles.ages.length - 1,
      realCents: d.finalRealCents,
      nominalCents: d.finalNominalCents,
      growthCents: d.growthCents,
      taxableCents: d.taxableCents,
    };
  }
  const milestone = itemAt(d.milestones, plan.from);
  const nominal = Number(milestone.nominalCents);
  const start = Number(scenario.currentBalanceCents ?? '0');
  return {
    where: `at ${ageText(milestone.ageMonths)}, just before the first withdrawal`,
    column: plan.from,
    realCents: milestone.realCents,
    nominalCents: milestone.nominalCents,
    growthCents: String(nominal - Number(d.contributedCents) - Number(d.seedCents) - start),
    taxableCents: String(nominal - Number(d.basisCents)),
  };
}

/** A withdrawal plan's answer, second in the summary: what it leaves from the Trump account after
 *  federal tax (and the state's, with one) over all its years, from what balance, and that the ages after it show what it leaves. */
function planLeadLine(
  projection: Projection,
  block: PlanBlock,
  plan: PlanColumns,
  scenario: NormalisedScenario,
): string {
  const use = PLAN_USE_WORDS[projection.afterTax?.input.use ?? 'any'];
  const input = projection.afterTax?.input;
  const taxes = input === undefined ? 'federal tax' : taxesWords(input, en);
  const years = block.ages.length;
  const from = ageText(itemAt(block.ages, 0));
  const over = years === 1 ? `in one year at ${from}` : `over ${years} years from ${from}`;
  const net = (rows: string[], row: number) => wholeDollarsOf(itemAt(rows, row));
  const { netRealCents: real, netCents: nominal } = block.trumpAccount;
  const { realCents, nominalCents } = projection.percentiles;
  const before = (rows: string[][]) => wholeDollarsOf(itemAt(itemAt(rows, ROW_P50), plan.from));
  return (
    `Withdrawal plan, taken out ${over}${use}: the Trump account pays out a median of ${net(real, ROW_P50)} after ` +
    `${taxes}, all years together [nominal ${net(nominal, ROW_P50)}]; 10th-90th percentile ${net(real, ROW_P10)} to ` +
    `${net(real, ROW_P90)} [nominal ${net(nominal, ROW_P10)} to ${net(nominal, ROW_P90)}], in ${scenario.asOf} dollars. ` +
    `Just before the first withdrawal the median balance is ${before(realCents)} [nominal ${before(nominalCents)}]; ` +
    `from ${from} the balances below are what the plan leaves, and the last withdrawal takes the rest.`
  );
}

/** Under simulated markets, the steady-return line beside the median (the page's name and words,
 *  core/answer/answer-words.ts) where the summary states it (at the target, or just before a
 *  withdrawal plan's first withdrawal) and what it is made of; under history, which has no steady
 *  return, only what was paid in; the money already in the account, when there is some, is a part of
 *  the line's balance beside them. Then what of it is basis, the money family and relatives put in,
 *  which comes out tax-free: as paid, as contributions are (docs/model.md#basis-and-taxable-amount). */
function paidInLines(projection: Projection, scenario: NormalisedScenario, expected: ExpectedAt): string[] {
  const { deterministic: d } = projection;
  const basis = `${wholeDollarsOf(d.basisCents)} is money family and relatives put in (its basis), which comes out tax-free`;
  if (projection.historical) {
    return [
      `Paid in: ${wholeDollarsOf(d.contributedCents)} contributed and ${wholeDollarsOf(d.seedCents)} seed (nominal, as paid); ` +
        `of the balance, ${basis}, and the rest would be ordinary income when withdrawn (no tax rate assumed).`,
    ];
  }
  const median = itemAt(itemAt(projection.percentiles.realCents, ROW_P50), expected.column);
  const steady = Number(expected.realCents) - Number(median);
  const why =
    steady > 0
      ? 'above the median: a few very good markets lift the average above the middle'
      : steady < 0
        ? 'below the median: here the middle of the markets beats the steady return'
        : 'equal to the median';
  // The money already in the account is a part too: growth excludes it (docs/api.md#money-already-in-the-account).
  const start = scenario.currentBalanceCents ?? '0';
  const already = start === '0' ? '' : `, ${wholeDollarsOf(start)} already in the account`;
  return [
    `Steady-return line, at ${steadyReturnWords(projection, en)} every month: ${wholeDollarsOf(expected.realCents)} ${expected.where} ` +
      `[nominal ${wholeDollarsOf(expected.nominalCents)}], ${why}; from ${wholeDollarsOf(d.contributedCents)} contributed, ` +
      `${wholeDollarsOf(d.seedCents)} seed${already} and ${wholeDollarsOf(expected.growthCents)} growth (nominal).`,
    `Of the steady-return line's balance, ${basis}, and ${wholeDollarsOf(expected.taxableCents)} would be ordinary income when ` +
      'withdrawn (nominal; no tax rate assumed).',
  ];
}

/** "$50,000 in future dollars at 18" or "$50,000 in 2026-11-21 dollars at 18": a goal always names
 *  its kind of dollars, so no reader takes future dollars for today's (docs/api.md#goals). */
function goalText(goal: GoalResult | NonNullable<NormalisedScenario['goal']>, asOf: string): string {
  const dollarsOf = goal.real ? `${asOf} dollars` : 'future dollars';
  return `${wholeDollarsOf(goal.amountCents)} in ${dollarsOf} at ${ageText(goal.atAgeMonths)}`;
}

/** The goal's chance; under simulated markets, also whether the steady-return line reaches it. */
function goalLine(goal: GoalResult, asOf: string, steady: boolean): string {
  const line = goal.deterministicReaches ? 'the steady-return line reaches it' : 'the steady-return line falls short';
  return (
    `Goal ${goalText(goal, asOf)}: reached on ${goal.pathsReaching} of ${goal.paths} ${steady ? 'paths' : 'history windows'} (a ${wholePercent(goal.chance)} chance; ` +
    `${goal.pathsNeeded} needed for ${percent(goal.probability)})${steady ? `; ${line}` : ''}.`
  );
}

const USE_WORDS: Record<AfterTaxBlock['input']['use'] & string, string> = {
  any: 'withdrawn whole',
  education: 'for college',
  firstHome: 'for a first home',
  retirement: 'for retirement',
};

/** "after federal tax" (or "after federal and New York tax"), and on whose returns when they are
 *  not a single filer's (docs/after-tax.md#filing-status). */
function afterFederalTax(input: AfterTaxBlock['input']): string {
  const after = `after ${taxesWords(input, en)}`;
  return input.filingStatus === 'marriedJoint' ? `${after}, filed jointly after the kiddie-tax years` : after;
}

/** With a state: "New York tax on the steady-return line at 30: $A from the Trump account, $B from a
 *  529, $C from a custodial account (nominal)." and the state's other sentences; '' without one. */
function stateLine(block: AfterTaxBlock, scenario: NormalisedScenario): string {
  const state = answerState(block.input);
  if (state === undefined) return '';
  const at = (account: AfterTaxBlock['plan529']) => {
    const cents = account.deterministic.at(-1)?.stateTaxCents;
    return cents == null ? 'nothing (not available)' : wholeDollarsOf(cents);
  };
  return [
    `${state.name} tax on the steady-return line at ${ageText(scenario.targetAgeMonths)}: ${at(block.trumpAccount)} ` +
      `from the Trump account, ${at(block.plan529)} from a 529, ${at(block.custodial)} from a custodial account (nominal).`,
    stateSavedSentence(block, (cents) => `${wholeDollarsOf(cents)} (nominal)`, en),
    yearlyEarningsSentence(block.input),
  ]
    .filter(Boolean)
    .join(' ');
}

/** "At 18, for college: about $A left in the Trump account, $B in a 529, $C in a custodial account
 *  (medians after federal tax, in asOf's dollars); the Trump account leaves at least as much as a
 *  529 in N% of simulated markets." */
function afterTaxLine(block: AfterTaxBlock, scenario: NormalisedScenario, historical: boolean): string {
  const column = block.ages.length - 1;
  const median = (account: AfterTaxBlock['plan529']) => itemAt(itemAt(account.netRealCents, ROW_P50), column);
  const trump = median(block.trumpAccount);
  const others = `${wholeDollarsOf(median(block.plan529) ?? '0')} in a 529, ${wholeDollarsOf(median(block.custodial) ?? '0')} in a custodial account`;
  // With a plan, the whole balance at the target is what the plan is compared with, not what it does.
  const at = block.plan === undefined ? 'At' : 'Instead of the plan, at';
  const lead = `${at} ${ageText(scenario.targetAgeMonths)}, ${USE_WORDS[block.input.use ?? 'any']}:`;
  const units = `(medians ${afterFederalTax(block.input)}, in ${scenario.asOf} dollars)`;
  const { atTarget } = block;
  const state = stateLine(block, scenario);
  const withState = (line: string) => (state === '' ? line : `${line} ${state}`);
  if (trump === null || atTarget === null) {
    return withState(
      `${lead} a Trump account cannot be withdrawn before the year the child turns 18; about ${others} ${units}.`,
    );
  }
  const markets = historical ? 'starting months of market history' : 'simulated markets';
  return withState(
    `${lead} about ${wholeDollarsOf(trump)} left in the Trump account, ${others} ${units}; ` +
      `the Trump account leaves at least as much as a 529 in ${wholePercent(atTarget.trumpAheadOf529 / atTarget.paths)} of ${markets}.`,
  );
}

const PLAN_USE_WORDS: Record<AfterTaxBlock['input']['use'] & string, string> = {
  any: '',
  education: ' for college',
  firstHome: ' for a first home',
  retirement: ' for retirement',
};

/** "Taken over 4 years from 18 for college: about $A left from the Trump account, $B from a 529, $C
 *  from a custodial account (medians of the totals after federal tax, in asOf's dollars); the Trump
 *  account leaves at least as much as a 529 in N% of simulated markets, as a custodial account in M%."
 *  (docs/after-tax.md#the-plan-block) */
function planLine(
  plan: PlanBlock,
  use: AfterTaxBlock['input']['use'] & string,
  scenario: NormalisedScenario,
  historical: boolean,
  taxWords: string,
): string {
  const median = (account: PlanBlock['plan529']) => wholeDollarsOf(itemAt(account.netRealCents, ROW_P50));
  const years = plan.ages.length;
  const from = ageText(itemAt(plan.ages, 0));
  const over = years === 1 ? `Taken in one year at ${from}` : `Taken over ${years} years from ${from}`;
  const markets = historical ? 'starting months of market history' : 'simulated markets';
  const share = (count: number) => wholePercent(count / plan.paths);
  return (
    `${over}${PLAN_USE_WORDS[use]}: about ${median(plan.trumpAccount)} left from the Trump account, ` +
    `${median(plan.plan529)} from a 529, ${median(plan.custodial)} from a custodial account ` +
    `(medians of the totals ${taxWords}, in ${scenario.asOf} dollars); the Trump account leaves at least as much ` +
    `as a 529 in ${share(plan.trumpAheadOf529)} of ${markets}, as a custodial account in ${share(plan.trumpAheadOfCustodial)}.`
  );
}

/** "Converted to a Roth IRA over 4 years from 18, its tax paid with other money (a median of $X in
 *  the years paid), then taken over 5 years from 65 for retirement: about $A left from the Roth IRA
 *  after that tax, against $B from the Trump account unconverted (medians ...); converting leaves at
 *  least as much in N% of simulated markets. That a Trump account may be converted is unverified."
 *  (docs/after-tax.md#the-conversion-block) */
function conversionLine(
  block: ConversionBlock,
  input: AfterTaxBlock['input'],
  scenario: NormalisedScenario,
  historical: boolean,
): string {
  const median = (bands: string[]) => wholeDollarsOf(itemAt(bands, ROW_P50));
  const count = block.conversionAges.length;
  const start = ageText(itemAt(block.conversionAges, 0));
  const converted =
    count === 1 ? `Converted to a Roth IRA at ${start}` : `Converted to a Roth IRA over ${count} years from ${start}`;
  const payer = input.conversion?.taxPaidFrom === 'account' ? 'withheld from the account' : 'paid with other money';
  const draws = block.withdrawalAges.length;
  const from = ageText(itemAt(block.withdrawalAges, 0));
  const taken = draws === 1 ? `taken whole at ${from}` : `taken over ${draws} years from ${from}`;
  const markets = historical ? 'starting months of market history' : 'simulated markets';
  const use = PLAN_USE_WORDS[input.use ?? 'any'];
  return (
    `${converted}, its tax ${payer} (a median of ${median(block.roth.conversionTaxCents)} in the years paid), then ${taken}${use}: ` +
    `about ${median(block.roth.netRealCents)} left from the Roth IRA after that tax, against ` +
    `${median(block.unconverted.netRealCents)} from the Trump account unconverted (medians of the totals ${afterFederalTax(input)}, ` +
    `in ${scenario.asOf} dollars); converting leaves at least as much in ${wholePercent(block.rothAheadOfUnconverted / block.paths)} ` +
    `of ${markets}. That a Trump account may be converted at all is unverified (an IRS notice, not a regulation).`
  );
}

/** How often a source deposits, and when: ["a month", "from age 8 months to 18"],
 *  ["a year in December", ...], ["once", "at age 2"]. */
function cadence(schedule: NormalisedScenario['sources'][number]['schedule']): [string, string] {
  switch (schedule.type) {
    case 'monthly':
      return ['a month', `${fromAge(schedule.startAgeMonths)} to ${ageText(schedule.endAgeMonths)}`];
    case 'annual':
      return [
        `a year in ${itemAt(MONTH_NAMES, schedule.monthOfYear - 1)}`,
        `${fromAge(schedule.startAgeMonths)} to ${ageText(schedule.endAgeMonths)}`,
      ];
    case 'once':
      return ['once', `at age ${ageText(schedule.atAgeMonths)}`];
  }
}

/** "from birth" for age 0, as the page says it; else "from age 8 months". */
function fromAge(months: number): string {
  return months === 0 ? 'from birth' : `from age ${ageText(months)}`;
}

/** An unreachable goal's sentence (docs/api.md#when-no-amount-is-enough): why no amount reaches it,
 *  the largest plan the statute's limits allow and what it gives, and the largest goal reachable
 *  with the chance asked. */
function unreachableSentence(
  solution: SolutionBody,
  source: NormalisedScenario['sources'][number],
  goal: GoalResult,
  asOf: string,
): string {
  const most = solution.mostAllowed;
  if (most === undefined) throw new Error('an unreachable goal says what the most the limits allow gives');
  const lead = `No amount from ${source.id} gives a ${percent(goal.probability)} chance of ${goalText(goal, asOf)}`;
  // Whole dollars rounded down, so the amount said is one the chance asked still reaches.
  const reached = String(Math.floor(Number(most.largestGoalCents) / 100) * 100);
  const largest = `with a ${percent(goal.probability)} chance it reaches ${goalText({ ...goal, amountCents: reached }, asOf)}.`;
  const chance = `a ${wholePercent(most.chance)} chance (${most.pathsReaching} of ${goal.paths} ${pathWords(solution)})`;
  const plan = largestPlanWords(most, source.id, en);
  if (plan === '') {
    return (
      `${lead}: the account takes none of its deposits between ${asOf} and age ${ageText(goal.atAgeMonths)}, so whatever ` +
      `the amount the plan has ${chance}; ${largest}`
    );
  }
  return `${lead}: the statute's yearly limits cap the deposits. The most they allow, ${plan}, gives ${chance}; ${largest}`;
}

function pathWords(solution: SolutionBody): string {
  return solution.projection.historical ? 'history windows' : `simulated paths${samplerWords(solution.projection)}`;
}

/** solve_530a's sentence: "$312.45 a month from parents, from age 8 months to 18, gives a 75% chance
 *  of $50,000 at 18" ("from parents, rising 5% a year, from age ..." for a step-up), then the attribution. */
export function summariseSolution(solution: SolutionBody): string {
  const scenario = solution.scenario as NormalisedScenario;
  const source = scenario.sources.find((candidate) => candidate.id === solution.sourceId);
  const goal = solution.projection.goal;
  if (source === undefined || goal === undefined) throw new Error('a solution names its source and has a goal');
  const [per, when] = cadence(source.schedule);
  // The amount found is a step-up's first year's: the plan rises from it.
  const rising = risingWords(source, en);
  const cut = cutSentence(solution, dollars, en);
  const gives = `gives a ${wholePercent(goal.chance)} chance of ${goalText(goal, scenario.asOf)} (${goal.pathsReaching} of ${goal.paths} ${pathWords(solution)}).`;
  // A goal the plan meets as it stands needs nothing from the source: "$0.00 a month ... gives"
  // would read as a plan of deposits (the page says the same: docs/api.md#website).
  const sentence = !solution.reachable
    ? unreachableSentence(solution, source, goal, scenario.asOf)
    : solution.amountCents === '0'
      ? `The plan as it stands, without anything from ${source.id}, ${gives}`
      : `${dollars(Number(source.schedule.amountCents))} ${per} from ${source.id}${rising}, ${when}, ${gives}${cut === '' ? '' : ` ${cut}`}`;
  return [
    sentence,
    // The share link is in the structured result only (docs/api.md#sizes).
    `Source: ${solution.projection.sourceUrl}`,
    `Disclaimer: ${solution.projection.disclaimer}`,
  ].join('\n');
}

/** The answer in a few lines: each gift, whether it may apply, why or on what condition; then the
 *  site and the disclaimer (the structured result is the HTTP answer, which carries neither). */
export function summariseEligibility(answer: Eligibility, request: EligibilityRequest, siteUrl: string): string {
  const { pilot } = answer;
  const where = request.state === undefined ? 'no state given' : `living in ${request.state}`;
  const lines = [
    `Free money for a child born ${request.birthDate}, asked on ${request.asOf} (${where}):`,
    `- The Treasury's pilot contribution, ${usd(Number(pilot.amountCents))}: ${pilot.eligible ? 'eligible' : 'no'}. ${pilot.reason}`,
    ...answer.pledges.map((item) => {
      const head = `- ${item.sponsor}, ${usd(Number(item.amountCents))} (${item.id}):`;
      return item.mayQualify
        ? `${head} may qualify${item.conditions.length > 0 ? `, if ${item.conditions.join('; ')}` : ''}.`
        : `${head} no. ${item.reason}`;
    }),
    `Each gift's source is its sourceUrl. From ${siteUrl}. ${DISCLAIMER}`,
  ];
  return lines.join('\n');
}
