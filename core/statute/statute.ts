// The numbers of the statute that the engine applies. One source of truth: the rules data
// (rules-data.ts) states them in sentences for GET /v1/rules, and tests check the two agree.
// Sources: IRC 530A(b)(1)(C), (c)(2); IRC 128; IRC 6434 (see rules-data.ts for the URLs).

export interface IndexedLimit {
  /** The limit in cents for the base year and every year before it. */
  baseCents: number;
  /** Indexing applies to the years after this one. */
  baseYear: number;
  /** An indexed limit is rounded down to a multiple of this, in cents. */
  stepCents: number;
}

export interface Statute {
  /** 6434: the pilot contribution, in cents; not indexed, exempt from every limit. */
  seedCents: number;
  /** 6434(c): birth dates that qualify for the pilot, inclusive. */
  seedBirthFrom: string;
  seedBirthTo: string;
  /** 530A(b)(1)(C)(i)(I): no contribution before this date (12 months after enactment). */
  firstContributionDate: string;
  /** 530A(c)(2)-(3): the growth period ends on 31 December of the year the child turns this age. */
  growthPeriodLastAge: number;
  /** 530A(c)(2)(A), (C): family, relatives and employers together, per calendar year. */
  annualLimit: IndexedLimit;
  /** 128(b), (c): employer contributions excluded from income, per year. */
  employerLimit: IndexedLimit;
  /** 219(b), 219(b)(5): the traditional IRA limit that applies after the growth period. */
  iraLimit: IndexedLimit;
  /** 530A(b)(3)(A)(iii): the most an eligible fund may charge in annual expenses. */
  fundFeeCeiling: number;
}

export const STATUTE: Statute = Object.freeze({
  seedCents: 100_000, // $1,000
  seedBirthFrom: '2025-01-01',
  seedBirthTo: '2028-12-31',
  firstContributionDate: '2026-07-04',
  growthPeriodLastAge: 17,
  annualLimit: Object.freeze({ baseCents: 500_000, baseYear: 2027, stepCents: 10_000 }), // $5,000, $100 steps
  employerLimit: Object.freeze({ baseCents: 250_000, baseYear: 2027, stepCents: 10_000 }), // $2,500, $100 steps
  iraLimit: Object.freeze({ baseCents: 750_000, baseYear: 2026, stepCents: 50_000 }), // $7,500, $500 steps
  fundFeeCeiling: 0.001, // 0.10%
});

/** An indexed limit in `year`, as the engine applies it (docs/model.md#limits): the base up to its
 *  base year, then floor(base * (1 + inflation)^(year - base year) / step) * step, the power by
 *  repeated multiplication in the same order as assembly/statute.ts, so both give the same cents. */
export function limitForYear(rule: IndexedLimit, year: number, annualInflation: number): number {
  if (year <= rule.baseYear) return rule.baseCents;
  const growth = 1 + annualInflation;
  let factor = 1;
  for (let y = rule.baseYear; y < year; y++) factor *= growth;
  return Math.floor((rule.baseCents * factor) / rule.stepCents) * rule.stepCents;
}

/** The limit family, relative and employer deposits share in a calendar year: the annual limit in
 *  the growth period, the IRA limit afterwards (docs/model.md#contributions-and-the-statute). */
export function yearLimit(statute: Statute, year: number, birthYear: number, annualInflation: number): number {
  const rule = year <= birthYear + statute.growthPeriodLastAge ? statute.annualLimit : statute.iraLimit;
  return limitForYear(rule, year, annualInflation);
}
