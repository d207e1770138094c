// A command's answer: a body read and computed through the one pipeline (core/pipeline.ts) on this
// thread, with the settings the service would use, so standard output is the API's body for the
// same SITE_URL and budgets. Problems are those the API answers with.
import type { Engine } from '../core/engine/engine.js';
import { type Computed, compute, type Operation, type Prepared, prepare } from '../core/pipeline.js';
import { type Problem, problem } from '../core/schemas/problems.js';
import { checkScenario } from '../core/validation/validate.js';
import { validationProblem } from '../server/service/projections.js';
import type { Config } from '../server/settings/config.js';

type Refused = { ok: false; problem: Problem };

/** The body validated and normalised, or the API's validation problem. */
export function prepareBody(body: unknown, operation: Operation, config: Config): Prepared | Refused {
  const prepared = prepare(body, operation, checkScenario);
  return prepared.ok ? prepared : { ok: false, problem: validationProblem(config.siteUrl, prepared.errors) };
}

/** The answer of a prepared body, or the API's problem when it is out of range. */
export function computeBody(engine: Engine, prepared: Prepared, config: Config): (Computed & { ok: true }) | Refused {
  const computed = compute(engine, prepared, config);
  return computed.ok ? computed : { ok: false, problem: problem(config.siteUrl, computed.code, computed.detail) };
}
