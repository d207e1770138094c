// The normalised scenario: every field present, defaults filled in, keys in one fixed order. It is
// the canonical form behind share links, cache keys and identical responses
// (docs/api.md#share-links, docs/api.md#caching). The one exception is returnModel, written only
// when it is historical: a scenario without it has always meant lognormal, so the links, keys and
// answers of lognormal scenarios stay byte for byte what they were before the field existed.
import type { ReturnModel, ScenarioInput, ScheduleInput, SourceInput, SourceKind } from '../schemas/scenario.js';
import { DEFAULTS } from '../schemas/scenario.js';

export type Schedule =
  | { type: 'monthly'; amountCents: string; startAgeMonths: number; endAgeMonths: number }
  | { type: 'annual'; amountCents: string; monthOfYear: number; startAgeMonths: number; endAgeMonths: number }
  | { type: 'once'; amountCents: string; atAgeMonths: number };

export interface Source {
  id: string;
  kind: SourceKind;
  stepUpRate: number;
  schedule: Schedule;
}

export interface Scenario {
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
  sources: Source[];
}

export function returnModelOf(scenario: Scenario): ReturnModel {
  return scenario.returnModel ?? DEFAULTS.returnModel;
}

function normaliseSchedule(schedule: ScheduleInput): Schedule {
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

function normaliseSource(source: SourceInput): Source {
  return {
    id: source.id,
    kind: source.kind as SourceKind,
    stepUpRate: source.stepUpRate ?? DEFAULTS.stepUpRate,
    schedule: normaliseSchedule(source.schedule),
  };
}

/** A schema-valid scenario with its defaults filled in and its keys in canonical order. */
export function normaliseScenario(input: ScenarioInput): Scenario {
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
    sources: (input.sources ?? []).map(normaliseSource),
  };
}
