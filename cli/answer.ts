// A command's answer: a body read and computed through the one pipeline (core/pipeline.ts) on this
// thread, with the settings the service would use, so standard output is the API's body for the
// same SITE_URL and budgets. Problems are those the API answers with.
import type { Engine } from '../core/engine/engine.js';
import { type Computed, compute, type Operation, type Prepared, prepare } from '../core/pipeline.js';
import { type Problem, problem } from '../core/schemas/problems.js';
import { checkScenario } from '../core/validation/validate.js';
import { createNodeEngine } from '../package/load-node.js';
import { validationProblem } from '../server/service/projections.js';
import type { Config } from '../server/settings/config.js';
import { type CommandIo, reportProblem } from './io.js';
import { readScenarioInput } from './read-input.js';
import { commandConfig } from './settings.js';

type Refused = { ok: false; problem: Problem };

/** The body validated and normalised, or the API's validation problem. */
function prepareBody(body: unknown, operation: Operation, config: Config): Prepared | Refused {
  const prepared = prepare(body, operation, checkScenario);
  return prepared.ok ? prepared : { ok: false, problem: validationProblem(config.siteUrl, prepared.errors) };
}

/** The answer of a prepared body, or the API's problem when it is out of range. */
function computeBody(engine: Engine, prepared: Prepared, config: Config): (Computed & { ok: true }) | Refused {
  const computed = compute(engine, prepared, config);
  return computed.ok ? computed : { ok: false, problem: problem(config.siteUrl, computed.code, computed.detail) };
}

export interface CommandInput {
  /** A file's path, or - for standard input. */
  input: string;
  siteUrl: string | undefined;
  /** Problems as JSON rather than sentences. */
  json: boolean;
}

/** A command's input read, prepared and computed with the settings of the environment (and
 *  --site-url); when any step refuses, its problem is reported and the exit status comes back. */
export async function answerInput(
  args: CommandInput,
  operation: Operation,
  io: CommandIo,
): Promise<{ prepared: Prepared; answer: Computed & { ok: true } } | number> {
  const config = commandConfig(io, args.siteUrl);
  const input = await readScenarioInput(args.input, io.stdin, config.siteUrl);
  if (!input.ok) return reportProblem(io, input.problem, args.json);
  const prepared = prepareBody(input.value, operation, config);
  if (!prepared.ok) return reportProblem(io, prepared.problem, args.json);
  const answer = computeBody(await createNodeEngine(), prepared, config);
  if (!answer.ok) return reportProblem(io, answer.problem, args.json);
  return { prepared, answer };
}
