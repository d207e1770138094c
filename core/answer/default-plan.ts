// The plan a fresh page opens with (docs/api.md#website): a child born on the start date, $100 a
// month from the parents from birth to 18, every other field at its default. One home for it: the
// page's form writes it, and the server writes its answer into the page before any script runs
// (docs/api.md#the-first-answer-at-once).
import type { ScenarioInput } from '../schemas/scenario.js';
import { DEFAULTS } from '../schemas/scenario-values.js';

/** Default horizon of a fresh form: a newborn's parents, to 18. */
export const DEFAULT_TARGET_AGE_MONTHS = 18 * 12;
/** A fresh source's contribution: $100 a month. */
export const DEFAULT_SOURCE_AMOUNT_CENTS = '10000';

/** The default plan on `today` (YYYY-MM-DD), as a scenario body the API and the page's form read;
 *  its source is named in the page's language (`sourceName`, core/i18n/: "parents"). */
export function defaultPlanBody(today: string, sourceName: string): ScenarioInput {
  return {
    asOf: today,
    birthDate: today,
    targetAgeMonths: DEFAULT_TARGET_AGE_MONTHS,
    includeSeed: DEFAULTS.includeSeed,
    annualReturn: DEFAULTS.annualReturn,
    returnIsReal: DEFAULTS.returnIsReal,
    annualInflation: DEFAULTS.annualInflation,
    annualFee: DEFAULTS.annualFee,
    annualVolatility: DEFAULTS.annualVolatility,
    mcSeed: DEFAULTS.mcSeed,
    mcPaths: DEFAULTS.mcPaths,
    returnModel: DEFAULTS.returnModel,
    sources: [
      {
        id: sourceName,
        kind: 'family',
        stepUpRate: DEFAULTS.stepUpRate,
        schedule: {
          type: 'monthly',
          amountCents: DEFAULT_SOURCE_AMOUNT_CENTS,
          startAgeMonths: 0,
          endAgeMonths: DEFAULT_TARGET_AGE_MONTHS,
        },
      },
    ],
  };
}
