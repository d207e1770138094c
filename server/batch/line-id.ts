// The id a batch line may carry, `{ "id": ..., "request": <body> }` (docs/api.md#batch), written
// back beside its answer as it came: a string of at most MAX_ID_LENGTH characters, or a whole number
// a double holds exactly.
import { type FieldProblem, fieldProblem } from '../../core/schemas/field-problems.js';

export type LineId = string | number;

/** The most characters of an id: an account number, a UUID, a key of the caller's, not a document. */
export const MAX_ID_LENGTH = 256;

/** The problems of an envelope's id, if any. */
export function idProblems(id: unknown): FieldProblem[] {
  if (typeof id === 'string') {
    if (id.length === 0) return [fieldProblem('/id', 'TOO_SHORT', 'must have at least 1 character', { limit: 1 })];
    if (id.length > MAX_ID_LENGTH)
      return [
        fieldProblem('/id', 'TOO_LONG', `must have at most ${MAX_ID_LENGTH} characters`, { limit: MAX_ID_LENGTH }),
      ];
    return [];
  }
  if (typeof id === 'number') {
    // A larger number would come back changed (a double holds integers exactly to 2^53 only).
    if (Number.isSafeInteger(id)) return [];
    return [
      fieldProblem(
        '/id',
        'INVALID',
        'a number id must be a whole number of at most 2^53 - 1; write others as a string',
      ),
    ];
  }
  return [fieldProblem('/id', 'WRONG_TYPE', 'must be a string or a number', { expected: 'string' })];
}
