// fast-check arbitraries of scenarios (docs/api.md#scenario), shared by the test files that send
// generated scenarios: doubles next to a bound, and valid scenarios, every bound and cross-field
// rule respected (years 1 to 9999, expected children, up to 8 sources of every kind and schedule).
import fc from 'fast-check';
import { addMonths, compareDates, daysInMonth, formatDate } from '../../core/common/dates.js';
import { MAX_SEED_MAGNITUDE as MAX_SEED } from '../../core/schemas/scenario-values.js';

/** The next double above x. */
export function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE; // from 0 and from -0
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, x >= 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}
/** The next double below x. */
export const nextDown = (x: number) => -nextUp(-x);

const dateArb = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

const rate = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(min, max, nextUp(min), nextDown(max), Math.max(min, 5e-324), Math.max(min, -0)),
    fc.double({ min, max, noNaN: true }),
  );
const ageArb = fc.integer({ min: 0, max: 1428 });
const centsArb = fc.oneof(
  fc.constantFrom('0', '1', '000000000000', '999999999999'),
  fc.stringMatching(/^[0-9]{1,12}$/),
);
const scheduleArb = fc.oneof(
  fc
    .tuple(centsArb, ageArb, ageArb)
    .filter(([, a, b]) => a !== b)
    .map(([amountCents, a, b]) => ({
      type: 'monthly',
      amountCents,
      startAgeMonths: Math.min(a, b),
      endAgeMonths: Math.max(a, b),
    })),
  fc
    .tuple(centsArb, fc.integer({ min: 1, max: 12 }), ageArb, ageArb)
    .filter(([, , a, b]) => a !== b)
    .map(([amountCents, monthOfYear, a, b]) => ({
      type: 'annual',
      amountCents,
      monthOfYear,
      startAgeMonths: Math.min(a, b),
      endAgeMonths: Math.max(a, b),
    })),
  fc.tuple(centsArb, ageArb).map(([amountCents, atAgeMonths]) => ({ type: 'once', amountCents, atAgeMonths })),
);
const sourceArb = fc.record(
  {
    id: fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 16 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 64 }),
      fc.constantFrom('🙂', '\ud800', 'x'.repeat(64)),
    ),
    kind: fc.constantFrom('family', 'relative', 'charity', 'employer'),
    stepUpRate: rate(0, 1),
    schedule: scheduleArb,
  },
  { requiredKeys: ['id', 'kind', 'schedule'] },
);

/** Scenarios within every bound and every cross-field rule: each gets a projection or
 *  RESULT_OUT_OF_RANGE, never a validation problem. */
export const validScenario = fc
  .record({
    birth: dateArb,
    /** Child's age in completed months on asOf; negative: an expected child, born that many months later. */
    age: fc.oneof(fc.integer({ min: -12, max: 1427 }), fc.constantFrom(-12, -1, 0, 1427)),
    asOfDay: fc.nat(),
    targetPick: fc.nat(),
    seed: fc.oneof(fc.constantFrom(-MAX_SEED, MAX_SEED, 0, -0), fc.integer({ min: -MAX_SEED, max: MAX_SEED })),
    options: fc.record(
      {
        includeSeed: fc.boolean(),
        annualReturn: rate(-0.5, 0.2),
        returnIsReal: fc.boolean(),
        annualInflation: rate(0, 0.2),
        annualFee: rate(0, 0.05),
        annualVolatility: rate(0, 0.6),
        mcPaths: fc.integer({ min: 100, max: 300 }),
        returnModel: fc.constantFrom('lognormal', 'historical'),
      },
      { requiredKeys: [] },
    ),
    sources: fc.option(fc.uniqueArray(sourceArb, { maxLength: 8, selector: (s) => s.id }), { nil: undefined }),
  })
  .map(({ birth, age, asOfDay, targetPick, seed, options, sources }) => {
    // asOf in the month the child completes `age` months, on or after that day: exactly `age`
    // completed months. An expected child: asOf `-age` months before the birth date, same day or earlier.
    const anniversary = addMonths(birth, Math.abs(age));
    const expected = age < 0;
    const asOf = expected
      ? addMonths(birth, age)
      : {
          ...anniversary,
          day: anniversary.day + (asOfDay % (daysInMonth(anniversary.year, anniversary.month) - anniversary.day + 1)),
        };
    const startAge = expected ? 0 : age;
    const targetAgeMonths = startAge + 1 + (targetPick % (1428 - startAge));
    return {
      asOf,
      birth,
      scenario: {
        asOf: formatDate(asOf),
        birthDate: formatDate(birth),
        targetAgeMonths,
        mcSeed: seed,
        ...options,
        ...(sources ? { sources } : {}),
      },
    };
  })
  .filter(
    ({ asOf, birth }) =>
      asOf.year >= 1 &&
      asOf.year <= 9999 &&
      // An expected child is born at most 12 months after asOf (29 Feb after 28 Feb a year before is not).
      compareDates(birth, addMonths(asOf, 12)) <= 0,
  )
  .map(({ scenario }) => scenario);
