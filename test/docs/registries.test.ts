// The documents list the codes a client can meet; these lists must be the registries, neither more
// nor fewer: problem codes (core/schemas/problems.ts) in docs/api.md, warning codes
// (core/schemas/projection.ts) in docs/model.md, field problem codes
// (core/schemas/field-problems.ts) in docs/api.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_PROBLEM_CODES } from '../../core/schemas/field-problems.js';
import { PROBLEMS } from '../../core/schemas/problems.js';
import { WARNING_CODES } from '../../core/schemas/projection.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const sorted = (codes: Iterable<string>) => [...new Set(codes)].sort();

/** The codes in the first column of the Markdown table whose header row starts with `| <header> |`. */
function tableCodes(markdown: string, header: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.toLowerCase().startsWith(`| ${header.toLowerCase()} |`));
  expect(start, `a table headed "${header}"`).toBeGreaterThanOrEqual(0);
  const codes: string[] = [];
  for (const line of lines.slice(start + 2)) {
    const cell = /^\| `([A-Z_]+)` \|/.exec(line);
    if (!cell) break;
    codes.push(cell[1]!);
  }
  return codes;
}

describe('problem codes', () => {
  const registry = sorted(Object.keys(PROBLEMS));
  it('docs/api.md lists exactly the registry', () =>
    expect(sorted(tableCodes(read('docs/api.md'), 'Code'))).toEqual(registry));
});

describe('warning codes', () => {
  const registry = sorted(WARNING_CODES);
  it('docs/model.md lists exactly the registry', () =>
    expect(sorted(tableCodes(read('docs/model.md'), 'code'))).toEqual(registry));
});

describe('field problem codes', () => {
  it('docs/api.md lists exactly the registry', () => {
    expect(sorted(tableCodes(read('docs/api.md'), 'code | params'))).toEqual(sorted(FIELD_PROBLEM_CODES));
  });
});
