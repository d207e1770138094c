// A request body's scenario (docs/api.md#share-links): the scenario itself, or the one a share
// link's state `{ s }` carries, validated either way; a problem inside a link is reported at its
// pointer under /s. Browser-safe: the server, the solve and the page read bodies the same way, each
// with its own scenario check (CheckScenario).

import { decodeShare } from '../scenario/share.js';
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import type { Statute } from '../statute/statute.js';
import type { Checked, CheckScenario } from './scenario-checks.js';

function isShareRequest(body: unknown): body is { s: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, 's');
}

/** Problems found inside a share link, at their pointers under /s. */
function underS(errors: readonly FieldProblem[]): FieldProblem[] {
  return errors.map((error) => ({ ...error, pointer: `/s${error.pointer}`, message: `in s: ${error.message}` }));
}

/** The scenario a share link's state carries, validated; problems at pointers under /s. */
export function readShare(s: unknown, statute: Statute, check: CheckScenario): Checked {
  if (s === undefined)
    return { ok: false, errors: [fieldProblem('/s', 'REQUIRED', 'required field is missing: the share-link state')] };
  if (typeof s !== 'string')
    return { ok: false, errors: [fieldProblem('/s', 'WRONG_TYPE', 'must be string', { expected: 'string' })] };
  const decoded = decodeShare(s);
  if (!decoded.ok) return { ok: false, errors: [fieldProblem('/s', 'BAD_SHARE_LINK', decoded.message)] };
  const checked = check(decoded.value, statute);
  return checked.ok ? checked : { ok: false, errors: underS(checked.errors) };
}

/** A body's scenario: the scenario itself, or `{ s }` and nothing beside it. */
export function readScenarioBody(body: unknown, statute: Statute, check: CheckScenario): Checked {
  if (!isShareRequest(body)) return check(body, statute);
  const extra = Object.keys(body).filter((key) => key !== 's');
  if (extra.length > 0) {
    return {
      ok: false,
      errors: extra.map((key) => fieldProblem(`/${key}`, 'NOT_WITH_S', 'not allowed together with s')),
    };
  }
  return readShare(body.s, statute, check);
}
