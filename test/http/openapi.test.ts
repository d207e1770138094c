// The OpenAPI 3.1 document (docs/api.md#openapi-document): valid by an independent validator,
// version 1.0.0, every route of the JSON API described; /docs serves the reference page; and the
// conformance check that every test file's responses go through (test/setup/openapi.ts) really
// catches mistakes.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceProblems, type RecordedResponse } from '../helpers/openapi-conformance.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

describe('OpenAPI document', () => {
  let server: RunningServer;
  let doc: any;
  beforeAll(async () => {
    server = await startServer({ SITE_URL: 'https://530a.example' });
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    doc = await response.json();
  });
  afterAll(() => server.close());

  it('is a valid OpenAPI 3.1 document by an independent validator', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    expect(doc.servers).toEqual([{ url: 'https://530a.example' }]);
  });

  it('describes the JSON API with request and response schemas and examples', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/project', '/v1/rules']));
    const post = doc.paths['/v1/project'].post;
    expect(post.requestBody.content['application/json'].example.sources.length).toBeGreaterThan(0);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '413', '415', '429']));
    expect(post.responses['400'].content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    expect(doc.components.schemas.Problem.properties.errors).toBeDefined();
    expect(doc.paths['/v1/project'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['s']);
    expect(doc.paths['/v1/rules'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Rules',
    });
    expect(doc.components.schemas.Rules.required).toEqual(
      expect.arrayContaining(['sourceUrl', 'rulesVerifiedAt', 'disclaimer', 'facts', 'sources']),
    );
    expect(doc.info.description).toContain('RATE_LIMITED');
  });

  it('names its schemas and operations, for generated clients', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Scenario',
        'Source',
        'Schedule',
        'ShareRequest',
        'Projection',
        'Rules',
        'Eligibility',
        'Returns',
        'Problem',
        'SolveScenarioRequest',
        'SolveShareRequest',
        'Solution',
      ]),
    );
    expect(doc.paths['/v1/solve'].post.requestBody.content['application/json'].schema.anyOf).toEqual([
      { $ref: '#/components/schemas/SolveScenarioRequest' },
      { $ref: '#/components/schemas/SolveShareRequest' },
    ]);
    expect(doc.components.schemas.SolveScenarioRequest.properties.scenario).toEqual({
      $ref: '#/components/schemas/Scenario',
    });
    expect(doc.components.schemas.Solution.properties.projection).toEqual({ $ref: '#/components/schemas/Projection' });
    expect(doc.paths['/v1/project'].post.requestBody.content['application/json'].schema.anyOf).toEqual([
      { $ref: '#/components/schemas/Scenario' },
      { $ref: '#/components/schemas/ShareRequest' },
    ]);
    expect(doc.components.schemas.Scenario.properties.sources.items).toEqual({ $ref: '#/components/schemas/Source' });
    const operationIds = Object.values(doc.paths).flatMap((item: any) =>
      Object.values(item).map((operation: any) => operation.operationId),
    );
    expect(operationIds.sort()).toEqual([
      'getEligibility',
      'getReturns',
      'getRules',
      'projectScenario',
      'projectShared',
      'solveForGoal',
    ]);
    // GET /v1/eligibility documents its three parameters, the state as the list of postal codes.
    const eligibilityParameters = doc.paths['/v1/eligibility'].get.parameters;
    expect(eligibilityParameters.map((parameter: any) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['birthDate', 'query', true],
      ['asOf', 'query', true],
      ['state', 'query', false],
    ]);
    expect(eligibilityParameters[2].schema.enum).toHaveLength(51);
    expect(doc.paths['/v1/eligibility'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Eligibility',
    });
    expect(doc.security).toEqual([]);
    // The shared schemas' $id become names: none is left in the document.
    expect(JSON.stringify(doc)).not.toContain('$id');
  });

  it('documents the 431 problem answered to oversized headers, and the 408, on every operation', async () => {
    const response = await fetch(`${server.url}/v1/rules`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
    const body = await response.text();
    expect(response.status).toBe(431);
    expect(JSON.parse(body)).toMatchObject({ code: 'HEADERS_TOO_LARGE', status: 431 });
    // Answered before any route runs, so it is not among the recorded responses: checked here.
    const answer = {
      method: 'GET',
      path: '/v1/rules',
      status: 431,
      contentType: String(response.headers.get('content-type')),
      body,
    };
    expect(conformanceProblems(doc, [answer])).toEqual([]);
    for (const item of Object.values<any>(doc.paths)) {
      for (const operation of Object.values<any>(item)) {
        for (const status of ['408', '431']) {
          const { schema } = operation.responses[status].content['application/problem+json'];
          expect(schema).toEqual({ $ref: '#/components/schemas/Problem' });
        }
      }
    }
  });

  it('serves the API reference page at /docs', async () => {
    const response = await fetch(`${server.url}/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/swagger/i);
  });

  // Found by a hostile review: Swagger UI's own redirect of its static index.html kept the path
  // when a query or an escape followed it, so the page redirected to itself for ever.
  it.each([
    '/docs/static/index.html',
    '/docs/static/index.html?x',
    '/docs/static/index.html?',
    '/docs/static/%69ndex.html',
    '/docs/static/%69ndex.html?x=1',
  ])('%s redirects once, to the reference page', async (path) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/docs/');
    const page = await fetch(new URL('/docs/', server.url), { redirect: 'manual' });
    expect(page.status).toBe(200);
  });

  it('the conformance check flags an undocumented status, an undocumented type and a wrong body', () => {
    const good = {
      method: 'GET',
      path: '/v1/rules',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        sourceUrl: 'https://530a.example',
        rulesVerifiedAt: '2026-11-01',
        disclaimer: 'd',
        facts: {},
        sources: {},
      }),
    };
    const responses: RecordedResponse[] = [
      good,
      { ...good, status: 418 },
      { ...good, contentType: 'text/html' },
      { ...good, body: JSON.stringify({ facts: 'none' }) },
    ];
    const problems = conformanceProblems(doc, responses);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/418: status not documented/);
    expect(problems[1]).toMatch(/content type text\/html not documented/);
    expect(problems[2]).toMatch(/must have required property/);
  });
});

describe('operations', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves a page for every problem type a response names', async () => {
    const answer = await fetch(`${server.url}/v1/project`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { type } = await answer.json();
    const page = await fetch(new URL(new URL(type).pathname, server.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('VALIDATION_ERROR');
  });
});
