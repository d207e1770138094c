// The free money a child may get (docs/api.md#eligibility): the pilot contribution and each pledge
// of core/statute/pledges.ts, tested against what the service can know (the birth date, the day
// asked about, the state). What it cannot know (a ZIP code's median income, citizenship) is said in
// `conditions`. Pure and browser-safe: GET /v1/eligibility, its MCP tool and the page's box answer
// with this one function, so the three cannot differ.
import { addMonths, type CivilDate, compareDates, completedMonths, longDate, parseDate } from '../common/dates.js';
import { usd } from '../common/format.js';
import { US_STATES, type UsState } from '../common/us-states.js';
import type { Eligibility, PilotEligibility, PledgeEligibility } from '../schemas/eligibility.js';
import type { GiftRule } from '../schemas/rules.js';
import { PILOT_RULE, PLEDGES } from '../statute/pledges.js';
import { STATUTE } from '../statute/statute.js';

export interface EligibilityRequest {
  birthDate: string;
  asOf: string;
  state?: UsState | undefined;
}

export interface Gifts {
  pilot: GiftRule;
  pledges: readonly GiftRule[];
}

const GIFTS: Gifts = { pilot: PILOT_RULE, pledges: PLEDGES };

function dateOf(iso: string): CivilDate {
  const date = parseDate(iso);
  if (date === undefined) throw new Error(`eligibility: ${iso} is not a date`);
  return date;
}

/** Whole years of age on `on` (the model's month arithmetic: docs/model.md#time), or undefined
 *  before birth. A child born on 29 February completes a year on 28 February in other years. */
function yearsOn(birth: CivilDate, on: CivilDate): number | undefined {
  return compareDates(on, birth) < 0 ? undefined : Math.floor(completedMonths(birth, on) / 12);
}

/** "aged 10 and under" for belowYears 11. */
function ageWords(belowYears: number): string {
  return `aged ${belowYears - 1} and under`;
}

function birthRangeWords(from: string | undefined, to: string | undefined): string {
  if (from !== undefined && to !== undefined) return `born from ${longDate(from)} through ${longDate(to)}`;
  if (from !== undefined) return `born on or after ${longDate(from)}`;
  return `born on or before ${longDate(to as string)}`;
}

function statesWords(states: readonly string[]): string {
  const names = states.map((code) => US_STATES[code as UsState] ?? code);
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** An account can be elected until December 31 of the year the child turns 17 (530A(b)(2)). */
function accountStillPossible(birth: CivilDate, asOf: CivilDate): boolean {
  return asOf.year <= birth.year + STATUTE.growthPeriodLastAge;
}

function noAccountReason(birthDate: string, birth: CivilDate): string {
  const lastYear = birth.year + STATUTE.growthPeriodLastAge;
  return (
    `No Trump account can be opened for a child born ${longDate(birthDate)} after ${lastYear}, the year the child ` +
    `turns ${STATUTE.growthPeriodLastAge}, so no gift can be paid into one.`
  );
}

function inBirthRange(birth: CivilDate, rule: GiftRule): boolean {
  const { bornFrom, bornTo } = rule.qualifies;
  if (bornFrom !== undefined && compareDates(birth, dateOf(bornFrom)) < 0) return false;
  if (bornTo !== undefined && compareDates(birth, dateOf(bornTo)) > 0) return false;
  return true;
}

function pilotAnswer(
  request: EligibilityRequest,
  birth: CivilDate,
  asOf: CivilDate,
  pilot: GiftRule,
): PilotEligibility {
  // Fields in the documented order (docs/api.md#eligibility).
  const answer = (eligible: boolean, reason: string): PilotEligibility => ({
    eligible,
    amountCents: pilot.amountCents,
    reason,
    sourceUrl: pilot.sourceUrls[0] as string,
  });
  const range = birthRangeWords(pilot.qualifies.bornFrom, pilot.qualifies.bornTo);
  if (!accountStillPossible(birth, asOf)) return answer(false, noAccountReason(request.birthDate, birth));
  if (!inBirthRange(birth, pilot)) {
    return answer(false, `Born ${longDate(request.birthDate)}: the pilot contribution is only for children ${range}.`);
  }
  return answer(
    true,
    `Born ${longDate(request.birthDate)}, within the pilot's birth dates (${range}): the Treasury pays ` +
      `${usd(Number(pilot.amountCents))} once a parent or guardian elects it on IRS Form 4547 or at trumpaccounts.gov, ` +
      'if the child is a U.S. citizen with a Social Security number and has had no earlier pilot election.',
  );
}

/** What the service cannot check, in words: the income test, citizenship, the pledge's other terms. */
function conditionsOf(rule: GiftRule): string[] {
  const { qualifies } = rule;
  const conditions: string[] = [];
  if (qualifies.zipMedianIncomeBelowCents !== undefined) {
    conditions.push(
      `the child lives in a ZIP code whose median income is below ${usd(Number(qualifies.zipMedianIncomeBelowCents))}`,
    );
  }
  if (qualifies.usCitizen === true) conditions.push('the child is a U.S. citizen');
  conditions.push(...(qualifies.otherTerms ?? []));
  return conditions;
}

/** The first test the child fails, in words; undefined when all the service can know fits. The
 *  second part of the answer says what fits, for the reason of a pledge that may apply. */
function pledgeTests(
  request: EligibilityRequest,
  birth: CivilDate,
  asOf: CivilDate,
  rule: GiftRule,
  pilot: GiftRule,
): { failed: string | undefined; fits: string[] } {
  const { qualifies } = rule;
  const fits: string[] = [];
  if (!accountStillPossible(birth, asOf)) return { failed: noAccountReason(request.birthDate, birth), fits };
  const born = longDate(request.birthDate);
  if (!inBirthRange(birth, rule)) {
    return {
      failed: `Born ${born}: the pledge is for children ${birthRangeWords(qualifies.bornFrom, qualifies.bornTo)}.`,
      fits,
    };
  }
  if (qualifies.bornFrom !== undefined || qualifies.bornTo !== undefined) {
    fits.push(birthRangeWords(qualifies.bornFrom, qualifies.bornTo));
  }
  if (qualifies.age !== undefined) {
    const { belowYears, measuredOn } = qualifies.age;
    const on = longDate(measuredOn);
    const years = yearsOn(birth, dateOf(measuredOn));
    const wanted = `the pledge is for children ${ageWords(belowYears)} on that day`;
    if (years === undefined) return { failed: `The child was not yet born on ${on}; ${wanted}.`, fits };
    if (years >= belowYears) return { failed: `The child was ${years} on ${on}; ${wanted}.`, fits };
    fits.push(`${years} years old on ${on}, when the pledge is for children ${ageWords(belowYears)}`);
  }
  if (qualifies.pilotEligible === false && inBirthRange(birth, pilot)) {
    return {
      failed: `Born ${born}, within the pilot's birth dates: the pledge is for children who cannot get the pilot contribution.`,
      fits,
    };
  }
  if (qualifies.states !== undefined) {
    const where = statesWords(qualifies.states);
    const only = `The pledge is only for children living in ${where}`;
    if (request.state === undefined) {
      const example = qualifies.states[0] as string;
      return { failed: `${only}; give the state (state=${example}) to check it.`, fits };
    }
    if (!qualifies.states.includes(request.state)) {
      return { failed: `${only}, not in ${US_STATES[request.state]}.`, fits };
    }
    fits.push(`living in ${US_STATES[request.state]}`);
  }
  return { failed: undefined, fits };
}

function pledgeAnswer(
  request: EligibilityRequest,
  birth: CivilDate,
  asOf: CivilDate,
  rule: GiftRule,
  pilot: GiftRule,
): PledgeEligibility {
  const { failed, fits } = pledgeTests(request, birth, asOf, rule, pilot);
  const conditions = conditionsOf(rule);
  const rest = conditions.length > 0 ? ` It also needs what the service cannot check: ${conditions.join('; ')}.` : '';
  const reason =
    failed ??
    (fits.length > 0
      ? `Born ${longDate(request.birthDate)}, the child fits what the service can check: ${fits.join(', ')}.${rest}`
      : `The child fits what the service can check.${rest}`);
  return {
    id: rule.id,
    sponsor: rule.sponsor,
    amountCents: rule.amountCents,
    mayQualify: failed === undefined,
    conditions,
    reason,
    sourceUrl: rule.sourceUrls[0] as string,
  };
}

/** The gifts a child born on birthDate may get, asked on asOf, living in state (when given). The
 *  dates must be real calendar dates (eligibility-query.ts checks them). */
export function eligibility(request: EligibilityRequest, gifts: Gifts = GIFTS): Eligibility {
  const birth = dateOf(request.birthDate);
  const asOf = dateOf(request.asOf);
  return {
    pilot: pilotAnswer(request, birth, asOf, gifts.pilot),
    pledges: gifts.pledges.map((rule) => pledgeAnswer(request, birth, asOf, rule, gifts.pilot)),
  };
}

/**
 * The age in months at which a gift lands in a projection that starts on asOf (docs/statute.md#the-pilot-and-the-pledges):
 * the first step of the projection dated on or after the later of asOf, the first contribution date
 * and the day the gift pays from, as the seed is credited (docs/model.md#time). Step 0 of a born
 * child is dated asOf; every other step on the day the child reaches its age.
 */
export function giftDepositAgeMonths(birthDate: string, asOfDate: string, gift: GiftRule): number {
  const birth = dateOf(birthDate);
  const asOf = dateOf(asOfDate);
  const expected = compareDates(birth, asOf) > 0;
  const startAgeMonths = expected ? 0 : completedMonths(birth, asOf);
  let from = dateOf(STATUTE.firstContributionDate);
  if (gift.paysFrom !== null && compareDates(dateOf(gift.paysFrom), from) > 0) from = dateOf(gift.paysFrom);
  const startDate = expected ? birth : asOf;
  if (compareDates(startDate, from) >= 0) return startAgeMonths;
  // The first age whose birthday-month falls on or after `from`: later than the start, as the
  // start is before `from`.
  let age = completedMonths(birth, from);
  if (compareDates(addMonths(birth, age), from) < 0) age += 1;
  return Math.max(age, startAgeMonths);
}
