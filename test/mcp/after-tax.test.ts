// afterTax through the MCP tool server, with the SDK's own Client (docs/api.md#after-tax):
// project_530a takes it from its Scenario schema (null meaning absent, as for every optional field)
// and answers what POST /v1/project answers; its text says in plain words what each account leaves
// at the target (medians) and how often the Trump account leaves at least as much as a 529 plan.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { Projection } from '../../core/schemas/projection.js';
import { defined } from '../helpers/defined.js';
import { wholeDollars } from '../helpers/dollar-words.js';
import { type RunningMcpServer, startMcpServer } from '../helpers/mcp-client.js';
import { onlyText } from '../helpers/mcp-result.js';
import { percentWords } from '../helpers/percent-words.js';
import { post } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 216,
  mcPaths: 400,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
  afterTax: { use: 'education' },
};

let mcp: RunningMcpServer;

const call = (args: Record<string, unknown>) => mcp.call('project_530a', args);

/** Whole dollars, written here apart from the server's helper. */

beforeAll(async () => {
  mcp = await startMcpServer('mcp-after-tax-test', { SITE_URL });
});
afterAll(() => mcp?.close());

describe('project_530a with afterTax', () => {
  it('publishes afterTax as a nullable object with its fields', async () => {
    const { tools } = await mcp.client.listTools();
    const tool = defined(
      tools.find((t) => t.name === 'project_530a'),
      'project_530a',
    );
    const property = (tool.inputSchema.properties as Record<string, { properties?: Record<string, unknown> }>).afterTax;
    expect(Object.keys(property?.properties ?? {})).toEqual([
      'use',
      'otherIncomeCents',
      'otherUnearnedIncomeCents',
      'parentOrdinaryRate',
      'parentCapitalGainsRate',
      'ordinaryRate',
      'capitalGainsRate',
      'kiddieTax',
      'fullTimeStudent',
      'qualifiedExpensesCents',
      'filingStatus',
      'plan',
      'conversion',
      'state',
      'parentStateRate',
    ]);
    expect(tool.description).toContain('afterTax (e.g. { use: "education", state: "NY" })');
  });

  it('answers what POST /v1/project answers, and says in plain words what each account leaves', async () => {
    const result = await call({ ...SCENARIO, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/project`, SCENARIO);
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const block = defined((result.structuredContent as Projection).afterTax, 'the afterTax block');
    const median = (rows: (string | null)[][]) => itemAt(itemAt(rows, 2), block.ages.length - 1);
    const atTarget = defined(block.atTarget ?? undefined, 'atTarget');
    const percent = percentWords(atTarget.trumpAheadOf529, atTarget.paths);
    expect(onlyText(result)).toContain(
      `At 18, for college: about ${wholeDollars(median(block.trumpAccount.netRealCents))} left in the Trump account, ` +
        `${wholeDollars(median(block.plan529.netRealCents))} in a 529, ${wholeDollars(median(block.custodial.netRealCents))} ` +
        `in a custodial account (medians after federal tax, in 2026-11-24 dollars); the Trump account leaves at ` +
        `least as much as a 529 in ${percent} of simulated markets.`,
    );
  });

  it('says when the Trump account cannot be withdrawn yet, and says nothing without afterTax', async () => {
    const early = onlyText(await call({ ...SCENARIO, targetAgeMonths: 180, afterTax: { use: 'firstHome' } }));
    expect(early).toMatch(
      /^At 15, for a first home: a Trump account cannot be withdrawn before the year the child turns 18; about \$[0-9,]+ in a 529, \$[0-9,]+ in a custodial account/m,
    );
    const { afterTax, ...without } = SCENARIO;
    expect(onlyText(await call(without))).not.toMatch(/529|after federal tax/);
  });

  it('null means absent, at every level', async () => {
    const [nulled, absent] = await Promise.all([
      call({ ...SCENARIO, afterTax: { use: 'education', kiddieTax: null, ordinaryRate: null } }),
      call(SCENARIO),
    ]);
    expect(nulled.structuredContent).toEqual(absent.structuredContent);
    const none = await call({ ...SCENARIO, afterTax: null });
    expect((none.structuredContent as Projection).afterTax).toBeUndefined();
  });

  it('says in plain words what a plan of withdrawals leaves from each account', async () => {
    const body = {
      ...SCENARIO,
      targetAgeMonths: 264,
      afterTax: {
        use: 'education',
        qualifiedExpensesCents: '1500000',
        plan: { fromAgeMonths: 216, years: 4, method: null },
      },
    };
    const result = await call({ ...body, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const { method, ...plan } = body.afterTax.plan;
    const http = await post(`${mcp.url}/v1/project`, { ...body, afterTax: { ...body.afterTax, plan } });
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const block = defined((result.structuredContent as Projection).afterTax?.plan, 'the plan block');
    const median = (account: typeof block.plan529) => wholeDollars(itemAt(account.netRealCents, 2));
    const share = (count: number) => percentWords(count, block.paths);
    expect(onlyText(result)).toContain(
      `Taken over 4 years from 18 for college: about ${median(block.trumpAccount)} left from the Trump account, ` +
        `${median(block.plan529)} from a 529, ${median(block.custodial)} from a custodial account (medians of the ` +
        `totals after federal tax, in 2026-11-24 dollars); the Trump account leaves at least as much as a 529 in ` +
        `${share(block.trumpAheadOf529)} of simulated markets, as a custodial account in ${share(block.trumpAheadOfCustodial)}.`,
    );
    const bad = await call({ ...body, afterTax: { ...body.afterTax, plan: { fromAgeMonths: 216, years: 9 } } });
    expect(bad.isError).toBe(true);
    expect(onlyText(bad)).toContain('- /afterTax/plan/years:');
  });

  it.each([
    ['college, 4 years from 18, to 22', 'education', 216, 4, 264, '18', '22'],
    ['retirement, 5 years from 60, to 65', 'retirement', 720, 5, 780, '60', '65'],
  ])(
    'leads with what a plan of withdrawals leaves (%s) and shows the ages as the plan leaves them',
    async (_, use, from, years, target, fromWords, targetWords) => {
      const body = { ...SCENARIO, targetAgeMonths: target, afterTax: { use, plan: { fromAgeMonths: from, years } } };
      const result = await call({ ...body, detail: 'full' });
      expect(result.isError).toBeFalsy();
      const projection = result.structuredContent as Projection;
      const block = defined(projection.afterTax?.plan, 'the plan block');
      const lines = onlyText(result).split('\n');
      const median = (row: readonly string[]) => wholeDollars(itemAt(row, 2));
      const useWords = use === 'education' ? ' for college' : ' for retirement';
      // Second after the first line's horizon and the ranges' source: the plan's answer, not a balance.
      expect(
        lines[2]?.startsWith(
          `Withdrawal plan, taken out over ${years} years from ${fromWords}${useWords}: the Trump account pays out a ` +
            `median of ${median(block.trumpAccount.netRealCents)} after federal tax, all years together`,
        ),
      ).toBe(true);
      const { ages, realCents } = projection.percentiles;
      const first = ages.indexOf(from);
      const before = wholeDollars(itemAt(itemAt(realCents, 2), first));
      expect(lines[2]).toContain(`Just before the first withdrawal the median balance is ${before} `);
      // The first withdrawal's age is what it leaves; the target, after the last, is empty; the
      // balance with nothing withdrawn at the target is said nowhere as a balance.
      const left = block.trumpAccountLeft.realCents;
      if (from === 216) {
        expect(lines).toContain(
          `- age 18 (after that year's withdrawal): median ${wholeDollars(itemAt(itemAt(left, 2), 0))} ` +
            `[nominal ${wholeDollars(itemAt(itemAt(block.trumpAccountLeft.nominalCents, 2), 0))}]; 10th-90th percentile ` +
            `${wholeDollars(itemAt(itemAt(left, 0), 0))} to ${wholeDollars(itemAt(itemAt(left, 4), 0))} [nominal ` +
            `${wholeDollars(itemAt(itemAt(block.trumpAccountLeft.nominalCents, 0), 0))} to ${wholeDollars(itemAt(itemAt(block.trumpAccountLeft.nominalCents, 4), 0))}]`,
        );
      } else {
        // Ages before the plan keep the projection's own balances.
        const at30 = ages.indexOf(360);
        expect(lines.find((line) => line.startsWith('- age 30:'))).toContain(
          `median ${wholeDollars(itemAt(itemAt(realCents, 2), at30))} `,
        );
      }
      expect(lines).toContain(
        `- age ${targetWords} (target; after the last withdrawal): median $0 [nominal $0]; 10th-90th percentile $0 to $0 [nominal $0 to $0]`,
      );
      const undrawn = wholeDollars(itemAt(itemAt(realCents, 2), ages.length - 1));
      expect(lines.some((line) => line.startsWith(`- age ${targetWords}`) && line.includes(undrawn))).toBe(false);
      const milestone = itemAt(projection.deterministic.milestones, first);
      expect(onlyText(result)).toContain(
        `${wholeDollars(milestone.realCents)} at ${fromWords}, just before the first withdrawal`,
      );
      expect(onlyText(result)).toContain(`Instead of the plan, at ${targetWords}, `);
    },
  );

  it('says in plain words what a Roth conversion leaves beside the account unconverted', async () => {
    const body = {
      ...SCENARIO,
      targetAgeMonths: 840,
      afterTax: {
        use: 'retirement',
        conversion: { fromAgeMonths: 216, years: 4, taxPaidFrom: null },
        plan: { fromAgeMonths: 780, years: 5, method: null },
      },
    };
    const result = await call({ ...body, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/project`, {
      ...body,
      afterTax: {
        ...body.afterTax,
        conversion: { fromAgeMonths: 216, years: 4 },
        plan: { fromAgeMonths: 780, years: 5 },
      },
    });
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const block = defined((result.structuredContent as Projection).afterTax?.conversion, 'the conversion block');
    const median = (bands: string[]) => wholeDollars(itemAt(bands, 2));
    expect(onlyText(result)).toContain(
      `Converted to a Roth IRA over 4 years from 18, its tax paid with other money (a median of ` +
        `${median(block.roth.conversionTaxCents)} in the years paid), then taken over 5 years from 65 for retirement: ` +
        `about ${median(block.roth.netRealCents)} left from the Roth IRA after that tax, against ` +
        `${median(block.unconverted.netRealCents)} from the Trump account unconverted (medians of the totals after ` +
        `federal tax, in 2026-11-24 dollars); converting leaves at least as much in ` +
        `${percentWords(block.rothAheadOfUnconverted, block.paths)} of simulated markets. That a Trump account ` +
        'may be converted at all is unverified (an IRS notice, not a regulation).',
    );
    expect(onlyText(result)).toContain('Warning (ROTH_CONVERSION_UNVERIFIED)');
    const bad = await call({ ...body, afterTax: { ...body.afterTax, conversion: { fromAgeMonths: 204, years: 2 } } });
    expect(bad.isError).toBe(true);
    expect(onlyText(bad)).toContain('- /afterTax/conversion/fromAgeMonths:');
  });

  it('a bad value is an error result naming its pointer', async () => {
    const result = await call({ ...SCENARIO, afterTax: { use: 'any', qualifiedExpensesCents: '100' } });
    expect(result.isError).toBe(true);
    expect(onlyText(result)).toContain('- /afterTax/qualifiedExpensesCents:');
  });

  it('takes filingStatus and a salary-reduction source, and says what they mean (docs/after-tax.md)', async () => {
    const scenario = {
      ...SCENARIO,
      targetAgeMonths: 360,
      sources: [
        ...SCENARIO.sources,
        {
          id: 'paycheck',
          kind: 'employer',
          salaryReduction: true,
          schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 9, endAgeMonths: 200 },
        },
      ],
      afterTax: { use: 'any', filingStatus: 'marriedJoint' },
    };
    const result = await call({ ...scenario, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/project`, scenario);
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const text = onlyText(result);
    expect(text).toContain(
      '(medians after federal tax, filed jointly after the kiddie-tax years, in 2026-11-24 dollars)',
    );
    expect(text).toMatch(
      /^Warning \(SALARY_REDUCTION\): Source "paycheck" is the employee's own pay.*FICA\) still apply/m,
    );
    expect(text).toContain("per employee, shared by all of the employee's children");
    // solve_530a takes them too.
    const solved = (await mcp.client.callTool({
      name: 'solve_530a',
      arguments: { scenario: { ...scenario, goal: { amountCents: '6000000', atAgeMonths: 216 } }, sourceId: 'parents' },
    })) as CallToolResult;
    expect(solved.isError, onlyText(solved)).toBeFalsy();
    // Bad values are named by their pointers.
    const bad = await call({
      ...scenario,
      sources: [{ ...itemAt(scenario.sources, 0), salaryReduction: true }, itemAt(scenario.sources, 1)],
      afterTax: { filingStatus: 'married' },
    });
    expect(bad.isError).toBe(true);
    expect(onlyText(bad)).toContain('- /afterTax/filingStatus:');
    const employerOnly = await call({
      ...scenario,
      sources: [{ ...itemAt(scenario.sources, 0), salaryReduction: true }, itemAt(scenario.sources, 1)],
    });
    expect(employerOnly.isError).toBe(true);
    expect(onlyText(employerOnly)).toContain('- /sources/0/salaryReduction:');
  });
});
