// The normalised scenario: every field present, defaults filled in, keys in one fixed order. It is
// the canonical form behind share links, cache keys and identical responses
// (docs/api.md#share-links, docs/api.md#caching). The one exception is returnModel, written only
// when it is historical: a scenario without it has always meant lognormal, so the links, keys and
// answers of lognormal scenarios stay byte for byte what they were before the field existed. So is
// mcSampler, written only when it is "sobol" (absent has always meant pseudo-random paths). The
// money already in the account and the goal follow the same rule: written only when not zero or
// absent, their cents without leading zeros. So does afterTax (docs/after-tax.md), written only
// when asked, its optional fields only when given; its filingStatus only when it is not "single"
// (absent has always meant a single filer), and a source's salaryReduction only when true; its state
// only when given, and then with parentStateRate filled in (docs/after-tax.md#state-tax).

import type { AfterTaxFields, GoalInput, ScenarioInput, ScheduleInput, SourceInput } from '../schemas/scenario.js';
import {
  AFTER_TAX_DEFAULTS,
  CONVERSION_DEFAULTS,
  DEFAULTS,
  GOAL_DEFAULTS,
  type McSampler,
  PLAN_DEFAULTS,
  type ReturnModel,
  type SourceKind,
} from '../schemas/scenario-values.js';
import type { StateCode } from '../statute/state-tax-types.js';
import { STATE_TAX } from '../statute/states/index.js';
import type { AfterTaxInput } from '../tax/federal-tax.js';
import { defaultParentStateRate } from '../tax/state-tax.js';

export type NormalisedSchedule =
  | { type: 'monthly'; amountCents: string; startAgeMonths: number; endAgeMonths: number }
  | { type: 'annual'; amountCents: string; monthOfYear: number; startAgeMonths: number; endAgeMonths: number }
  | { type: 'once'; amountCents: string; atAgeMonths: number };

export interface NormalisedSource {
  id: string;
  kind: SourceKind;
  stepUpRate: number;
  schedule: NormalisedSchedule;
  /** Only when true: an employer source paid from the employee's own pay before income tax
   *  (docs/after-tax.md#salary-reduction). */
  salaryReduction?: true;
}

export interface Goal {
  amountCents: string;
  atAgeMonths: number;
  real: boolean;
  probability: number;
}

export interface NormalisedScenario {
  asOf: string;
  birthDate: string;
  targetAgeMonths: number;
  includeSeed: boolean;
  annualReturn: number;
  returnIsReal: boolean;
  annualInflation: number;
  annualFee: number;
  annualVolatility: number;
  mcSeed: number;
  mcPaths: number;
  /** Absent means lognormal (see above). */
  returnModel?: 'historical';
  /** Absent means pseudo-random paths (see above). */
  mcSampler?: 'sobol';
  /** Absent means "0" (see above), likewise the next two. */
  currentBalanceCents?: string;
  currentBasisCents?: string;
  contributedThisYearCents?: string;
  /** Absent means no goal. */
  goal?: Goal;
  /** Absent means no after-tax comparison. */
  afterTax?: AfterTaxInput;
  sources: NormalisedSource[];
}

/** Cents of the money already in the account (docs/api.md#money-already-in-the-account). */
export function startingCents(scenario: NormalisedScenario): {
  balance: number;
  basis: number;
  contributedThisYear: number;
} {
  return {
    balance: Number(scenario.currentBalanceCents ?? 0),
    basis: Number(scenario.currentBasisCents ?? 0),
    contributedThisYear: Number(scenario.contributedThisYearCents ?? 0),
  };
}

export function returnModelOf(scenario: NormalisedScenario): ReturnModel {
  return scenario.returnModel ?? DEFAULTS.returnModel;
}

export function mcSamplerOf(scenario: NormalisedScenario): McSampler {
  return scenario.mcSampler ?? DEFAULTS.mcSampler;
}

function normaliseSchedule(schedule: ScheduleInput): NormalisedSchedule {
  switch (schedule.type) {
    case 'monthly':
      return {
        type: 'monthly',
        amountCents: schedule.amountCents,
        startAgeMonths: schedule.startAgeMonths,
        endAgeMonths: schedule.endAgeMonths,
      };
    case 'annual':
      return {
        type: 'annual',
        amountCents: schedule.amountCents,
        monthOfYear: schedule.monthOfYear,
        startAgeMonths: schedule.startAgeMonths,
        endAgeMonths: schedule.endAgeMonths,
      };
    case 'once':
      return { type: 'once', amountCents: schedule.amountCents, atAgeMonths: schedule.atAgeMonths };
  }
}

function normaliseSource(source: SourceInput): NormalisedSource {
  return {
    id: source.id,
    kind: source.kind as SourceKind,
    stepUpRate: source.stepUpRate ?? DEFAULTS.stepUpRate,
    schedule: normaliseSchedule(source.schedule),
    ...(source.salaryReduction === true ? { salaryReduction: true as const } : {}),
  };
}

/** Whole cents without leading zeros (12 digits: exact as a number). */
function canonicalCents(cents: string): string {
  return String(Number(cents));
}

/** `{ [key]: cents }` unless the cents are absent or zero. */
function centsUnlessZero<K extends string>(key: K, cents: string | undefined): { [P in K]?: string } {
  if (cents === undefined || Number(cents) === 0) return {};
  return { [key]: canonicalCents(cents) } as { [P in K]?: string };
}

function normaliseGoal(goal: GoalInput): Goal {
  return {
    amountCents: canonicalCents(goal.amountCents),
    atAgeMonths: goal.atAgeMonths,
    real: goal.real ?? GOAL_DEFAULTS.real,
    probability: goal.probability ?? GOAL_DEFAULTS.probability,
  };
}

function normaliseAfterTax(fields: AfterTaxFields): AfterTaxInput {
  const given = <K extends keyof AfterTaxFields>(key: K): { [P in K]?: AfterTaxFields[K] } =>
    (fields[key] === undefined ? {} : { [key]: fields[key] }) as { [P in K]?: AfterTaxFields[K] };
  return {
    use: fields.use ?? AFTER_TAX_DEFAULTS.use,
    otherIncomeCents: canonicalCents(fields.otherIncomeCents ?? AFTER_TAX_DEFAULTS.otherIncomeCents),
    ...(fields.otherUnearnedIncomeCents === undefined
      ? {}
      : { otherUnearnedIncomeCents: canonicalCents(fields.otherUnearnedIncomeCents) }),
    parentOrdinaryRate: fields.parentOrdinaryRate ?? AFTER_TAX_DEFAULTS.parentOrdinaryRate,
    parentCapitalGainsRate: fields.parentCapitalGainsRate ?? AFTER_TAX_DEFAULTS.parentCapitalGainsRate,
    ...given('ordinaryRate'),
    ...given('capitalGainsRate'),
    ...given('kiddieTax'),
    ...given('fullTimeStudent'),
    ...(fields.qualifiedExpensesCents === undefined
      ? {}
      : { qualifiedExpensesCents: canonicalCents(fields.qualifiedExpensesCents) }),
    ...(fields.filingStatus === undefined || fields.filingStatus === 'single'
      ? {}
      : { filingStatus: fields.filingStatus }),
    ...(fields.state === undefined
      ? {}
      : {
          state: fields.state as StateCode,
          parentStateRate:
            fields.parentStateRate ??
            defaultParentStateRate(
              STATE_TAX[fields.state as StateCode],
              fields.parentOrdinaryRate ?? AFTER_TAX_DEFAULTS.parentOrdinaryRate,
            ),
        }),
    ...(fields.plan === undefined
      ? {}
      : {
          plan: {
            fromAgeMonths: fields.plan.fromAgeMonths,
            years: fields.plan.years,
            method: fields.plan.method ?? PLAN_DEFAULTS.method,
          },
        }),
    ...(fields.conversion === undefined
      ? {}
      : {
          conversion: {
            fromAgeMonths: fields.conversion.fromAgeMonths,
            years: fields.conversion.years,
            taxPaidFrom: fields.conversion.taxPaidFrom ?? CONVERSION_DEFAULTS.taxPaidFrom,
          },
        }),
  };
}

/** A schema-valid scenario with its defaults filled in and its keys in canonical order. */
export function normaliseScenario(input: ScenarioInput): NormalisedScenario {
  return {
    asOf: input.asOf,
    birthDate: input.birthDate,
    targetAgeMonths: input.targetAgeMonths,
    includeSeed: input.includeSeed ?? DEFAULTS.includeSeed,
    annualReturn: input.annualReturn ?? DEFAULTS.annualReturn,
    returnIsReal: input.returnIsReal ?? DEFAULTS.returnIsReal,
    annualInflation: input.annualInflation ?? DEFAULTS.annualInflation,
    annualFee: input.annualFee ?? DEFAULTS.annualFee,
    annualVolatility: input.annualVolatility ?? DEFAULTS.annualVolatility,
    mcSeed: input.mcSeed ?? DEFAULTS.mcSeed,
    mcPaths: input.mcPaths ?? DEFAULTS.mcPaths,
    ...(input.returnModel === 'historical' ? { returnModel: input.returnModel } : {}),
    ...(input.mcSampler === 'sobol' ? { mcSampler: input.mcSampler } : {}),
    ...centsUnlessZero('currentBalanceCents', input.currentBalanceCents),
    ...centsUnlessZero('currentBasisCents', input.currentBasisCents),
    ...centsUnlessZero('contributedThisYearCents', input.contributedThisYearCents),
    ...(input.goal === undefined ? {} : { goal: normaliseGoal(input.goal) }),
    ...(input.afterTax === undefined ? {} : { afterTax: normaliseAfterTax(input.afterTax) }),
    sources: (input.sources ?? []).map(normaliseSource),
  };
}
