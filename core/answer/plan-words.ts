// The answer's first lines in words (docs/api.md#website): the plan it answers, restated in one
// sentence from the checked scenario ("$100 a month from parents from birth to 18 years, plus the
// $1,000 pilot contribution"), and, when the statute cut or left out deposits, how much and what
// the limit allows, from the engine's own figures.

import { itemAt } from '../common/checked.js';
import { longDate, MONTH_NAMES } from '../common/dates.js';
import { percent, usd } from '../common/format.js';
import type { StatuteCuts } from '../projection/todays-dollars.js';
import type { NormalisedScenario, NormalisedSource } from '../scenario/scenario.js';
import type { Statute } from '../statute/statute.js';
import { ageText, money, typedMoney } from './words.js';

/** "$5,000 a year, rising with inflation after 2027": what a limit allows. */
export function limitText(rule: Statute['annualLimit'], after: string): string {
  return `${usd(rule.baseCents)} a year, rising with inflation ${after} ${rule.baseYear}`;
}

/** "at birth", "at 2 years"; "from birth", "from 8 months". */
function ageWords(months: number, word: 'at' | 'from'): string {
  return months === 0 ? `${word} birth` : `${word} ${ageText(months)}`;
}

/** "$100 a month from parents from birth to 18 years, rising 3% a year". */
function sourceWords(source: NormalisedSource): string {
  const { schedule } = source;
  const amount = typedMoney(schedule.amountCents);
  if (schedule.type === 'once') return `${amount} from ${source.id} ${ageWords(schedule.atAgeMonths, 'at')}`;
  const per =
    schedule.type === 'monthly' ? 'a month' : `a year (each ${itemAt(MONTH_NAMES, schedule.monthOfYear - 1)})`;
  const rising = source.stepUpRate === 0 ? '' : `, rising ${percent(source.stepUpRate)} a year`;
  return (
    `${amount} ${per} from ${source.id} ${ageWords(schedule.startAgeMonths, 'from')} to ` +
    `${ageText(schedule.endAgeMonths)}${rising}`
  );
}

/** "a", "a and b", "a; b; and c" (a source's words may hold a comma). */
function listWords(items: string[], separator: string): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(separator)}${separator}and ${itemAt(items, items.length - 1)}`;
}

/** The plan in one sentence: its deposits, the pilot contribution paid, the money already there. */
export function planWords(scenario: NormalisedScenario, seedCents: string): string {
  const deposits = listWords(scenario.sources.map(sourceWords), '; ');
  const extras = [
    seedCents === '0' ? '' : `the ${usd(Number(seedCents))} pilot contribution`,
    (scenario.currentBalanceCents ?? '0') === '0'
      ? ''
      : `the ${typedMoney(scenario.currentBalanceCents ?? '0')} already in the account`,
  ].filter(Boolean);
  if (deposits === '') return `The plan: no deposits${extras.length === 0 ? '' : `, only ${listWords(extras, ', ')}`}.`;
  return `The plan: ${[deposits, ...extras.map((extra) => `plus ${extra}`)].join(', ')}.`;
}

/** What the statute cut or left out, with what each limit allows, in the chosen dollars (`cuts`:
 *  as paid, or each cut in dollars of its own month made today's); '' when nothing was. */
export function cutWords(facts: StatuteCuts, statute: Statute): string {
  const parts = [
    facts.cutByAnnualLimitCents > 0 &&
      `the yearly limit cuts ${money(facts.cutByAnnualLimitCents)} of the family, relative and employer deposits ` +
        `(together they may put in ${limitText(statute.annualLimit, 'after')})`,
    facts.cutByEmployerLimitCents > 0 &&
      `the employer limit cuts ${money(facts.cutByEmployerLimitCents)} (an employer may put in ` +
        `${limitText(statute.employerLimit, 'after')})`,
    facts.cutByIraLimitCents > 0 &&
      `once the account is a traditional IRA, the IRA limit cuts ${money(facts.cutByIraLimitCents)} ` +
        `(${limitText(statute.iraLimit, 'after')})`,
    facts.droppedBeforeFirstDateCents > 0 &&
      `${money(facts.droppedBeforeFirstDateCents)} planned before ${longDate(statute.firstContributionDate)}, ` +
        'the first day the account takes deposits, is left out',
    facts.droppedAfterGrowthPeriodCents > 0 &&
      `${money(facts.droppedAfterGrowthPeriodCents)} of employer and charity deposits from the year the child ` +
        `turns ${statute.growthPeriodLastAge + 1} is left out (a traditional IRA takes neither)`,
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return '';
  return `Not all of this plan goes in: ${parts.join('; ')}.`;
}
