// Runs one default projection so V8 compiles the engine's hot functions before the first real
// request (the first call runs in the baseline compiler:
// docs/performance.md#chunked-calls-and-warm-up).

import type { Engine } from '../engine/engine.js';
import { STATUTE } from '../statute/statute.js';
import { checkScenario } from '../validation/validate.js';
import { project } from './project.js';

const WARM_SCENARIO = { asOf: '2026-07-04', birthDate: '2026-01-01', targetAgeMonths: 216 };
const WARM_ROUNDS = 3;
/** Each return model has its own kernel (docs/model.md#historical-markets). */
const WARM_MODELS = ['lognormal', 'historical'] as const;

export function warmEngine(engine: Engine): void {
  for (const returnModel of WARM_MODELS) {
    const checked = checkScenario({ ...WARM_SCENARIO, returnModel }, STATUTE);
    if (!checked.ok) throw new Error('the warm-up scenario is invalid');
    for (let round = 0; round < WARM_ROUNDS; round++) {
      const outcome = project(engine, checked.scenario, checked.timeline, {
        statute: STATUTE,
        budgetPathMonths: 2000 * 216,
        sourceUrl: 'http://localhost',
        disclaimer: '',
        rulesVerifiedAt: '2026-01-01',
      });
      if (!outcome.ok) throw new Error('the warm-up projection failed');
    }
  }
}
