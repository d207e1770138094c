// The projection service behind POST/GET /v1/project, POST /v1/solve and the MCP tools: reads a
// request body (a scenario or { s }; for a solve, either with a sourceId), answers from the
// response cache when it can, and runs the engine when it must. Every answer is a serialised body,
// so identical requests get identical bytes.
import type { Engine } from '../../core/engine/engine.js';
import { compute, type Operation, type Prepared, planFor, prepare } from '../../core/pipeline.js';
import type { ProjectResult } from '../../core/projection/project.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import type { FieldProblem } from '../../core/schemas/field-problems.js';
import { type Problem, problem } from '../../core/schemas/problems.js';
import { checkScenario } from '../../core/validation/validate.js';
import { etagOf } from '../http/http-caching.js';
import type { Metrics, Via } from '../http/metrics.js';
import type { Config } from '../settings/config.js';
import { type CachedResponse, ResponseCache } from './response-cache.js';
import { OverloadedError, type WorkerPool } from './worker-pool.js';

/** Bound of the response cache: a default projection is about 7 KB, so thousands of them. */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

/** A body read by the pipeline (core/pipeline.ts), or the problem of one it refused. */
export type PreparedRequest = Prepared | { ok: false; problem: Problem };

export type Answer = { ok: true; response: CachedResponse; fromCache: boolean } | { ok: false; problem: Problem };

/** What one HTTP request gets from the service (Projections.request): an answer, a problem, or
 *  nothing because the rate limiter refused it (and has answered the 429 itself). */
export type RequestOutcome = Answer | { ok: false; refused: true };

export interface RequestOptions {
  /** The exact request (method, route and body, or a GET's URL), when there is one: a text seen
   *  before is answered from the cache without parsing. */
  text?: string | undefined;
  /** Charges a request that must be computed (or is invalid) to the caller's rate limit; false
   *  when the limit refused it. A request answered from the cache is never charged. */
  admit: () => Promise<boolean>;
  via: Via;
  /** Default: project. */
  operation?: Operation;
}

/** Request texts remembered with the key of their scenario (a cached answer found without parsing
 *  or validating again): at most this many, of at most this length (a full scenario is ~2 KiB). */
const REMEMBERED_REQUESTS = 4096;
const REMEMBERED_TEXT_MAX_LENGTH = 4096;

/** Seconds a client is asked to wait after the pool refused its request. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 1;

/** What of the settings a projection's bytes depend on: the site address and the budgets. */
export function siteOptions(config: Config): SiteOptions {
  const { siteUrl, budgetPathMonths, solveBudgetPathMonths } = config;
  return { siteUrl, budgetPathMonths, solveBudgetPathMonths };
}

/** The 400 of a request that is not valid: its detail names one problem and how many more there
 *  are, so a person reading only the detail knows where to start (docs/api.md#problems-a-person-can-act-on):
 *  a misspelt field with the name it was likely meant to be ("did you mean"), which explains the
 *  problems it causes (a required field then missing), else the first; and, when a rate or chance
 *  was sent as a percentage and that problem is not the one named, what to send for it. */
export function validationProblem(siteUrl: string, errors: FieldProblem[]): Problem {
  const count = errors.length;
  const first = errors.find((error) => error.params?.suggestion !== undefined) ?? errors[0];
  const named = first === undefined ? '' : `: ${first.pointer || '(the body)'} ${first.message}`;
  const more = count > 1 ? `; ${count - 1} more in errors` : '';
  const detail = `${count} problem${count === 1 ? '' : 's'} in the request${named}${more}`;
  // A message that asks ("did you mean ...?") ends the detail itself.
  const ended = detail.endsWith('?') ? detail : `${detail}.`;
  const percentage = errors.find((error) => error !== first && error.params?.fraction !== undefined);
  const fraction = Number(percentage?.params?.fraction);
  const hint =
    percentage === undefined
      ? ''
      : ` Percentages are sent as fractions: for ${Number((fraction * 100).toPrecision(12))}% at ` +
        `${percentage.pointer}, send ${fraction}.`;
  return problem(siteUrl, 'VALIDATION_ERROR', `${ended}${hint}`, errors);
}

export class Projections {
  readonly cache = new ResponseCache(RESPONSE_CACHE_BYTES);
  /** Answers being computed, so identical concurrent requests share one computation. */
  private readonly inFlight = new Map<string, Promise<Answer>>();
  /** Request text -> scenario key, for answerForText. */
  private readonly keysByText = new Map<string, string>();

  /** With a pool the engine runs in worker threads; without one (ENGINE_THREADS=0), inline. */
  constructor(
    private readonly engine: Engine,
    private readonly config: Config,
    private readonly pool: WorkerPool | undefined,
    private readonly metrics: Metrics,
  ) {}

  /** Validates and normalises a body (core/pipeline.ts); its key names the response in the cache,
   *  a solve's never a projection's. */
  prepare(body: unknown, operation: Operation = 'project'): PreparedRequest {
    const prepared = prepare(body, operation, checkScenario);
    if (!prepared.ok) return { ok: false, problem: validationProblem(this.config.siteUrl, prepared.errors) };
    return prepared;
  }

  /** The same request text always means the same scenario: the answer it had, if still cached
   *  (counted as a hit). Synchronous, so that a route answers a text seen before without a promise
   *  (docs/performance.md#the-cached-path). */
  answerForText(text: string): Answer | undefined {
    const key = this.keysByText.get(text);
    const response = key === undefined ? undefined : this.cache.get(key);
    return response === undefined ? undefined : this.fromCache(response);
  }

  private rememberText(text: string, prepared: Prepared): void {
    if (text.length > REMEMBERED_TEXT_MAX_LENGTH) return;
    if (this.keysByText.size >= REMEMBERED_REQUESTS) {
      this.keysByText.delete(this.keysByText.keys().next().value as string); // the oldest
    }
    this.keysByText.set(text, prepared.key);
  }

  /**
   * One request, start to end (docs/api.md#caching, #rate-limits): a request text seen before is
   * answered from the cache without parsing; otherwise the body is validated (an invalid one is
   * charged and gets its problem), then answered from the cache uncharged, or charged and computed.
   */
  async request(body: unknown, { text, admit, via, operation = 'project' }: RequestOptions): Promise<RequestOutcome> {
    const seen = text === undefined ? undefined : this.answerForText(text);
    if (seen) return seen;
    const prepared = this.prepare(body, operation);
    if (!prepared.ok) return (await admit()) ? prepared : { ok: false, refused: true };
    if (text !== undefined) this.rememberText(text, prepared);
    return this.answer(prepared, via, admit);
  }

  /** The cached answer of a prepared scenario, or the engine's (charged first with `admit`, when
   *  given), which is then cached. */
  async answer(prepared: Prepared, via: Via, admit?: () => Promise<boolean>): Promise<RequestOutcome> {
    const hit = this.cache.get(prepared.key);
    if (hit) return this.fromCache(hit);
    this.metrics.countCacheLookup('miss');
    if (admit !== undefined && !(await admit())) return { ok: false, refused: true };
    return this.computeTimed(prepared, via);
  }

  private fromCache(response: CachedResponse): Answer {
    this.metrics.countCacheLookup('hit');
    return { ok: true, response, fromCache: true };
  }

  private async computeTimed(prepared: Prepared, via: Via): Promise<Answer> {
    const answer = await this.metrics.timeProjection(via, () => this.computeOnce(prepared));
    if (!answer.ok && answer.problem.code === 'OVERLOADED') this.metrics.overloaded.inc({ reason: 'engine_queue' });
    return answer;
  }

  /** Identical concurrent requests share one computation. */
  private computeOnce(prepared: Prepared): Promise<Answer> {
    let pending = this.inFlight.get(prepared.key);
    if (pending === undefined) {
      pending = this.compute(prepared).finally(() => this.inFlight.delete(prepared.key));
      this.inFlight.set(prepared.key, pending);
    }
    return pending;
  }

  /** The engine's answer: in a worker, or inline without a pool. */
  private run(prepared: Prepared): Promise<ProjectResult> | ProjectResult {
    const { config, pool, engine } = this;
    const site = siteOptions(config);
    if (pool)
      return prepared.solveFor === undefined ? pool.project(planFor(prepared, site)) : pool.solve(prepared, site);
    const computed = compute(engine, prepared, site);
    return computed.ok ? { ok: true, json: computed.json } : computed;
  }

  private async compute(prepared: Prepared): Promise<Answer> {
    const { config } = this;
    let result: ProjectResult;
    try {
      result = await this.run(prepared);
    } catch (error) {
      if (error instanceof OverloadedError) {
        return {
          ok: false,
          problem: problem(
            config.siteUrl,
            'OVERLOADED',
            `Every engine is busy; retry in ${OVERLOADED_RETRY_AFTER_SECONDS} s.`,
          ),
        };
      }
      // The pool's workers reset their own engines; this thread's engine, which runs the request
      // only without a pool, is reset here. The request itself gets a 500 problem.
      if (this.pool === undefined) await this.engine.reset();
      throw error;
    }
    if (!result.ok) return { ok: false, problem: problem(config.siteUrl, result.code, result.detail) };
    const response = { body: result.json, etag: etagOf(result.json) };
    this.cache.set(prepared.key, response);
    return { ok: true, response, fromCache: false };
  }
}
