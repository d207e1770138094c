// A solve's answer in words, shared by the page (web/app/goal-view.ts) and solve_530a's sentence
// (server/mcp/summary.ts): what the statute cuts of the amount found, and the largest plan the
// limits allow when no amount is enough (docs/api.md#what-the-limits-cut,
// docs/api.md#when-no-amount-is-enough). Each face writes money its own way, so it passes its format,
// and its words: the page its language's catalog, solve_530a the English one (docs/architecture.md#languages).
import { percent, usd } from '../common/format.js';
import type { Catalog } from '../i18n/en.js';
import type { SourceInput } from '../schemas/scenario.js';
import type { SolutionBody } from '../schemas/solve.js';

type Money = (cents: number) => string;

/** Years in order, three or more in a row as a run: [2027, 2028, 2029, 2031] -> "2027 to 2029 and
 *  2031"; [2027, 2028] -> "2027 and 2028". */
function yearsWords(years: readonly number[], w: Catalog): string {
  const items: (number | [number, number])[] = [];
  let start = 0;
  for (let i = 1; i <= years.length; i++) {
    if (i < years.length && years[i] === (years[i - 1] ?? 0) + 1) continue;
    const run = years.slice(start, i);
    if (run.length >= 3) items.push([run[0] ?? 0, run.at(-1) ?? 0]);
    else items.push(...run);
    start = i;
  }
  return w.goal.years(items);
}

/** What the statute cuts of the plan at a reachable answer, in one sentence; '' when nothing. */
export function cutSentence(solution: Pick<SolutionBody, 'cutCents' | 'cutYears'>, money: Money, w: Catalog): string {
  const { cutCents, cutYears } = solution;
  if (cutCents === null || cutYears === null || cutCents === '0') return '';
  return w.goal.cut(money(Number(cutCents)), yearsWords(cutYears, w));
}

/** The largest plan the limits allow, in a phrase: "all the room each year's limit leaves, put in
 *  with the year's first deposit from parents (a limit of $5,000 in 2026 and 2027, then rising to
 *  $7,400 in 2043; up to $105,300 in all)"; '' when the limits allow nothing before the goal. The
 *  limits are the law's, as paid; other deposits of the plan may take some of a year's room first. */
export function largestPlanWords(most: NonNullable<SolutionBody['mostAllowed']>, who: string, w: Catalog): string {
  const [first, ...rest] = most.years;
  if (first === undefined) return '';
  const last = most.years.at(-1) ?? first;
  let limits = w.goal.limits(
    usd(Number(first.limitCents)),
    yearsWords(
      most.years.map((entry) => entry.year),
      w,
    ),
    null,
  );
  if (rest.some((entry) => entry.limitCents !== first.limitCents)) {
    const same = [first.year];
    for (const entry of rest) {
      if (entry.limitCents !== first.limitCents || entry.year !== (same.at(-1) ?? 0) + 1) break;
      same.push(entry.year);
    }
    limits = w.goal.limits(usd(Number(first.limitCents)), yearsWords(same, w), [
      usd(Number(last.limitCents)),
      last.year,
    ]);
  }
  const total = most.years.reduce((sum, entry) => sum + Number(entry.limitCents), 0);
  return w.goal.largestPlan(who, limits, usd(total));
}

type SolvedSource = Pick<SourceInput, 'schedule' | 'stepUpRate'>;

/** ", rising 5% a year" for a recurring schedule that steps up, whose amount found is only its first
 *  year's (docs/api.md#solve); "" otherwise. */
export function risingWords(source: SolvedSource, w: Catalog): string {
  const rate = source.stepUpRate ?? 0;
  return source.schedule.type === 'once' || rate === 0 ? '' : w.answer.rising(percent(rate));
}

/** How often and when the source solved for deposits the amount found, for the page's sentence: "a
 *  month, from 8 months to 18 years", "once, at 2 years", and risingWords after a schedule that
 *  steps up. */
export function solvedCadenceWords(source: SolvedSource, w: Catalog): string {
  const { schedule } = source;
  if (schedule.type === 'once') return w.goal.once(w.answer.ageText(schedule.atAgeMonths));
  const cadence = w.goal.recurring(
    schedule.type === 'monthly',
    w.answer.ageText(schedule.startAgeMonths),
    w.answer.ageText(schedule.endAgeMonths),
  );
  return `${cadence}${risingWords(source, w)}`;
}
