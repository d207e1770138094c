// The engine's figures behind the projection's warnings, which carry only a code and the API's
// sentence: the page writes its own words from these (the answer's cuts, the notes), in its
// worker and, for the first answer, on the server (docs/api.md#the-first-answer-at-once).
import { COUNT_STRIDE } from '../../assembly/layout.js';
import type { DeterministicOutput } from '../engine/engine.js';
import { cutsAsPaid, type StatuteCuts } from '../projection/todays-dollars.js';
import type { NormalisedScenario } from '../scenario/scenario.js';

export interface NoteFacts extends StatuteCuts {
  /** Per source, in order: deposits scheduled before the child's age on asOf, and at or after the target. */
  outside: { past: number; beyond: number }[];
}

/** The figures behind the notes, from a projection's deterministic run (the cuts as paid). */
export function noteFacts(scenario: NormalisedScenario, d: DeterministicOutput): NoteFacts {
  return {
    outside: scenario.sources.map((_, i) => ({
      past: d.outsideHorizon[i * COUNT_STRIDE] ?? 0,
      beyond: d.outsideHorizon[i * COUNT_STRIDE + 1] ?? 0,
    })),
    ...cutsAsPaid(d),
  };
}
