// The projection service behind POST/GET /v1/project and the MCP tool: reads a request body (a
// scenario or { s }), answers from the response cache when it can, and runs the engine when it
// must. Every answer is a serialised body, so identical requests get identical bytes.
import { createHash } from 'node:crypto';
import { ResponseCache, type CachedResponse } from './cache/response-cache.js';
import type { Config } from './config.js';
import type { Engine } from './engine/engine.js';
import { project } from './engine/project.js';
import type { Scenario } from './engine/scenario.js';
import { decodeShare, encodeShare, shareUrl } from './engine/share.js';
import type { Timeline } from './engine/timeline.js';
import { checkScenario, type Checked, type FieldProblem } from './engine/validate.js';
import { etagOf } from './http-caching.js';
import { problem, type Problem } from './problems.js';
import { DISCLAIMER, RULES_VERIFIED_AT } from './rules/rules-data.js';
import { STATUTE } from './rules/statute.js';

/** Bound of the response cache: a default projection is about 7 KB, so thousands of them. */
export const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

export type Prepared =
  | { ok: true; scenario: Scenario; timeline: Timeline; key: string }
  | { ok: false; problem: Problem };

export type Answer = { ok: true; response: CachedResponse; fromCache: boolean } | { ok: false; problem: Problem };

function isShareRequest(body: unknown): body is { s: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, 's');
}

/** A body's scenario: the scenario itself, or the one its share link carries. */
export function readScenario(body: unknown): Checked {
  if (!isShareRequest(body)) return checkScenario(body, STATUTE);
  const extra = Object.keys(body).filter((key) => key !== 's');
  if (extra.length > 0) {
    return { ok: false, errors: extra.map((key) => ({ pointer: `/${key}`, message: 'not allowed together with s' })) };
  }
  if (body.s === undefined) return { ok: false, errors: [{ pointer: '/s', message: 'required field is missing: the share-link state' }] };
  if (typeof body.s !== 'string') return { ok: false, errors: [{ pointer: '/s', message: 'must be string' }] };
  const decoded = decodeShare(body.s);
  if (!decoded.ok) return { ok: false, errors: [{ pointer: '/s', message: decoded.message }] };
  const checked = checkScenario(decoded.value, STATUTE);
  if (checked.ok) return checked;
  return { ok: false, errors: checked.errors.map((error) => ({ pointer: `/s${error.pointer}`, message: `in s: ${error.message}` })) };
}

function validationProblem(siteUrl: string, errors: FieldProblem[]): Problem {
  const count = errors.length;
  return problem(siteUrl, 'VALIDATION_ERROR', `${count} problem${count === 1 ? '' : 's'} in the request; see errors.`, errors);
}

export class Projections {
  readonly cache = new ResponseCache(RESPONSE_CACHE_BYTES);

  constructor(private readonly engine: Engine, private readonly config: Config) {}

  /** Validates and normalises a body; its key names the response in the cache. */
  prepare(body: unknown): Prepared {
    const checked = readScenario(body);
    if (!checked.ok) return { ok: false, problem: validationProblem(this.config.siteUrl, checked.errors) };
    const key = createHash('sha256').update(JSON.stringify(checked.scenario)).digest('base64url');
    return { ok: true, scenario: checked.scenario, timeline: checked.timeline, key };
  }

  cached(prepared: Prepared & { ok: true }): CachedResponse | undefined {
    return this.cache.get(prepared.key);
  }

  /** Runs the engine (or takes the cached answer) and caches what it computed. */
  answer(prepared: Prepared & { ok: true }): Answer {
    const hit = this.cache.get(prepared.key);
    if (hit) return { ok: true, response: hit, fromCache: true };
    const { config } = this;
    const outcome = project(this.engine, prepared.scenario, prepared.timeline, {
      statute: STATUTE,
      budgetPathMonths: config.budgetPathMonths,
      sourceUrl: config.siteUrl,
      disclaimer: DISCLAIMER,
      rulesVerifiedAt: RULES_VERIFIED_AT,
      shareUrl: shareUrl(config.siteUrl, encodeShare(prepared.scenario)),
    });
    if (!outcome.ok) return { ok: false, problem: problem(config.siteUrl, outcome.code, outcome.detail) };
    const body = JSON.stringify(outcome.projection);
    const response = { body, etag: etagOf(body) };
    this.cache.set(prepared.key, response);
    return { ok: true, response, fromCache: false };
  }
}
