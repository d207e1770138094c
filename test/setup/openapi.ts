// After each test file: every response its servers sent must conform to the OpenAPI document. Both
// lists are emptied, for the next file that runs in the same worker (modules are shared between the
// files of a worker: docs/operations.md#the-suites-time).
import { afterAll, expect } from 'vitest';
import { conformanceProblems, documents, recorded } from '../helpers/openapi-conformance.js';

afterAll(() => {
  const doc = documents.values().next().value;
  documents.clear();
  if (doc === undefined) return; // the file started no server
  expect(conformanceProblems(doc, recorded.splice(0))).toEqual([]);
});
