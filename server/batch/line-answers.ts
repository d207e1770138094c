// A batch line's answer: the status and the bytes POST /v1/project answers its body with the same
// site options (docs/api.md#batch), through the one pipeline (core/pipeline.ts) and the service's
// problems (server/service/projections.ts), run in the service's worker threads.
import type { Prepared } from '../../core/pipeline.js';
import { computePlan, planFor, prepare } from '../../core/pipeline.js';
import type { ProjectResult } from '../../core/projection/project.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import { type Problem, type ProblemCode, problem } from '../../core/schemas/problems.js';
import { checkScenario } from '../../core/validation/validate.js';
import { validationProblem } from '../service/projections.js';
import type { BatchEngines } from './batch-engines.js';
import type { JsonLine } from './json-lines.js';
import { readLineBody } from './line-body.js';
import type { LineId } from './line-id.js';

export interface LineAnswer {
  line: number;
  /** The line's bytes in the input, its end included (for progress). */
  bytes: number;
  id?: LineId;
  status: number;
  /** The API's body: a Projection, or a problem. */
  body: string;
  /** The body as read, for the CSV summary; only with status 200. */
  prepared?: Prepared;
  /** The problem's code, when the answer is one. */
  code?: ProblemCode;
}

/** What the API answers when the engine failed (server/http/errors.ts). */
const ENGINE_FAILED = 'The service failed to answer; the error was logged.';

export interface AnswerOptions {
  site: SiteOptions;
  /** Told of an engine failure (the line itself gets the API's 500 problem). */
  onEngineError?: (line: number, error: unknown) => void;
}

function problemAnswer({ line, bytes }: JsonLine, failure: Problem, id: { id?: LineId }): LineAnswer {
  return { line, bytes, ...id, status: failure.status, body: JSON.stringify(failure), code: failure.code };
}

/** Runs a prepared projection: in a worker thread, or on this thread when there are none. */
function run(engines: BatchEngines, prepared: Prepared, site: SiteOptions): Promise<ProjectResult> | ProjectResult {
  const plan = planFor(prepared, site);
  if (engines.pool) return engines.pool.project(plan);
  const computed = computePlan(engines.engine, plan);
  return computed.ok ? { ok: true, json: computed.json } : computed;
}

export async function answerLine(line: JsonLine, engines: BatchEngines, options: AnswerOptions): Promise<LineAnswer> {
  const { site } = options;
  const read = readLineBody(line, site.siteUrl);
  const id = read.id === undefined ? {} : { id: read.id };
  if (!read.ok) return problemAnswer(line, read.problem, id);
  const prepared = prepare(read.body, 'project', checkScenario);
  if (!prepared.ok) return problemAnswer(line, validationProblem(site.siteUrl, prepared.errors), id);
  let result: ProjectResult;
  try {
    result = await run(engines, prepared, site);
  } catch (error) {
    options.onEngineError?.(line.line, error);
    // A worker resets its own engine; this thread's (inline runs, merges) is reset here, as the service does.
    await engines.engine.reset();
    return problemAnswer(line, problem(site.siteUrl, 'INTERNAL_ERROR', ENGINE_FAILED), id);
  }
  if (!result.ok) return problemAnswer(line, problem(site.siteUrl, result.code, result.detail), id);
  return { line: line.line, bytes: line.bytes, ...id, status: 200, body: result.json, prepared };
}

/** A line of the batch's JSON Lines output: `{"line":N,"id":...,"status":S,"body":B}`, B the
 *  API's bytes as they are. */
export function answerJsonLine(answer: LineAnswer): string {
  const id = answer.id === undefined ? '' : `"id":${JSON.stringify(answer.id)},`;
  return `{"line":${answer.line},${id}"status":${answer.status},"body":${answer.body}}\n`;
}
