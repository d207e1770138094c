// A batch line's body, read as the HTTP layer reads a request's (server/http/json-body.ts): held to
// the body limit (413), nested at most MAX_JSON_DEPTH (400), JSON without prototype keys (400),
// with the same problem and the same words as POST /v1/project. A line may also wrap a body with
// the caller's own id, `{ "id": ..., "request": <body> }` (docs/api.md#batch): the id is checked
// and written back beside the answer.
import { type FieldProblem, fieldProblem } from '../../core/schemas/field-problems.js';
import { type Problem, problem } from '../../core/schemas/problems.js';
import { tooLargeWords } from '../http/errors.js';
import {
  BODY_LIMIT_BYTES,
  jsonDepth,
  MAX_JSON_DEPTH,
  parseRefusingPrototypeKeys,
  whyInvalid,
} from '../http/json-body.js';
import { validationProblem } from '../service/projections.js';
import type { JsonLine } from './json-lines.js';
import { idProblems, type LineId } from './line-id.js';

export type LineBody = { ok: true; body: unknown; id?: LineId } | { ok: false; problem: Problem; id?: LineId };

const ENVELOPE_KEYS = new Set(['id', 'request']);
const BYTE_ORDER_MARK = /^\uFEFF/;

/** A value that carries a body under "request", with the caller's id. */
function isEnvelope(value: unknown): value is Record<string, unknown> & { request: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'request');
}

/** An envelope's body and id, or the problem of the envelope itself. */
function unwrap(envelope: Record<string, unknown> & { request: unknown }, siteUrl: string): LineBody {
  const problems: FieldProblem[] = [];
  const hasId = Object.hasOwn(envelope, 'id');
  const idWrong = hasId ? idProblems(envelope.id) : [];
  problems.push(...idWrong);
  for (const key of Object.keys(envelope)) {
    if (!ENVELOPE_KEYS.has(key))
      problems.push(
        fieldProblem(
          `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
          'UNKNOWN_FIELD',
          'is not a field of a batch line: only id and request',
        ),
      );
  }
  const id = hasId && idWrong.length === 0 ? { id: envelope.id as LineId } : {};
  if (problems.length > 0) return { ok: false, problem: validationProblem(siteUrl, problems), ...id };
  return { ok: true, body: envelope.request, ...id };
}

/** The body a line carries, or the problem POST /v1/project answers for it. */
export function readLineBody(line: JsonLine, siteUrl: string): LineBody {
  // The API's own words, as for a request of that body with its Content-Length.
  if (!('text' in line))
    return { ok: false, problem: problem(siteUrl, 'PAYLOAD_TOO_LARGE', tooLargeWords(BODY_LIMIT_BYTES, line.size)) };
  const { text } = line;
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    return {
      ok: false,
      problem: problem(siteUrl, 'INVALID_JSON', `The body nests deeper than ${MAX_JSON_DEPTH} levels.`),
    };
  let value: unknown;
  try {
    // The HTTP layer's parser skips a leading byte-order mark; its words for a failure read the text as it came.
    value = parseRefusingPrototypeKeys(text.replace(BYTE_ORDER_MARK, ''));
  } catch {
    return { ok: false, problem: problem(siteUrl, 'INVALID_JSON', whyInvalid(text)) };
  }
  return isEnvelope(value) ? unwrap(value, siteUrl) : { ok: true, body: value };
}
