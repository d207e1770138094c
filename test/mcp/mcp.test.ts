// The MCP tool server over real HTTP with the SDK's own Client (docs/api.md#mcp-tool-server):
// tools/list publishes the TypeBox schemas in the form every client accepts, with read-only
// annotations; project_530a
// answers what POST /v1/project answers; invalid arguments name their fields; search finds the page
// a question is about and fetch reads every result; GET/DELETE are 405, a foreign Origin or Host is
// 403, the 61st request in a minute is 429; every url a search returns resolves as an HTML page.

import * as Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_P50 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { Projection } from '../../core/schemas/projection.js';
import { Rules } from '../../core/schemas/rules.js';
import { Scenario } from '../../core/schemas/scenario.js';
import { Solution } from '../../core/schemas/solve.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import { Knowledge } from '../../server/knowledge/knowledge.js';
import { clientSchema, describedOnce } from '../../server/mcp/client-schema.js';
import { outlineSchema } from '../../server/mcp/output-schema.js';
import {
  EligibilityInput,
  ExplainInput,
  FetchInput,
  ProjectInput,
  SearchInput,
  SharedInput,
  SolveInput,
  TOOLS,
} from '../../server/mcp/tools.js';
import { defined } from '../helpers/defined.js';
import { requestFrom } from '../helpers/from-address.js';
import { type RunningMcpServer, startMcpServer } from '../helpers/mcp-client.js';
import { onlyText } from '../helpers/mcp-result.js';
import { percentWords } from '../helpers/percent-words.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const ACCEPT = 'application/json, text/event-stream';

const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 366, // past 18 and 30, not a birthday: the target is a milestone of its own
  mcPaths: 200,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 9, endAgeMonths: 216 },
    },
    {
      id: 'grandma',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '100000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
    },
    { id: 'dell', kind: 'charity', schedule: { type: 'once', amountCents: '25000', atAgeMonths: 12 } },
  ],
};

/** Questions people ask, and the page that answers each. */
const QUESTIONS: [string, string][] = [
  ['how much can grandparents contribute', 'grandparents-and-family-contributions'],
  ['what happens when my child turns 18', 'what-happens-at-18'],
  ['which index funds are allowed', 'eligible-funds'],
  ['Dell pledge 250', 'dell-pledge'],
  ['who gets the 1000 dollar seed', 'pilot-seed'],
  ['employer contribution limit', 'employer-contributions'],
  ['when can I start contributing', 'when-contributions-start'],
  ['is it taxed', 'taxes'],
  ['what is a Trump account', 'what-is-a-trump-account'],
  ['how is the projection calculated', 'how-the-projection-works'],
  ['how do I call the API', 'api'],
  ['can my employer put money in the account', 'employer-contributions'],
  ['how does the $1,000 pilot contribution work', 'pilot-seed'],
];

let mcp: RunningMcpServer;

function rpc(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  mcp = await startMcpServer('mcp-test', { SITE_URL });
});
afterAll(() => mcp?.close());

describe('tools/list', () => {
  it('publishes the seven tools with the TypeBox schemas in the client form, read-only annotations and titles', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'project_530a',
      'project_530a_shared',
      'solve_530a',
      'explain_530a',
      'eligibility_530a',
      'search',
      'fetch',
    ]);
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    const tool = (name: string) => defined(byName[name], `the tool ${name}`);
    expect(tool('project_530a').inputSchema).toEqual(clientSchema(ProjectInput));
    expect(tool('project_530a').outputSchema).toEqual(outlineSchema(Projection));
    expect(tool('project_530a_shared').inputSchema).toEqual(clientSchema(SharedInput));
    expect(tool('project_530a_shared').outputSchema).toEqual(outlineSchema(Projection));
    expect(tool('solve_530a').inputSchema).toEqual(describedOnce(clientSchema(SolveInput), 'scenario', ['goal']));
    expect(tool('solve_530a').outputSchema).toEqual(outlineSchema(Solution));
    expect(tool('explain_530a').inputSchema).toEqual(clientSchema(ExplainInput));
    // The rules without the gifts, which eligibility_530a answers for.
    expect(tool('explain_530a').outputSchema).toEqual(outlineSchema(Type.Omit(Rules, ['pilot', 'pledges'])));
    expect(tool('eligibility_530a').inputSchema).toEqual(clientSchema(EligibilityInput));
    expect(tool('eligibility_530a').outputSchema).toBeUndefined();
    expect(tool('search').inputSchema).toEqual(clientSchema(SearchInput));
    expect(tool('fetch').inputSchema).toEqual(clientSchema(FetchInput));
    expect(tool('search').outputSchema).toBeUndefined();
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.title).toBeTruthy();
      expect(tool.description!.length).toBeGreaterThan(100);
      expect(tool.annotations).toEqual({
        title: tool.title,
        readOnlyHint: true,
        idempotentHint: true,
        destructiveHint: false,
        openWorldHint: false,
      });
    }
    expect(TOOLS).toHaveLength(tools.length);
  });

  it("project_530a's input is the Scenario: its required fields required, every other one nullable", () => {
    const listed = clientSchema(ProjectInput) as {
      required: string[];
      properties: Record<string, { type?: unknown; anyOf?: unknown[] }>;
      additionalProperties: boolean;
    };
    expect(listed.required).toEqual(['asOf', 'birthDate', 'targetAgeMonths']);
    // Every field but mcSampler, which the API documents and tools/list has no room for
    // (test/mcp/lean.test.ts); the handler still reads it as POST /v1/project does.
    expect(Object.keys(listed.properties)).toEqual([
      ...Object.keys(Scenario.properties).filter((name) => name !== 'mcSampler'),
      'detail',
    ]);
    expect(listed.additionalProperties).toBe(false);
    for (const [name, property] of Object.entries(listed.properties)) {
      const nullable = JSON.stringify(property.type ?? property.anyOf).includes('null');
      expect(nullable, name).toBe(!listed.required.includes(name));
    }
  });
});

describe('solve_530a', () => {
  const GOAL_SCENARIO = { ...SCENARIO, goal: { amountCents: '6000000', atAgeMonths: 216, probability: 0.75 } };

  it('answers what POST /v1/solve answers, in one sentence', async () => {
    const args = { scenario: GOAL_SCENARIO, sourceId: 'parents' };
    const result = await mcp.call('solve_530a', { ...args, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/solve`, args);
    expect(http.status).toBe(200);
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const { amountCents, projection } = JSON.parse(http.text) as { amountCents: string; projection: Projection };
    const amount = `$${(Number(amountCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const chance = percentWords(projection.goal?.pathsReaching ?? -1, projection.goal?.paths ?? 0);
    expect(onlyText(result).split('\n')[0]).toBe(
      `${amount} a month from parents, from age 9 months to 18, gives a ${chance} chance of $60,000 in future dollars at 18 ` +
        `(${projection.goal?.pathsReaching} of 200 simulated paths).`,
    );
    expect(onlyText(result)).toContain(DISCLAIMER);
  });

  it('says what the statute cuts of the amount found, and in which years', async () => {
    // A newborn, a goal of $180,000 at 18 with a 75% chance: more than $416.66 a month, which the
    // limit cuts in the years before it has risen above twelve of them.
    const scenario = {
      asOf: '2026-11-29',
      birthDate: '2026-11-01',
      targetAgeMonths: 216,
      goal: { amountCents: '18000000', atAgeMonths: 216, probability: 0.75 },
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
        },
      ],
    };
    const result = await mcp.call('solve_530a', { scenario, sourceId: 'parents', detail: 'full' });
    expect(result.isError).toBeFalsy();
    const solution = result.structuredContent as { cutCents: string; cutYears: number[]; projection: Projection };
    expect(solution.cutYears).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
    expect(solution.cutCents).toBe(solution.projection.deterministic.cappedCents);
    const cut = `$${(Number(solution.cutCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const goal = defined(solution.projection.goal, 'the goal block');
    expect(onlyText(result).split('\n')[0]).toBe(
      `$522.66 a month from parents, from birth to 18, gives a 75% chance of $180,000 in future dollars at 18 ` +
        `(${goal.pathsReaching} of ${goal.paths} simulated paths). The statute's yearly limits cut ${cut} of the ` +
        "plan's deposits (as paid), in 2027 to 2036: the account takes no more than each year's limit, and the " +
        'chance counts only what it takes.',
    );
  });

  it('says when no amount is enough, why, the largest plan the limits allow, what it gives and the largest goal it reaches', async () => {
    const goal = { amountCents: '900000000', atAgeMonths: 216 };
    const result = await mcp.call('solve_530a', { scenario: { ...GOAL_SCENARIO, goal }, sourceId: 'grandma' });
    expect(result.isError).toBeFalsy();
    const text = onlyText(result);
    const said = text.match(
      /^No amount from grandma gives a 50% chance of \$9,000,000 in future dollars at 18: the statute's yearly limits cap the deposits\. The most they allow, all the room each year's limit leaves, put in with the year's first deposit from grandma \(a limit of \$5,000 in 2026 and 2027, then rising to \$7,400 in 2043; up to \$([\d,]+) in all\), gives a (\d+)% chance \((\d+) of 200 simulated paths\); with a 50% chance it reaches \$([\d,]+) in future dollars at 18\./,
    );
    expect(said, text).not.toBeNull();
    const [, total, chance, reaching, largest] = said as unknown as [string, string, string, string, string];
    // The limits of 2026 to 2043 as the engine indexes them (2.5% inflation, down to $100).
    expect(Number(total.replaceAll(',', ''))).toBe(
      [50, 50, 51, 52, 53, 55, 56, 57, 59, 60, 62, 64, 65, 67, 68, 70, 72, 74].reduce((sum, h) => sum + h * 100, 0),
    );
    // Checked by projections of its own: grandma at 999999999999, which the limits cut to the room
    // each year leaves her (the answer's own scenario)...
    const projectedGoal = async (goalCents: number) => {
      const scenario = structuredClone({ ...GOAL_SCENARIO, goal: { ...goal, amountCents: String(goalCents) } });
      scenario.sources[1]!.schedule.amountCents = '999999999999';
      const projected = await post(`${mcp.url}/v1/project`, scenario);
      expect(projected.status).toBe(200);
      return defined((JSON.parse(projected.text) as Projection).goal, 'the goal block');
    };
    const limited = await projectedGoal(Number(goal.amountCents));
    expect(Number(reaching)).toBe(limited.pathsReaching);
    expect(`${chance}%`).toBe(percentWords(limited.pathsReaching, limited.paths));
    // ...reaches the largest goal in whole dollars with half the paths, and not a dollar more.
    const largestCents = Number(largest.replaceAll(',', '')) * 100;
    const met = await projectedGoal(largestCents);
    const missed = await projectedGoal(largestCents + 100);
    expect(met.pathsReaching).toBeGreaterThanOrEqual(met.pathsNeeded);
    expect(missed.pathsReaching).toBeLessThan(missed.pathsNeeded);
  });

  it('says so when the source deposits nothing before the goal', async () => {
    const scenario = { ...GOAL_SCENARIO, goal: { amountCents: '900000000', atAgeMonths: 10 } };
    const result = await mcp.call('solve_530a', { scenario, sourceId: 'dell' });
    expect(onlyText(result)).toMatch(
      /^No amount from dell gives a 50% chance of \$9,000,000 in future dollars at 10 months: the account takes none of its deposits between 2026-11-21 and age 10 months, so whatever the amount the plan has a 0% chance \(0 of 200 simulated paths\); with a 50% chance it reaches \$[\d,]+ in future dollars at 10 months\./,
    );
  });

  it('names each bad field: no goal, an unknown source', async () => {
    const result = await mcp.call('solve_530a', { scenario: SCENARIO, sourceId: 'uncle' });
    expect(result.isError).toBe(true);
    expect(onlyText(result)).toMatch(/^- \/scenario\/goal: /m);
    expect(onlyText(result)).toMatch(/^- \/sourceId: /m);
  });
});

describe('project_530a', () => {
  it('answers with the same Projection as POST /v1/project, plus a summary at 18, 30 and the target', async () => {
    const result = await mcp.call('project_530a', { ...SCENARIO, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/project`, SCENARIO);
    expect(http.status).toBe(200);
    expect(result.structuredContent).toEqual(JSON.parse(http.text));

    const summary = onlyText(result);
    expect(summary).toMatch(
      /^- age 18: median \$[0-9,]+ \[nominal \$[0-9,]+\]; 10th-90th percentile \$[0-9,]+ to \$[0-9,]+/m,
    );
    expect(summary).toMatch(/^- age 30: median/m);
    expect(summary).toMatch(/^- age 30 years 6 months \(target\): median/m);
    expect(summary).not.toMatch(/age 65/);
    expect(summary).toContain(`Source: ${SITE_URL}`);
    expect(summary).toContain(DISCLAIMER);
  });

  it('the summary quotes the percentile table', async () => {
    const result = await mcp.call('project_530a', SCENARIO);
    const projection = result.structuredContent as { percentiles: { ages: number[]; realCents: string[][] } };
    const column = projection.percentiles.ages.indexOf(216);
    const cents = Number(itemAt(itemAt(projection.percentiles.realCents, ROW_P50), column));
    const median = Math.round(cents / 100).toLocaleString('en-US');
    expect(onlyText(result)).toContain(`- age 18: median $${median} `);
  });

  it('project_530a_shared answers the same projection from the s of its shareUrl', async () => {
    const first = await mcp.call('project_530a', SCENARIO);
    const { shareUrl } = first.structuredContent as { shareUrl: string };
    const s = new URL(shareUrl).searchParams.get('s')!;
    const shared = await mcp.call('project_530a_shared', { s });
    expect(shared.isError).toBeFalsy();
    expect(shared.structuredContent).toEqual(first.structuredContent);
    expect(onlyText(shared)).toBe(onlyText(first));
  });

  it('project_530a_shared without s, with other fields, or with a broken s, names the field', async () => {
    expect(onlyText(await mcp.call('project_530a_shared', {}))).toMatch(/^- \/s: /m);
    const extra = await mcp.call('project_530a_shared', { s: '1.abc', asOf: '2026-11-21' });
    expect(extra.isError).toBe(true);
    expect(onlyText(extra)).toMatch(/^- \/asOf: /m);
    const broken = await mcp.call('project_530a_shared', { s: 'not-a-share-link' });
    expect(broken.isError).toBe(true);
    expect(onlyText(broken)).toMatch(/^- \/s: /m);
  });

  it('invalid arguments are an error result that names every bad field', async () => {
    const result = await mcp.call('project_530a', {
      asOf: '2026-13-01',
      birthDate: '2026-03-01',
      targetAgeMonths: 0,
      colour: 'blue',
      sources: [
        {
          id: 'aunt',
          kind: 'aunt',
          schedule: { type: 'monthly', amountCents: '12.50', startAgeMonths: 0, endAgeMonths: 12 },
        },
      ],
    });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const text = onlyText(result);
    for (const pointer of [
      '/asOf',
      '/targetAgeMonths',
      '/colour',
      '/sources/0/kind',
      '/sources/0/schedule/amountCents',
    ]) {
      expect(text).toMatch(new RegExp(`^- ${pointer}: `, 'm'));
    }
    expect(text).toContain('/colour: unknown field');
  });

  it('missing arguments name each required field', async () => {
    const result = await mcp.call('project_530a', {});
    expect(result.isError).toBe(true);
    const text = onlyText(result);
    for (const field of ['asOf', 'birthDate', 'targetAgeMonths'])
      expect(text).toContain(`- /${field}: required field is missing`);
  });

  it('s together with scenario fields, or a broken s, is an error naming the field', async () => {
    const mixed = await mcp.call('project_530a', { s: '1.abc', asOf: '2026-11-21' });
    expect(mixed.isError).toBe(true);
    expect(onlyText(mixed)).toContain('- /asOf: not allowed together with s');
    const broken = await mcp.call('project_530a', { s: 'not-a-share-link' });
    expect(broken.isError).toBe(true);
    expect(onlyText(broken)).toMatch(/^- \/s: /m);
  });
});

describe('explain_530a', () => {
  it('without a topic: every fact and unverified item, with sources, sourceUrl and disclaimer', async () => {
    const result = await mcp.call('explain_530a', {});
    expect(result.isError).toBeFalsy();
    const rules = result.structuredContent as {
      facts: object;
      unverified: object;
      sources: object;
      sourceUrl: string;
      disclaimer: string;
    };
    expect(rules.facts).toEqual(RULES_DATA.facts);
    expect(rules.unverified).toEqual(RULES_DATA.unverified);
    expect(rules.sources).toEqual(RULES_DATA.sources);
    expect(rules.sourceUrl).toBe(SITE_URL);
    expect(rules.disclaimer).toBe(DISCLAIMER);
    const text = onlyText(result);
    expect(text).toContain(RULES_DATA.sources.annualContributionLimit);
    expect(text).toContain(
      `Not verified yet (notes in the structured result): ${Object.keys(RULES_DATA.unverified).length} items.`,
    );
    expect(text).toContain(DISCLAIMER);
  });

  it('a topic keeps the rules whose keys or text match it, each with its source', async () => {
    const result = await mcp.call('explain_530a', { topic: 'employer' });
    const rules = result.structuredContent as {
      facts: Record<string, string>;
      unverified: Record<string, unknown>;
      sources: Record<string, string>;
    };
    expect(Object.keys(rules.facts)[0]).toBe('employerExclusionLimit');
    expect(rules.unverified).toHaveProperty('employerContributionDetails');
    expect(rules.facts).not.toHaveProperty('pilotBirthYears');
    for (const key of Object.keys(rules.facts)) expect(rules.sources[key]).toBe(RULES_DATA.sources[key]);
    for (const [key, fact] of Object.entries(rules.facts)) expect(`${key} ${fact}`.toLowerCase()).toMatch(/employ/);

    const seed = (await mcp.call('explain_530a', { topic: 'seed' })).structuredContent as {
      facts: Record<string, string>;
    };
    expect(seed.facts).toHaveProperty('pilotContributionAmount');
    expect(seed.facts).toHaveProperty('pilotBirthYears');
  });

  it("a question asked in words no rule uses gets the rules its page names first, and the page's answer", async () => {
    for (const topic of ['grandparents', 'can grandparents contribute', 'how much can grandma give']) {
      const result = await mcp.call('explain_530a', { topic });
      const rules = result.structuredContent as { facts: Record<string, string> };
      expect(Object.keys(rules.facts).slice(0, 4), topic).toEqual([
        'annualContributionLimit',
        'exemptContributions',
        'excessContributions',
        'contributionTaxTreatment',
      ]);
      const text = onlyText(result);
      // Anyone may give, within the one limit all share: said first, before any other fact.
      const page = `Can grandparents, relatives and friends contribute? How much?, ${SITE_URL}/kb/grandparents-and-family-contributions`;
      expect(text, topic).toContain(
        `In plain words (${page}): Yes. Anyone may put money into a child's Trump account: parents, grandparents, ` +
          'aunts and uncles, friends and the child. All of them together share one limit of $5,000 a year',
      );
      const facts = text.split('\n').filter((line) => line.startsWith('- '));
      expect(facts[0], topic).toMatch(
        /^- annualContributionLimit: .*all contributors together.*\$5,000 per calendar year/,
      );
      expect(text, topic).not.toContain('Attribution:');
    }
  });

  it('a topic that matches nothing returns every rule and says so', async () => {
    const result = await mcp.call('explain_530a', { topic: 'xyzzy' });
    expect((result.structuredContent as { facts: object }).facts).toEqual(RULES_DATA.facts);
    expect(onlyText(result)).toContain('No rule matched "xyzzy"');
  });

  it('a topic that is not a string is an error naming /topic', async () => {
    const result = await mcp.call('explain_530a', { topic: 42 });
    expect(result.isError).toBe(true);
    expect(onlyText(result)).toMatch(/^- \/topic: /m);
  });
});

describe('eligibility_530a', () => {
  it('answers what GET /v1/eligibility answers, and says it in a few lines with the site and the disclaimer', async () => {
    for (const args of [
      { birthDate: '2018-03-03', asOf: '2026-11-20', state: 'CT' },
      { birthDate: '2018-03-03', asOf: '2026-11-20' },
      { birthDate: '2026-02-01', asOf: '2026-11-20', state: 'IN' },
    ]) {
      const query = new URLSearchParams(args).toString();
      const http = await (await fetch(`${mcp.url}/v1/eligibility?${query}`)).json();
      const result = await mcp.call('eligibility_530a', args);
      expect(result.isError, JSON.stringify(result.content)).toBeUndefined();
      expect(result.structuredContent).toEqual(http);
      const words = onlyText(result);
      expect(words).toContain(`Free money for a child born ${args.birthDate}, asked on ${args.asOf}`);
      expect(words).toContain(DISCLAIMER);
      expect(words).toContain(SITE_URL);
    }
    const young = onlyText(
      await mcp.call('eligibility_530a', { birthDate: '2026-02-01', asOf: '2026-11-20', state: 'IN' }),
    );
    expect(young).toContain("- The Treasury's pilot contribution, $1,000: eligible.");
    expect(young).toContain("- Brad Gerstner, $250 (gerstner): may qualify, if the child meets the sponsor's");
    expect(young).toContain('- Michael and Susan Dell, $250 (dell): no. Born February 1, 2026');
  });

  it('names each bad argument: missing dates, a date that is not one, a state that is not a state, an unknown one', async () => {
    const missing = onlyText(await mcp.call('eligibility_530a', {}));
    expect(missing).toContain('- /birthDate: required field is missing');
    expect(missing).toContain('- /asOf: required field is missing');
    const bad = await mcp.call('eligibility_530a', { birthDate: '2021-02-29', asOf: '2026-11-20', state: 'ZZ' });
    expect(bad.isError).toBe(true);
    expect(onlyText(bad)).toContain('/birthDate');
    const nowhere = onlyText(
      await mcp.call('eligibility_530a', { birthDate: '2018-03-03', asOf: '2026-11-20', state: 'ZZ' }),
    );
    expect(nowhere).toContain('- /state: must be one of: AL, AK');
    const lower = onlyText(
      await mcp.call('eligibility_530a', { birthDate: '2018-03-03', asOf: '2026-11-20', state: 'ct' }),
    );
    expect(lower).toContain('/state');
    const unknown = onlyText(await mcp.call('eligibility_530a', { birthdate: '2018-03-03', asOf: '2026-11-20' }));
    expect(unknown).toContain('/birthdate');
  });
});

describe('search and fetch', () => {
  const found = new Set<string>();

  it.each(QUESTIONS)('"%s" finds %s in the top 3', async (question, expected) => {
    const result = await mcp.call('search', { query: question });
    expect(result.isError).toBeFalsy();
    const answer = JSON.parse(onlyText(result)) as {
      results: { id: string; title: string; url: string }[];
      sourceUrl: string;
      disclaimer: string;
    };
    expect(answer.sourceUrl).toBe(SITE_URL);
    expect(answer.disclaimer).toBe(DISCLAIMER);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThanOrEqual(8);
    for (const hit of answer.results) {
      expect(Object.keys(hit)).toEqual(['id', 'title', 'url']);
      expect(hit.url).toBe(`${SITE_URL}/kb/${hit.id}`);
      found.add(hit.id);
    }
    expect(answer.results.slice(0, 3).map((hit) => hit.id)).toContain(expected);
  });

  it('fetch reads every id a search returned, in the compatibility shape', async () => {
    expect(found.size).toBeGreaterThan(10);
    for (const id of found) {
      const result = await mcp.call('fetch', { id });
      expect(result.isError).toBeFalsy();
      const page = JSON.parse(onlyText(result)) as {
        id: string;
        title: string;
        text: string;
        url: string;
        metadata: Record<string, unknown>;
      };
      expect(Object.keys(page)).toEqual(['id', 'title', 'text', 'url', 'metadata']);
      expect(page.id).toBe(id);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.text.length).toBeGreaterThan(40);
      expect(page.text).not.toContain('{{');
      expect(page.url).toBe(`${SITE_URL}/kb/${id}`);
      expect(page.metadata.sourceUrl).toBe(SITE_URL);
      expect(page.metadata.disclaimer).toBe(DISCLAIMER);
    }
  });

  it('a rule page carries the fact, its primary source and its verification status', async () => {
    const fact = JSON.parse(onlyText(await mcp.call('fetch', { id: 'rule-annualContributionLimit' }))) as {
      text: string;
      metadata: Record<string, unknown>;
    };
    expect(fact.text).toContain(RULES_DATA.facts.annualContributionLimit);
    expect(fact.text).toContain(RULES_DATA.sources.annualContributionLimit);
    expect(fact.metadata).toMatchObject({
      kind: 'rule',
      verified: true,
      primarySource: RULES_DATA.sources.annualContributionLimit,
    });
    const flagged = JSON.parse(onlyText(await mcp.call('fetch', { id: 'rule-dellPledge' }))) as {
      text: string;
      metadata: Record<string, unknown>;
    };
    expect(flagged.text).toContain(defined(RULES_DATA.unverified.dellPledge, 'dellPledge').note);
    expect(flagged.metadata).toMatchObject({ kind: 'rule', verified: false, appliedInProjections: false });
  });

  it("a page's links to the site are absolute", async () => {
    const page = JSON.parse(onlyText(await mcp.call('fetch', { id: 'what-is-a-trump-account' }))) as { text: string };
    expect(page.text).toContain(`](${SITE_URL}/kb/pilot-seed)`);
    expect(page.text).not.toMatch(/\]\(\/kb\//);
  });

  it('an unknown id is an error result', async () => {
    const result = await mcp.call('fetch', { id: 'no-such-page' });
    expect(result.isError).toBe(true);
    expect(onlyText(result)).toContain('"no-such-page"');
  });

  it('a missing query or id is an error naming the field', async () => {
    const search = await mcp.call('search', {});
    expect(search.isError).toBe(true);
    expect(onlyText(search)).toContain('- /query: required field is missing');
    const fetched = await mcp.call('fetch', { id: '' });
    expect(fetched.isError).toBe(true);
    expect(onlyText(fetched)).toMatch(/^- \/id: /m);
  });

  it('a query of stop words only finds nothing', async () => {
    const answer = JSON.parse(onlyText(await mcp.call('search', { query: 'what is it' }))) as { results: unknown[] };
    expect(answer.results).toEqual([]);
  });

  it('an unknown tool is a protocol error', async () => {
    await expect(mcp.client.callTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(/Unknown tool/);
  });
});

describe('/mcp over raw HTTP', () => {
  it('answers a JSON-RPC POST statelessly, without a session id', async () => {
    const response = await rpc(`${mcp.url}/mcp`, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = (await response.json()) as { id: number; result: { tools: { name: string }[] } };
    expect(body.id).toBe(1);
    expect(body.result.tools).toHaveLength(TOOLS.length);
  });

  it('GET and DELETE are 405 problems that point to POST', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${mcp.url}/mcp`, { method, headers: { accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
    }
  });

  it('a non-loopback Origin is a 403 problem; a loopback one is served', async () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const refused = await rpc(`${mcp.url}/mcp`, request, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    // The documented origin policy (docs/api.md): null, file:// and app schemes are refused too.
    for (const origin of ['null', 'file://', 'vscode-file://vscode-app', 'http://localhost.evil.example']) {
      expect((await rpc(`${mcp.url}/mcp`, request, { origin })).status, origin).toBe(403);
    }
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8530', 'http://[::1]:3000', SITE_URL]) {
      expect((await rpc(`${mcp.url}/mcp`, request, { origin })).status).toBe(200);
    }
  });

  it('a Host header that does not name this machine is a 403 problem (DNS rebinding)', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const send = (host: string) =>
      requestFrom('127.0.0.1', `${mcp.url}/mcp`, {
        method: 'POST',
        body,
        headers: { host, 'content-type': 'application/json', accept: ACCEPT },
      });
    const refused = await send('rebound.example:8530');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'FORBIDDEN' });
    for (const host of ['localhost', 'localhost:8530', '127.0.0.1:1', '[::1]:8530'])
      expect((await send(host)).status).toBe(200);
  });

  it('a body over 32 KiB is a 413 problem', async () => {
    const response = await rpc(`${mcp.url}/mcp`, {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search', arguments: { query: 'x'.repeat(40_000) } },
    });
    expect(response.status).toBe(413);
  });
});

describe('the rate limit', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ SITE_URL, RATE_LIMIT_MCP_PER_MINUTE: '60' });
  });
  afterAll(() => limited?.close());

  it('the 61st request in a minute from one address is a 429 with Retry-After; another address is still served', async () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    for (let i = 1; i <= 60; i += 1) {
      const response = await rpc(`${limited.url}/mcp`, { ...request, id: i });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await rpc(`${limited.url}/mcp`, request);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-limit')).toBe('60');
    expect(await refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

    const other = await requestFrom('127.0.0.2', `${limited.url}/mcp`, {
      method: 'POST',
      body: JSON.stringify(request),
      headers: { 'content-type': 'application/json', accept: ACCEPT },
    });
    expect(other.status).toBe(200);
  });
});

describe('/kb pages', () => {
  it('every knowledge page resolves as HTML at the url search gives it', async () => {
    const knowledge = await Knowledge.load();
    expect(knowledge.size).toBeGreaterThan(10 + Object.keys(RULES_DATA.facts).length);
    for (const page of knowledge.pages()) {
      const response = await fetch(`${mcp.url}/kb/${page.id}`);
      expect(response.status, page.id).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await response.text();
      expect(html).toContain('<h1>');
      expect(html).not.toContain('{{');
      expect(html).toContain('Educational estimate only');
    }
  });

  it('there is one rule page per fact and per unverified item', async () => {
    const knowledge = await Knowledge.load();
    for (const key of [...Object.keys(RULES_DATA.facts), ...Object.keys(RULES_DATA.unverified)]) {
      expect(knowledge.get(`rule-${key}`)?.ruleKey).toBe(key);
    }
  });

  it('an unknown id is a 404 problem; /kb lists the pages', async () => {
    const missing = await fetch(`${mcp.url}/kb/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const index = await fetch(`${mcp.url}/kb`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain(`${SITE_URL}/kb/pilot-seed`);
  });
});
