// A typed client generated from the running service's OpenAPI document, as an integrating team
// would make one (docs/api.md#openapi-document): openapi-typescript writes the types, a small
// program that calls POST /v1/project, GET /v1/project and GET /v1/rules through openapi-fetch
// type-checks against them (and programs with a missing or mistyped field do not), and the same
// program, run by this test, gets the answers its types promise. Every file is written to a
// temporary directory.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const OPENAPI_FETCH_TYPES = fileURLToPath(
  new URL('../../node_modules/openapi-fetch/dist/index.d.mts', import.meta.url),
);

/** The program an integrating team would write. `run` takes createClient so that the test can run
 *  it with its own import of openapi-fetch. */
const CLIENT_PROGRAM = `
import type createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

type Scenario = components['schemas']['Scenario'];
type ProblemCode = components['schemas']['Problem']['code'];

export const scenario: Scenario = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  sources: [
    { id: 'parents', kind: 'family', schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 } },
  ],
};

export async function run(create: typeof createClient, baseUrl: string) {
  const client = create<paths>({ baseUrl });

  const projected = await client.POST('/v1/project', { body: scenario });
  if (!projected.data) throw new Error('no projection: ' + JSON.stringify(projected.error));
  const finalNominalCents: string = projected.data.deterministic.finalNominalCents;
  const p50: string[] = projected.data.percentiles.nominalCents[2];
  const shareUrl: string | undefined = projected.data.shareUrl;

  const s = new URL(shareUrl ?? '').searchParams.get('s') ?? '';
  const shared = await client.GET('/v1/project', { params: { query: { s } } });
  const sharedFinalNominalCents: string | undefined = shared.data?.deterministic.finalNominalCents;

  const rules = await client.GET('/v1/rules');
  if (!rules.data) throw new Error('no rules');
  const facts: Record<string, string> = rules.data.facts;
  const rulesVerifiedAt: string = rules.data.rulesVerifiedAt;

  const refused = await client.POST('/v1/project', { body: { ...scenario, targetAgeMonths: 1429 } });
  const error = refused.error;
  // Every error of every operation is a Problem, the 408 and 431 of the HTTP layer included.
  const problemCode: ProblemCode | undefined = error?.code;
  const pointers: string[] = (error?.errors ?? []).map((found) => found.pointer);

  return {
    status: projected.response.status,
    finalNominalCents,
    p50,
    sharedFinalNominalCents,
    facts,
    rulesVerifiedAt,
    refusedStatus: refused.response.status,
    problemCode,
    pointers,
  };
}
`;

/** Programs that must not type-check, each with what its error must say. */
const WRONG_PROGRAMS = {
  // targetAgeMonths is required in a Scenario.
  'missing-field.ts': {
    says: "Property 'targetAgeMonths' is missing",
    source: `
import type createClient from 'openapi-fetch';
import type { paths } from './schema.js';
export async function run(create: typeof createClient) {
  const client = create<paths>({});
  await client.POST('/v1/project', { body: { asOf: '2026-11-21', birthDate: '2026-08-14' } });
}
`,
  },
  // Money is integer cents carried as strings.
  'cents-as-number.ts': {
    says: "Type 'number' is not assignable to type 'string'",
    source: `
import type { components } from './schema.js';
export const source: components['schemas']['Source'] = {
  id: 'parents', kind: 'family', schedule: { type: 'once', amountCents: 20000, atAgeMonths: 3 },
};
`,
  },
  // A Projection has no field finalCents.
  'unknown-field.ts': {
    says: "Property 'finalCents' does not exist",
    source: `
import type { components } from './schema.js';
export const read = (projection: components['schemas']['Projection']): string => projection.deterministic.finalCents;
`,
  },
} as const;

/** Type errors of each root file, by file name. */
function typeErrors(dir: string, files: string[]): Record<string, string[]> {
  const program = ts.createProgram(
    files.map((file) => join(dir, file)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
      // The temporary directory has no node_modules: openapi-fetch is the repository's.
      paths: { 'openapi-fetch': [OPENAPI_FETCH_TYPES] },
    },
  );
  const errors: Record<string, string[]> = Object.fromEntries(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? files.find((name) => diagnostic.file!.fileName.endsWith(`/${name}`)) : undefined;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    (errors[file ?? '(global)'] ??= []).push(message);
  }
  return errors;
}

describe('a typed client generated from the OpenAPI document', () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    server = await startServer();
    dir = await mkdtemp(join(tmpdir(), '530a-openapi-client-'));
  });

  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('type-checks a program that uses it, refuses wrong ones, and gets what its types promise', async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    // As docs/api.md#openapi-document says: without defaultNonNullable: false, openapi-typescript
    // makes every field with a default required, as for a response; a Scenario's are optional.
    const types = astToString(await openapiTS(await response.json(), { defaultNonNullable: false }));
    // The named schemas are the generated types' names.
    for (const name of ['Scenario', 'Source', 'Projection', 'Rules', 'Returns', 'Problem'])
      expect(types).toContain(`${name}: {`);
    // A .ts file, not .d.ts: the generated types are checked too (skipLibCheck skips .d.ts files).
    await writeFile(join(dir, 'schema.ts'), types);
    await writeFile(join(dir, 'client.ts'), CLIENT_PROGRAM);
    for (const [file, { source }] of Object.entries(WRONG_PROGRAMS)) await writeFile(join(dir, file), source);

    const errors = typeErrors(dir, ['schema.ts', 'client.ts', ...Object.keys(WRONG_PROGRAMS)]);
    expect(errors['(global)'] ?? []).toEqual([]);
    expect(errors['schema.ts']).toEqual([]);
    expect(errors['client.ts']).toEqual([]);
    for (const [file, { says }] of Object.entries(WRONG_PROGRAMS)) {
      const found = errors[file] ?? [];
      expect(found.length, file).toBeGreaterThan(0);
      expect(found.join('\n'), file).toContain(says);
    }

    // The program that type-checked, run against the service with this test's openapi-fetch.
    const compiled = ts.transpileModule(CLIENT_PROGRAM, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(join(dir, 'client.mjs'), compiled.outputText);
    const program = await import(/* @vite-ignore */ pathToFileURL(join(dir, 'client.mjs')).href);
    const result = await program.run(createClient, server.url);
    expect(result.status).toBe(200);
    expect(result.finalNominalCents).toMatch(/^[0-9]+$/);
    expect(BigInt(result.finalNominalCents)).toBeGreaterThan(0n);
    expect(result.p50.every((cents: string) => /^-?[0-9]+$/.test(cents))).toBe(true);
    expect(result.sharedFinalNominalCents).toBe(result.finalNominalCents);
    expect(Object.keys(result.facts).length).toBeGreaterThan(0);
    expect(Object.values(result.facts).every((fact) => typeof fact === 'string')).toBe(true);
    expect(result.rulesVerifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.refusedStatus).toBe(400);
    expect(result.problemCode).toBe('VALIDATION_ERROR');
    expect(result.pointers).toContain('/targetAgeMonths');
  });
});
