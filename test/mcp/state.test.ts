// afterTax.state through the MCP tool server, with the SDK's own Client (docs/after-tax.md#state-tax):
// project_530a and solve_530a take state and parentStateRate from the Scenario schema and answer what
// the API answers (every entry's stateTaxCents); project_530a's text names the state's tax, the state
// tax on the steady-return line, and California's yearly tax of the account's earnings; a bad state is
// named at its pointer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterTaxBlock, Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { defined } from '../helpers/defined.js';
import { wholeDollars } from '../helpers/dollar-words.js';
import { type RunningMcpServer, startMcpServer } from '../helpers/mcp-client.js';
import { onlyText } from '../helpers/mcp-result.js';
import { post } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
/** Parents monthly to 18, the whole balance taken out at 30, in New York. */
const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 360,
  mcPaths: 200,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
  afterTax: { use: 'any', state: 'NY' },
};

let mcp: RunningMcpServer;

/** Whole dollars, written here apart from the server's helper. */

const stateTaxAtTarget = (account: AfterTaxBlock['plan529']) => account.deterministic.at(-1)?.stateTaxCents;

beforeAll(async () => {
  mcp = await startMcpServer('mcp-state-test', { SITE_URL });
});
afterAll(() => mcp?.close());

describe('afterTax.state through the tools', () => {
  it("project_530a publishes state and parentStateRate in afterTax's schema", async () => {
    const { tools } = await mcp.client.listTools();
    const project = defined(
      tools.find((t) => t.name === 'project_530a'),
      'project_530a',
    );
    const afterTax = (project.inputSchema.properties as Record<string, { properties?: Record<string, unknown> }>)
      .afterTax;
    expect(Object.keys(afterTax?.properties ?? {})).toEqual(expect.arrayContaining(['state', 'parentStateRate']));
    expect(project.description).toContain('afterTax (e.g. { use: "education", state: "NY" })');
  });

  it('project_530a answers what POST /v1/project answers and says the state tax in plain words', async () => {
    const result = await mcp.call('project_530a', { ...SCENARIO, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/project`, SCENARIO);
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const block = defined((result.structuredContent as Projection).afterTax, 'the afterTax block');
    expect(block.input).toMatchObject({ state: 'NY', parentStateRate: expect.any(Number) });
    const text = onlyText(result);
    expect(text).toContain('(medians after federal and New York tax, in 2026-11-24 dollars)');
    expect(text).toContain(
      `New York tax on the steady-return line at 30: ${wholeDollars(stateTaxAtTarget(block.trumpAccount))} from the ` +
        `Trump account, ${wholeDollars(stateTaxAtTarget(block.plan529))} from a 529, ` +
        `${wholeDollars(stateTaxAtTarget(block.custodial))} from a custodial account (nominal).`,
    );
    expect(text).not.toContain('every year, as they arise');
    // Without a state, no state words at all.
    const { afterTax: _, ...plain } = SCENARIO;
    const federal = onlyText(await mcp.call('project_530a', { ...plain, afterTax: { use: 'any' } }));
    expect(federal).toContain('(medians after federal tax, in 2026-11-24 dollars)');
    expect(federal).not.toMatch(/New York|steady-return line at 30:/);
  });

  it("says that California taxes the Trump account's earnings every year", async () => {
    const text = onlyText(await mcp.call('project_530a', { ...SCENARIO, afterTax: { use: 'any', state: 'CA' } }));
    expect(text).toContain('after federal and California tax');
    expect(text).toContain(
      "California does not follow the federal deferral: it taxes the Trump account's earnings every year, as they " +
        'arise, not only when the money comes out.',
    );
  });

  it('names a bad state and a parent state rate without a state at their pointers', async () => {
    const lower = await mcp.call('project_530a', { ...SCENARIO, afterTax: { use: 'any', state: 'ny' } });
    expect(lower.isError).toBe(true);
    expect(onlyText(lower)).toContain('- /afterTax/state:');
    expect(onlyText(lower)).toContain('"NY"');
    const rate = await mcp.call('project_530a', { ...SCENARIO, afterTax: { use: 'any', parentStateRate: 0.05 } });
    expect(rate.isError).toBe(true);
    expect(onlyText(rate)).toContain('- /afterTax/parentStateRate:');
  });

  it('solve_530a takes the state and its projection carries the state tax', async () => {
    const scenario = {
      ...SCENARIO,
      targetAgeMonths: 216,
      afterTax: { use: 'education', state: 'NY', parentStateRate: 0.06 },
      goal: { amountCents: '6000000', atAgeMonths: 216, probability: 0.75 },
    };
    const result = await mcp.call('solve_530a', { scenario, sourceId: 'parents', detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/solve`, { scenario, sourceId: 'parents' });
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const solution = result.structuredContent as SolutionBody;
    const block = defined(solution.projection.afterTax, 'the afterTax block');
    expect(block.input).toMatchObject({ state: 'NY', parentStateRate: 0.06 });
    expect(stateTaxAtTarget(block.custodial)).toMatch(/^[0-9]+$/);
  });
});
