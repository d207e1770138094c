// The answer's first lines in words (docs/api.md#website): the plan it answers, restated in one
// sentence from the checked scenario ("$100 a month from parents from birth to 18 years, plus the
// $1,000 pilot contribution"), and, when the statute cut or left out deposits, how much and what
// the limit allows, from the engine's own figures. The words are the language's (core/i18n/).

import { itemAt } from '../common/checked.js';
import { percent, usd } from '../common/format.js';
import type { Catalog } from '../i18n/en.js';
import type { StatuteCuts } from '../projection/todays-dollars.js';
import type { NormalisedScenario, NormalisedSource } from '../scenario/scenario.js';
import type { Statute } from '../statute/statute.js';
import { money, typedMoney } from './words.js';

/** "$5,000 a year, rising with inflation after 2027": what a limit allows. */
export function limitText(rule: Statute['annualLimit'], w: Catalog): string {
  return w.answer.limit(usd(rule.baseCents), rule.baseYear);
}

/** An age, or null for birth, as the plan's words take it. */
function ageOrBirth(months: number, w: Catalog): string | null {
  return months === 0 ? null : w.answer.ageText(months);
}

/** "$100 a month from parents from birth to 18 years, rising 3% a year". */
function sourceWords(source: NormalisedSource, w: Catalog): string {
  const a = w.answer;
  const { schedule } = source;
  const amount = typedMoney(schedule.amountCents);
  if (schedule.type === 'once') return a.once(amount, source.id, a.ageAt(ageOrBirth(schedule.atAgeMonths, w)));
  const per = schedule.type === 'monthly' ? a.perMonth : a.perYear(itemAt(w.dates.months, schedule.monthOfYear - 1));
  const rising = source.stepUpRate === 0 ? '' : a.rising(percent(source.stepUpRate));
  return a.recurring(
    amount,
    per,
    source.id,
    a.ageFrom(ageOrBirth(schedule.startAgeMonths, w)),
    a.ageText(schedule.endAgeMonths),
    rising,
  );
}

/** The plan in one sentence: its deposits, the pilot contribution paid, the money already there. */
export function planWords(scenario: NormalisedScenario, seedCents: string, w: Catalog): string {
  const a = w.answer;
  const deposits = a.list(
    scenario.sources.map((source) => sourceWords(source, w)),
    '; ',
  );
  const extras = [
    seedCents === '0' ? '' : a.seed(usd(Number(seedCents))),
    (scenario.currentBalanceCents ?? '0') === '0' ? '' : a.balance(typedMoney(scenario.currentBalanceCents ?? '0')),
  ].filter(Boolean);
  return `${a.planLead}${planBody(deposits, extras, w)}.`;
}

/** The plan's sentence without its lead, for a table's cell (the comparison's first row). */
export function planCell(scenario: NormalisedScenario, seedCents: string, w: Catalog): string {
  return planWords(scenario, seedCents, w).slice(w.answer.planLead.length);
}

function planBody(deposits: string, extras: string[], w: Catalog): string {
  if (deposits === '') return w.answer.planNone(extras.length === 0 ? '' : w.answer.list(extras, ', '));
  return w.answer.plan(deposits, extras);
}

/** What the statute cut or left out, with what each limit allows, in the chosen dollars (`cuts`:
 *  as paid, or each cut in dollars of its own month made today's); '' when nothing was. */
export function cutWords(facts: StatuteCuts, statute: Statute, w: Catalog): string {
  const a = w.answer;
  const parts = [
    facts.cutByAnnualLimitCents > 0 &&
      a.cutAnnual(money(facts.cutByAnnualLimitCents), limitText(statute.annualLimit, w)),
    facts.cutByEmployerLimitCents > 0 &&
      a.cutEmployer(money(facts.cutByEmployerLimitCents), limitText(statute.employerLimit, w)),
    facts.cutByIraLimitCents > 0 && a.cutIra(money(facts.cutByIraLimitCents), limitText(statute.iraLimit, w)),
    facts.droppedBeforeFirstDateCents > 0 &&
      a.droppedBefore(money(facts.droppedBeforeFirstDateCents), w.dates.long(statute.firstContributionDate)),
    facts.droppedAfterGrowthPeriodCents > 0 &&
      a.droppedAfter(money(facts.droppedAfterGrowthPeriodCents), statute.growthPeriodLastAge + 1),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return '';
  return a.cuts(parts);
}
