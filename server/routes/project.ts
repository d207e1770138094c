// POST /v1/project (SPEC 4.1): a Scenario or { s } in, a Projection out. Validation, the
// compute budget and the engine call; no math here.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Engine } from '../engine/engine.js';
import { project } from '../engine/project.js';
import { decodeShare, encodeShare, shareUrl } from '../engine/share.js';
import { checkScenario, type Checked } from '../engine/validate.js';
import { problem, PROBLEM_CONTENT_TYPE, type FieldError, type ProblemCode } from '../problems.js';
import { DISCLAIMER, RULES_VERIFIED_AT } from '../rules/rules-data.js';
import { STATUTE } from '../rules/statute.js';

export interface ProjectRouteOptions {
  config: Config;
  engine: Engine;
}

function isShareRequest(body: unknown): body is { s: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, 's');
}

/** A body's scenario: the scenario itself, or the one its share link carries. */
function readScenario(body: unknown): Checked {
  if (!isShareRequest(body)) return checkScenario(body, STATUTE);
  const extra = Object.keys(body).filter((key) => key !== 's');
  if (extra.length > 0) {
    return { ok: false, errors: extra.map((key) => ({ pointer: `/${key}`, message: 'not allowed together with s' })) };
  }
  if (typeof body.s !== 'string') return { ok: false, errors: [{ pointer: '/s', message: 'must be string' }] };
  const decoded = decodeShare(body.s);
  if (!decoded.ok) return { ok: false, errors: [{ pointer: '/s', message: decoded.message }] };
  const checked = checkScenario(decoded.value, STATUTE);
  if (checked.ok) return checked;
  return { ok: false, errors: checked.errors.map((error) => ({ pointer: `/s${error.pointer}`, message: `in s: ${error.message}` })) };
}

export async function projectRoutes(app: FastifyInstance, options: ProjectRouteOptions): Promise<void> {
  const { config, engine } = options;

  function sendProblem(reply: FastifyReply, code: ProblemCode, detail: string, errors?: FieldError[]) {
    const body = problem(config.siteUrl, code, detail, errors);
    return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  }

  app.post('/v1/project', async (request, reply) => {
    const checked = readScenario(request.body);
    if (!checked.ok) {
      const count = checked.errors.length;
      return sendProblem(reply, 'VALIDATION_ERROR', `${count} problem${count === 1 ? '' : 's'} in the request; see errors.`, checked.errors);
    }
    const outcome = project(engine, checked.scenario, checked.timeline, {
      statute: STATUTE,
      budgetPathMonths: config.budgetPathMonths,
      sourceUrl: config.siteUrl,
      disclaimer: DISCLAIMER,
      rulesVerifiedAt: RULES_VERIFIED_AT,
      shareUrl: shareUrl(config.siteUrl, encodeShare(checked.scenario)),
    });
    if (!outcome.ok) return sendProblem(reply, outcome.code, outcome.detail);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(outcome.projection));
  });
}
