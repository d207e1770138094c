// The historical return model through the MCP tool server, with the SDK's own Client
// (docs/api.md#mcp-tool-server): project_530a takes returnModel from its Scenario schema (nullable,
// a typed enum) and answers what POST /v1/project answers, its summary naming the worst and best
// starting months; a bad value names /returnModel; explain_530a credits the data and, for a topic
// on market history, explains the method in plain words (and only then).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { Rules } from '../../core/schemas/rules.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import { defined } from '../helpers/defined.js';
import { wholeDollars } from '../helpers/dollar-words.js';
import { type RunningMcpServer, startMcpServer } from '../helpers/mcp-client.js';
import { onlyText } from '../helpers/mcp-result.js';
import { post } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 366,
  returnModel: 'historical',
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
};
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** "1964-07" -> "July 1964", written here apart from the server's helper. */
const monthName = (yearMonth: string) => `${itemAt(MONTHS, Number(yearMonth.slice(5)) - 1)} ${yearMonth.slice(0, 4)}`;

let mcp: RunningMcpServer;

beforeAll(async () => {
  mcp = await startMcpServer('mcp-historical-test', { SITE_URL });
});
afterAll(() => mcp?.close());

describe('project_530a under history', () => {
  it('publishes returnModel as a typed, nullable enum of the two models', async () => {
    const { tools } = await mcp.client.listTools();
    const tool = defined(
      tools.find((t) => t.name === 'project_530a'),
      'project_530a',
    );
    const property = (tool.inputSchema.properties as Record<string, { enum?: unknown; type?: unknown }>).returnModel;
    expect(property?.enum).toEqual(['lognormal', 'historical', null]);
    expect(property?.type).toEqual(['string', 'null']);
    expect(tool.description).toContain('returnModel "historical"');
  });

  it('answers what POST /v1/project answers, and its summary names the worst and best starting months', async () => {
    const result = await mcp.call('project_530a', { ...SCENARIO, detail: 'full' });
    expect(result.isError).toBeFalsy();
    const http = await post(`${mcp.url}/v1/project`, SCENARIO);
    expect(result.structuredContent).toEqual(JSON.parse(http.text));
    const { historical } = result.structuredContent as Projection;
    const h = defined(historical, 'the historical block');
    const summary = onlyText(result);
    // The worst and best months in asOf dollars first, as the ranges are, so that a loss to inflation
    // shows: within a dollar of the balance deflated by (1 + inflation)^(months / 12) (docs/model.md#time).
    const months = (result.structuredContent as Projection).deterministic.months;
    const deflator = (1 + 0.025) ** (months / 12);
    for (const [label, window] of [
      ['Worst', h.worst],
      ['Best', h.best],
    ] as const) {
      const said = new RegExp(
        `^${label} starting month: had this plan started in ${monthName(window.startMonth)}, it would have reached ` +
          `\\$([\\d,]+) in 2026-11-21 dollars \\[nominal \\${wholeDollars(window.finalNominalCents)}\\] at age 30 years 6 months\\.$`,
        'm',
      ).exec(summary);
      expect(said, summary).not.toBeNull();
      const today = Number(itemAt(said as RegExpExecArray, 1).replaceAll(',', ''));
      expect(Math.abs(today - Number(window.finalNominalCents) / 100 / deflator)).toBeLessThanOrEqual(1);
    }
    // History has no steady return: no steady-return line and no return beside it, only what was paid in.
    expect(summary).not.toMatch(/steady-return|steady return|Expected path|7%/i);
    expect(summary).toMatch(/^Paid in: \$[\d,]+ contributed and \$1,000 seed \(nominal, as paid\); of the balance, /m);
    // Complete windows only: one per start month whose window ends by May 2023.
    expect(h.windows).toBe(1829 - months + 1);
    expect(h.lastStartMonth).toBe(
      `${1871 + Math.floor((h.windows - 1) / 12)}-${String(((h.windows - 1) % 12) + 1).padStart(2, '0')}`,
    );
    expect(summary).toContain(
      `Ranges from market history: this plan started in each of the ${h.windows} months from January 1871 to ` +
        `${monthName(h.lastStartMonth)} with the S&P 500's real returns that followed (complete windows only: each ` +
        'ends by May 2023, where the data ends)',
    );
    expect(summary).not.toMatch(/go on from|wrap/);
    expect(summary).not.toContain('simulated paths');
    expect(summary).not.toContain('volatility');
    expect(summary).toContain('Robert Shiller');
    expect(summary).toMatch(/^- age 18: median \$[0-9,]+ \[nominal \$[0-9,]+\]; 10th-90th percentile/m);
  });

  it('a lognormal summary says nothing of history', async () => {
    const summary = onlyText(await mcp.call('project_530a', { ...SCENARIO, returnModel: 'lognormal', mcPaths: 200 }));
    expect(summary).toContain('simulated paths');
    expect(summary).not.toMatch(/starting month|Shiller|market history/);
  });

  it('null means absent: lognormal', async () => {
    const [nulled, absent] = await Promise.all([
      mcp.call('project_530a', { ...SCENARIO, returnModel: null, mcPaths: 200 }),
      mcp.call('project_530a', { ...SCENARIO, returnModel: undefined, mcPaths: 200 }),
    ]);
    expect(nulled.structuredContent).toEqual(absent.structuredContent);
    expect((nulled.structuredContent as Projection).historical).toBeUndefined();
  });

  it('a bad value is an error result naming /returnModel', async () => {
    const result = await mcp.call('project_530a', { ...SCENARIO, returnModel: 'monte-carlo' });
    expect(result.isError).toBe(true);
    expect(onlyText(result)).toContain('- /returnModel: must be one of: lognormal, historical');
  });
});

describe('explain_530a', () => {
  it('credits the market history in its attribution: structured always, in the text for a question on it', async () => {
    const result = await mcp.call('explain_530a', { topic: 'employer' });
    const rules = result.structuredContent as Rules;
    expect(rules.attribution).toBe(RULES_DATA.attribution);
    // Not a question on market history: no method note, and the text stays short (docs/api.md#sizes).
    expect(onlyText(result)).not.toContain('How projections use market history');
    expect(onlyText(result)).not.toContain('Attribution:');
    const history = await mcp.call('explain_530a', { topic: 'historical returns' });
    expect((history.structuredContent as Rules).attribution).toBe(RULES_DATA.attribution);
    expect(onlyText(history)).toContain(`Attribution: ${RULES_DATA.attribution}`);
  });

  for (const topic of ['historical returns', 'rolling windows of the S&P 500', 'what history says']) {
    it(`explains the historical method in plain words for "${topic}"`, async () => {
      const text = onlyText(await mcp.call('explain_530a', { topic }));
      const page = `What history says: the historical return model, ${SITE_URL}/kb/historical-markets`;
      expect(text).toContain(`How projections use market history (${page})`);
      for (const words of [
        'rolling window',
        'only complete windows count',
        'not a forecast',
        'January 1871',
        'May 2023',
      ]) {
        expect(text).toContain(words);
      }
    });
  }

  it('the page it points to is found by search and read by fetch', async () => {
    const query = 'what would have happened in past markets since 1871';
    const found = JSON.parse(onlyText(await mcp.call('search', { query }))) as {
      results: { id: string; url: string }[];
    };
    expect(found.results[0]?.id).toBe('historical-markets');
    const page = JSON.parse(onlyText(await mcp.call('fetch', { id: 'historical-markets' }))) as { text: string };
    expect(page.text).toContain('ODC-PDDL-1.0');
    expect(page.text).toContain('completeWindows');
    expect(page.text).toContain('an 18-year plan has 1,614 windows (starting from January 1871 to June 2005)');
    expect(page.text).toContain('119 years, still has 402');
    expect(page.text).not.toContain('treated as circular');
    expect(page.text).not.toContain('{{');
  });
});
