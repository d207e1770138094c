// mcSampler through the MCP tool server, with the SDK's own Client (docs/model.md#the-sobol-sampler,
// docs/api.md#mcp-tool-server): the tools take the field though tools/list leaves it out; a Sobol answer says so
// wherever it counts its paths (project_530a's and project_530a_shared's ranges line, solve_530a's
// sentence) and carries `assumptions.mcSampler`, the API's bytes at detail "full"; the default
// answer's words and structured content are the API's without it; a bad value, and "sobol" under
// market history, are tool errors at /mcSampler, never a crash (null, "not given" to the tools, is the
// default).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { type RunningMcpServer, startMcpServer } from '../helpers/mcp-client.js';
import { onlyText } from '../helpers/mcp-result.js';
import { post } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
/** A newborn's parents monthly to 17, on 512 paths (a power of two, where Sobol is most even). */
const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  mcPaths: 512,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 },
    },
  ],
};
const SOBOL = { ...SCENARIO, mcSampler: 'sobol' };
const SAID = ', drawn from a scrambled Sobol sequence';

let mcp: RunningMcpServer;

beforeAll(async () => {
  mcp = await startMcpServer('mcp-sampler-test', { SITE_URL });
});
afterAll(() => mcp?.close());

describe('mcSampler through the tools', () => {
  it('project_530a: a Sobol answer names its sampler in the ranges line and in assumptions, the API bytes', async () => {
    const [result, http] = await Promise.all([
      mcp.call('project_530a', { ...SOBOL, detail: 'full' }),
      post(`${mcp.url}/v1/project`, SOBOL),
    ]);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const projection = result.structuredContent as Projection;
    expect(projection.assumptions.mcSampler).toBe('sobol');
    expect(onlyText(result)).toContain(`Ranges from 512 simulated paths${SAID}, 7% real return`);
    // The summary level keeps the assumptions whole, so it names the sampler too.
    const summary = await mcp.call('project_530a', SOBOL);
    expect((summary.structuredContent as Projection).assumptions).toEqual(projection.assumptions);
  });

  it('the default answer is the API bytes without the field, and its words do not change', async () => {
    const [result, http] = await Promise.all([
      mcp.call('project_530a', { ...SCENARIO, detail: 'full' }),
      post(`${mcp.url}/v1/project`, SCENARIO),
    ]);
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    expect(http.text).not.toContain('mcSampler');
    const text = onlyText(result);
    expect(text).toContain('Ranges from 512 simulated paths, 7% real return');
    expect(text).not.toContain('Sobol');
    // "pseudo" spelled out is the same answer, word for word.
    expect(onlyText(await mcp.call('project_530a', { ...SCENARIO, mcSampler: 'pseudo', detail: 'full' }))).toBe(text);
  });

  it("says so when the budget clamps a Sobol request's paths", async () => {
    const result = await mcp.call('project_530a', { ...SOBOL, targetAgeMonths: 1428, mcPaths: 5000 });
    expect(result.isError).toBeFalsy();
    const { assumptions } = result.structuredContent as Projection;
    expect(assumptions.mcPathsSimulated).toBeLessThan(5000);
    expect(onlyText(result)).toContain(
      `Ranges from ${assumptions.mcPathsSimulated} simulated paths (of 5000 requested, clamped to bound compute)${SAID}, `,
    );
  });

  it("project_530a_shared: a Sobol link's answer names its sampler", async () => {
    const http = await post(`${mcp.url}/v1/project`, SOBOL);
    const s = new URL((JSON.parse(http.text) as Projection).shareUrl ?? '').searchParams.get('s') ?? '';
    const result = await mcp.call('project_530a_shared', { s, detail: 'full' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    expect(onlyText(result)).toContain(`simulated paths${SAID}, `);
  });

  it("solve_530a: the sentence counts the Sobol paths as such; a pseudo-random solve's words are as before", async () => {
    const goal = { amountCents: '6000000', atAgeMonths: 216, probability: 0.75 };
    const [sobol, pseudo] = await Promise.all([
      mcp.call('solve_530a', { scenario: { ...SOBOL, goal }, sourceId: 'parents', detail: 'full' }),
      mcp.call('solve_530a', { scenario: { ...SCENARIO, goal }, sourceId: 'parents', detail: 'full' }),
    ]);
    expect(sobol.isError).toBeFalsy();
    const solution = sobol.structuredContent as SolutionBody;
    expect(solution.projection.assumptions.mcSampler).toBe('sobol');
    const reached = solution.projection.goal;
    expect(onlyText(sobol)).toContain(`(${reached?.pathsReaching} of ${reached?.paths} simulated paths${SAID}).`);
    expect(onlyText(pseudo)).toMatch(/\(\d+ of 512 simulated paths\)\./);
    expect((pseudo.structuredContent as SolutionBody).projection.assumptions).not.toHaveProperty('mcSampler');
  });

  it('refuses a bad value and "sobol" under market history at /mcSampler, as the API does', async () => {
    for (const bad of ['SOBOL', 'Sobol', ' sobol', 'quasi', '', 1, true, ['sobol'], { sobol: true }]) {
      const result = await mcp.call('project_530a', { ...SCENARIO, mcSampler: bad });
      expect(result.isError, JSON.stringify(bad)).toBe(true);
      expect(onlyText(result)).toContain('- /mcSampler:');
    }
    // null is "not given" to the tools (docs/api.md#mcp-tool-server: strict-mode clients send it): the default.
    const none = await mcp.call('project_530a', { ...SCENARIO, mcSampler: null, detail: 'full' });
    expect(none.structuredContent).toEqual(JSON.parse((await post(`${mcp.url}/v1/project`, SCENARIO)).text));
    const history = await mcp.call('project_530a', { ...SOBOL, returnModel: 'historical' });
    expect(history.isError).toBe(true);
    expect(onlyText(history)).toContain('- /mcSampler:');
    expect(onlyText(history)).toContain('returnModel "historical"');
    const solve = await mcp.call('solve_530a', {
      scenario: {
        ...SOBOL,
        returnModel: 'historical',
        goal: { amountCents: '6000000', atAgeMonths: 216, probability: 0.75 },
      },
      sourceId: 'parents',
    });
    expect(solve.isError).toBe(true);
    expect(onlyText(solve)).toContain('- /scenario/mcSampler:');
  });
});
