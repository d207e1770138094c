// After each test file: every response its servers sent must conform to the OpenAPI document.
import { afterAll, expect } from 'vitest';
import { conformanceProblems, documents, recorded } from '../helpers/openapi-conformance.js';

afterAll(() => {
  const doc = documents.values().next().value;
  if (doc === undefined) return; // the file started no server
  expect(conformanceProblems(doc, recorded.splice(0))).toEqual([]);
});
