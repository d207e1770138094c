// The page's scenario check (core/validation/validate-plain.ts: the JSON Schema checker over the
// schema the page's build writes in) against the server's (TypeBox, core/validation/validate.ts), on
// seeded random scenarios, valid and broken in every way a hostile or careless client could: the
// two must give equal answers, problem for problem, in the same order with the same words
// (docs/api.md#how-the-page-checks-a-scenario).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUTE } from '../../core/statute/statute.js';
import { closestField } from '../../core/validation/field-suggestion.js';
import { checkableSchema, jsonSchemaErrors } from '../../core/validation/json-schema-errors.js';
import { checkScenarioWith } from '../../core/validation/scenario-checks.js';
import { checkableShapes } from '../../core/validation/scenario-shapes.js';
import { checkScenario } from '../../core/validation/validate.js';
import { shapeChecksOf } from '../../core/validation/validate-plain.js';
import { validScenario } from '../helpers/scenario-arbitraries.js';

/** As the build writes it: through JSON. */
const pageShapes = shapeChecksOf(JSON.parse(JSON.stringify(checkableShapes())));
const pageCheck = (value: unknown) => checkScenarioWith(pageShapes, value, STATUTE);

/** Both answers; equal, including the normalised scenario and its timeline when valid. */
function expectSame(value: unknown): ReturnType<typeof checkScenario> {
  const server = checkScenario(value, STATUTE);
  expect(pageCheck(value)).toEqual(server);
  return server;
}

const NASTY: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MAX_SAFE_INTEGER + 2,
  5e-324,
  '',
  '0',
  '1234567890123',
  '-5',
  ' 5',
  '5\n',
  '٣',
  '2025-02-29',
  '2024-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-01-01',
  '2024-1-01',
  '2024-01-01T00:00:00Z',
  'monthly',
  'annual',
  'once',
  'family',
  'charity',
  'historical',
  'education',
  '🙂'.repeat(64),
  '🙂'.repeat(65),
  '\ud800'.repeat(65),
  'x'.repeat(65),
  [],
  [1, 2],
  {},
  { type: 'monthly' },
  { nested: { deeper: [null] } },
];
// Near misses of known fields too, which both checks answer with the same "did you mean".
const EXTRA_KEYS = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  '0',
  'a/b~c',
  '',
  'asOf ',
  'toString',
  'targetAgeMonth',
  'annualreturn',
  'amountCent',
  'ID',
  'Type',
  'probabilty',
];

/** Every object or array inside `root`, with a way to change it. */
function containers(root: unknown): (Record<string, unknown> | unknown[])[] {
  const found: (Record<string, unknown> | unknown[])[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    found.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return found;
}

interface Mutation {
  kind: number;
  where: number;
  which: number;
  nasty: number;
  extra: number;
}

function mutate(root: Record<string, unknown>, m: Mutation): void {
  const all = containers(root);
  const target = all[m.where % all.length] as Record<string, unknown>;
  const keys = Object.keys(target);
  const key = keys.length > 0 ? keys[m.which % keys.length] : undefined;
  switch (m.kind % 6) {
    case 0: // a field's value replaced
      if (key !== undefined) target[key] = structuredClone(NASTY[m.nasty % NASTY.length]);
      break;
    case 1: // a field removed
      if (key !== undefined) delete target[key];
      break;
    case 2: // an unknown field (on an object: a JSON array has no named fields)
      if (Array.isArray(target)) break;
      Object.defineProperty(target, EXTRA_KEYS[m.extra % EXTRA_KEYS.length] as string, {
        value: NASTY[m.nasty % NASTY.length],
        enumerable: true,
        writable: true,
        configurable: true,
      });
      break;
    case 3: // a source repeated (duplicate ids, too many sources)
      if (Array.isArray(root.sources) && root.sources.length > 0) {
        for (let i = 0; i <= m.which % 6; i++)
          root.sources.push(structuredClone(root.sources[m.nasty % root.sources.length]));
      }
      break;
    case 4: // a schedule's type changed
      if (Array.isArray(root.sources) && root.sources.length > 0) {
        const source = root.sources[m.which % root.sources.length] as { schedule?: Record<string, unknown> } | null;
        if (typeof source?.schedule === 'object' && source.schedule !== null)
          source.schedule.type = ['monthly', 'annual', 'once', 'weekly', 7][m.nasty % 5];
      }
      break;
    default: // a number nudged past a bound
      if (key !== undefined && typeof target[key] === 'number') {
        target[key] = (target[key] as number) * [-1, 2, 1000, 1.5][m.nasty % 4]! + [0, 1, -1][m.extra % 3]!;
      }
  }
}

const cents = fc.oneof(fc.constantFrom('0', '1', '999999999999', '100000'), fc.stringMatching(/^[0-9]{1,12}$/));
const planning = fc.record(
  {
    currentBalanceCents: cents,
    currentBasisCents: cents,
    contributedThisYearCents: cents,
    goal: fc.record(
      {
        amountCents: cents,
        atAgeMonths: fc.integer({ min: 0, max: 1428 }),
        real: fc.boolean(),
        probability: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      },
      { requiredKeys: ['amountCents', 'atAgeMonths'] },
    ),
    afterTax: fc.record(
      {
        use: fc.constantFrom('any', 'education', 'firstHome', 'retirement'),
        otherIncomeCents: cents,
        otherUnearnedIncomeCents: cents,
        parentOrdinaryRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
        parentCapitalGainsRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
        ordinaryRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
        capitalGainsRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
        kiddieTax: fc.boolean(),
        fullTimeStudent: fc.oneof(fc.boolean(), fc.constant('yes')),
        qualifiedExpensesCents: cents,
        plan: fc.record(
          {
            fromAgeMonths: fc.oneof(fc.integer({ min: 0, max: 1428 }), fc.constantFrom(204, 216, 228, 780)),
            years: fc.integer({ min: 1, max: 100 }),
            method: fc.constantFrom('equal', 'expenses'),
          },
          { requiredKeys: ['fromAgeMonths', 'years'] },
        ),
        conversion: fc.record(
          {
            fromAgeMonths: fc.oneof(fc.integer({ min: 0, max: 1428 }), fc.constantFrom(204, 216, 228, 700)),
            years: fc.integer({ min: 1, max: 100 }),
            taxPaidFrom: fc.constantFrom('outside', 'account'),
          },
          { requiredKeys: ['fromAgeMonths', 'years'] },
        ),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const mutation = fc.record({ kind: fc.nat(), where: fc.nat(), which: fc.nat(), nasty: fc.nat(), extra: fc.nat() });
const scenarioCase = fc.record({
  base: validScenario,
  extras: fc.oneof(fc.constant({}), planning),
  mutations: fc.oneof(fc.constant([]), fc.array(mutation, { minLength: 1, maxLength: 5 })),
});

describe("the page's scenario check", () => {
  it('gives the answer of the server’s, on random valid and broken scenarios (seeded)', () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(scenarioCase, ({ base, extras, mutations }) => {
        const value = structuredClone({ ...base, ...extras }) as Record<string, unknown>;
        for (const m of mutations) mutate(value, m);
        if (expectSame(value).ok) valid++;
        else invalid++;
      }),
      { seed: 530, numRuns: 3_000 },
    );
    // Both kinds are exercised: hundreds valid, thousands broken.
    expect(valid).toBeGreaterThan(300);
    expect(invalid).toBeGreaterThan(1_500);
  });

  it('gives the server’s answer on any JSON value, and on values JSON cannot carry', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.anything({ maxDepth: 3 })), (value) => {
        expectSame(value);
        expectSame({ asOf: '2026-11-24', birthDate: '2026-01-01', targetAgeMonths: 216, sources: [value] });
        expectSame({ asOf: '2026-11-24', birthDate: '2026-01-01', targetAgeMonths: 216, goal: value, afterTax: value });
      }),
      { seed: 531, numRuns: 1_000 },
    );
  });

  it('reports at most 200 problems, the same 200', () => {
    const many: Record<string, unknown> = { asOf: 5, birthDate: 5, targetAgeMonths: 'x' };
    for (let i = 0; i < 300; i++) many[`unknown${i}`] = i;
    const answer = expectSame(many);
    expect(answer.ok).toBe(false);
    // The unknown fields come first (TypeBox's order), fill the 200, and cut the wrong types.
    expect(!answer.ok && answer.errors.length).toBe(200);
    expect(!answer.ok && answer.errors.every((problem) => problem.code === 'UNKNOWN_FIELD')).toBe(true);
  });

  it('suggests the same known field for an unknown one close to it, and none for one far from all', () => {
    const base = { asOf: '2026-11-24', birthDate: '2026-01-01', targetAgeMonths: 216 };
    const schedule = { type: 'annual', amountCents: '100', monthOfYear: 1, startAgeMonths: 1, endAgeMonths: 12 };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ ...base, targetAgeMonth: 216 }, '/targetAgeMonth', 'targetAgeMonths'],
      [{ ...base, annualreturn: 0.05 }, '/annualreturn', 'annualReturn'], // case alone
      [{ ...base, TARGETAGEMONTHS: 1 }, '/TARGETAGEMONTHS', 'targetAgeMonths'],
      [{ ...base, mcpath: 1 }, '/mcpath', 'mcPaths'],
      [{ ...base, goal: { amountCents: '1', atAgeMonths: 12, probabilty: 0.5 } }, '/goal/probabilty', 'probability'],
      [{ ...base, sources: [{ id: 'a', Kind: 'family', schedule }] }, '/sources/0/Kind', 'kind'],
      [
        { ...base, sources: [{ id: 'a', kind: 'family', schedule: { ...schedule, amountCent: '1' } }] },
        '/sources/0/schedule/amountCent',
        'amountCents',
      ],
      // A field of another object is not suggested: amountCents belongs to the schedule.
      [
        { ...base, sources: [{ id: 'a', kind: 'family', amountCent: '1', schedule }] },
        '/sources/0/amountCent',
        undefined,
      ],
      [{ ...base, hue: 'blue' }, '/hue', undefined],
      [{ ...base, as: 1 }, '/as', undefined], // too short to be a near miss
      [{ ...base, ['x'.repeat(20_000)]: 1 }, `/${'x'.repeat(20_000)}`, undefined],
    ];
    for (const [value, pointer, suggestion] of cases) {
      const answer = expectSame(value);
      expect(answer.ok).toBe(false);
      const problem = !answer.ok ? answer.errors.find((error) => error.pointer === pointer) : undefined;
      expect(problem?.code, pointer.slice(0, 40)).toBe('UNKNOWN_FIELD');
      if (suggestion === undefined) {
        expect(problem).toEqual({ pointer, code: 'UNKNOWN_FIELD', message: 'unknown field' });
      } else {
        expect(problem).toEqual({
          pointer,
          code: 'UNKNOWN_FIELD',
          message: `unknown field; did you mean "${suggestion}"?`,
          params: { suggestion },
        });
      }
    }
  });

  it('chooses a suggestion by fewest edits, then name, whatever order the names come in', () => {
    expect(closestField('abcdef', ['abcdex', 'abcdeg'])).toBe('abcdeg');
    expect(closestField('abcdef', ['abcdeg', 'abcdex'])).toBe('abcdeg');
    expect(closestField('abcdef', ['abcdxx', 'abcdex'])).toBe('abcdex'); // one edit beats two
    expect(closestField('abcdef', ['abcxyz'])).toBeUndefined(); // three edits
    expect(closestField('abcd', ['abxy'])).toBeUndefined(); // a short name: one edit at most
    expect(closestField('Id', ['id'])).toBe('id');
  });

  it('refuses a schema with a keyword it does not know, naming it', () => {
    expect(() => checkableSchema({ type: 'object', properties: { a: { type: 'string', multipleOf: 2 } } })).toThrow(
      /properties\/a: keyword "multipleOf"/,
    );
    expect(() => checkableSchema({ anyOf: [] })).toThrow(/anyOf/);
    expect(() => checkableSchema({ type: 'string', format: 'email' })).toThrow(/format "email"/);
    // Annotations are dropped, not refused.
    expect(checkableSchema({ type: 'string', description: 'd', examples: ['x'], default: 'x' })).toEqual({
      type: 'string',
    });
    expect(jsonSchemaErrors(checkableSchema({ type: 'integer', minimum: 1 }), 0.5, 10).map((e) => e.keyword)).toEqual([
      'type',
      'minimum',
    ]);
  });
});
