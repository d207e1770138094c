// The MCP tool table (docs/api.md#mcp-tool-server), as data: what tools/list publishes. The input
// and output schemas are the TypeBox schemas of the HTTP API (TypeBox is JSON Schema), so a tool
// and its route cannot drift apart. What each tool does is in handlers.ts.

import type { TSchema } from 'typebox';
import * as Type from 'typebox';
import { longDate } from '../../core/common/dates.js';
import { percent, usd } from '../../core/common/format.js';
import { Projection } from '../../core/schemas/projection.js';
import { Rules } from '../../core/schemas/rules.js';
import { Scenario, ShareRequest } from '../../core/schemas/scenario.js';
import { Solution, SolveScenarioRequest } from '../../core/schemas/solve.js';
import { STATUTE } from '../../core/statute/statute.js';
import { ICONS } from '../identity/icons.js';
import { clientSchema, describedOnce } from './client-schema.js';
import { DETAIL_LEVELS, DetailArgument } from './detail.js';
import { outlineSchema } from './output-schema.js';

export const TOOL_NAMES = [
  'project_530a',
  'project_530a_shared',
  'solve_530a',
  'explain_530a',
  'search',
  'fetch',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** The hints; tools/list adds `title` (listedTool): some clients read the title only there. */
interface ToolAnnotations {
  readOnlyHint: boolean;
  idempotentHint: boolean;
  destructiveHint: boolean;
  openWorldHint: boolean;
}

export interface ToolSpec {
  name: ToolName;
  title: string;
  /** Written for a model: what the tool is for, when to use it, the units. */
  description: string;
  inputSchema: TSchema & { type: 'object' };
  outputSchema?: TSchema & { type: 'object' };
  /** An object property of the input whose fields another tool's description already describes,
   *  with the fields it describes itself (describedOnce). */
  describedElsewhere?: { property: string; keep: readonly string[] };
  annotations: ToolAnnotations;
}

/** Every tool only reads: the same arguments give the same answer, nothing outside is touched. */
const READ_ONLY: ToolAnnotations = Object.freeze({
  readOnlyHint: true,
  idempotentHint: true,
  destructiveHint: false,
  openWorldHint: false,
});

/** The detail argument alone, as the handlers check it before the rest (detail.ts). */
export const DetailInput = Type.Object({ detail: Type.Optional(DetailArgument) });

/** detail in the other projection tools: described once, in project_530a (docs/api.md#sizes). */
const DETAIL_AS_IN_PROJECT = Type.Enum([...DETAIL_LEVELS], { description: 'as in project_530a' });

/** project_530a's input: the Scenario itself, its required fields required (as strict-schema
 *  clients need), and the detail level; the handler validates the scenario exactly as POST
 *  /v1/project does. */
export const ProjectInput = Type.Object(
  { ...Scenario.properties, detail: Type.Optional(DetailArgument) },
  { additionalProperties: false },
);

/** solve_530a's input: the body of POST /v1/solve in its scenario form (a share link's scenario is
 *  a project_530a_shared call away), and the detail level; the handler validates the body exactly
 *  as the route does. */
export const SolveInput = Type.Object(
  { ...SolveScenarioRequest.properties, detail: Type.Optional(DETAIL_AS_IN_PROJECT) },
  { additionalProperties: false, description: 'a scenario with a goal, the source to solve for, and the detail level' },
);

/** project_530a_shared's input: the share-link state, and the detail level. */
export const SharedInput = Type.Object(
  {
    s: Type.String({
      ...ShareRequest.properties.s,
      description: 'share-link state: the value of the s parameter of a shareUrl, e.g. "1.eyJ2Ijox..."',
    }),
    detail: Type.Optional(DETAIL_AS_IN_PROJECT),
  },
  { additionalProperties: false },
);

export const ExplainInput = Type.Object(
  {
    topic: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'words to filter the rules by, e.g. "employer", "seed", "withdrawal at 18", "funds"; omit (or send null or "") ' +
          'for every rule',
      }),
    ),
  },
  { additionalProperties: false },
);

export const SearchInput = Type.Object(
  {
    query: Type.String({
      minLength: 1,
      maxLength: 500,
      description: 'a question or keywords, e.g. "how much can grandparents contribute"',
    }),
  },
  { additionalProperties: false },
);

export const FetchInput = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200, description: 'the id of a search result' }) },
  { additionalProperties: false },
);

const { annualLimit, employerLimit } = STATUTE;
const seed = usd(STATUTE.seedCents);
const firstDate = STATUTE.firstContributionDate;

export const TOOLS: readonly ToolSpec[] = Object.freeze([
  {
    name: 'project_530a',
    title: 'Project a Trump account (530A)',
    description: [
      'Projects what a US Trump account (IRC section 530A, a custodial investment account for a child) could be worth:',
      'the expected path in exact cents and the 10th to 90th percentiles, nominal and in asOf dollars, with the',
      'statute applied (the',
      `${seed} pilot seed for births ${STATUTE.seedBirthFrom} to ${STATUTE.seedBirthTo}, no deposit before ${firstDate},`,
      `${usd(annualLimit.baseCents)} a year for family, relative and employer money together (employer at most ${usd(employerLimit.baseCents)},`,
      'charity exempt, IRA rules after the growth period). Money is whole cents as a string ("25000" = $250.00), ages',
      'are months of age (216 = 18th birthday), rates decimal fractions (0.07 = 7%); null means absent. Required:',
      'asOf (today), birthDate, targetAgeMonths. returnModel "historical" uses every start month of the S&P 500 since',
      '1871 instead of simulated markets; afterTax (e.g. { use: "education", state: "NY" }) adds what is left after tax,',
      'beside a 529 plan and a custodial account (also over several years, or after a Roth conversion).',
      'Returns the projection (with its shareUrl) as structured content',
      'and a short summary; bad arguments are named by JSON Pointer. To find the contribution that reaches a goal, use',
      'solve_530a; to reproduce a shareUrl, project_530a_shared. Attribute figures to sourceUrl; pass the disclaimer on.',
    ].join(' '),
    inputSchema: ProjectInput,
    outputSchema: Projection,
    annotations: READ_ONLY,
  },
  {
    name: 'project_530a_shared',
    title: 'Project a shared Trump account scenario (530A)',
    description: [
      'Reproduces a Trump account (IRC section 530A) projection from a share link: send s, the value of the s parameter',
      'of a shareUrl (from project_530a, the API or the calculator page). Returns exactly what project_530a returns for',
      'the scenario the link holds. Attribute figures to',
      'sourceUrl and pass the disclaimer on.',
    ].join(' '),
    inputSchema: SharedInput,
    outputSchema: Projection,
    annotations: READ_ONLY,
  },
  {
    name: 'solve_530a',
    title: 'Find the contribution that reaches a goal (530A)',
    description: [
      'Answers "how much must we put in to have $X at age Y, with a good chance?" for a US Trump account (IRC 530A):',
      'the smallest whole-cent amountCents of one source (sourceId) at which a share goal.probability of the simulated',
      "markets (or history windows) reach goal.amountCents at goal.atAgeMonths. scenario is project_530a's plus goal:",
      '{ amountCents, atAgeMonths, real (true: asOf dollars; false: future dollars), probability (default 0.5) }; only',
      "the source's amountCents is solved for (its first-year amount when it steps up). cutCents and cutYears: what",
      'the yearly limits cut of it, and when (say so). reachable is false when no amount is enough; mostAllowed then',
      'names the largest plan the limits allow, year by year, and the largest goal it reaches. Returns the answer,',
      'the scenario at it, its share link and projection, plus one sentence; bad arguments are named by JSON Pointer.',
      'Attribute figures to sourceUrl and pass the disclaimer on.',
    ].join(' '),
    inputSchema: SolveInput,
    describedElsewhere: { property: 'scenario', keep: ['goal'] },
    outputSchema: Solution,
    annotations: READ_ONLY,
  },
  {
    name: 'explain_530a',
    title: 'Explain the Trump account rules (530A)',
    description: [
      'The law behind Trump accounts (IRC section 530A and related sections), as verified facts in plain sentences, each',
      'with its primary-source URL (U.S. Code, IRS), plus the items that are not verified yet with a note on what is',
      'assumed. Use it for questions on eligibility, who may contribute and how much, the',
      `${seed} seed, employer contributions, charity and government gifts, taxes, withdrawals and age 18, eligible funds`,
      `(fees at most ${percent(STATUTE.fundFeeCeiling)}) and dates (first contributions ${longDate(firstDate)}).`,
      'A topic on market history (the historical return model, rolling windows of the S&P 500) also gets the method',
      'in plain words. topic: optional words to filter by; omit it to get every rule. Cite the sources and pass the',
      'disclaimer on.',
    ].join(' '),
    inputSchema: ExplainInput,
    outputSchema: Rules,
    annotations: READ_ONLY,
  },
  {
    name: 'search',
    title: 'Search the Trump account knowledge pages',
    description: [
      "Searches this site's knowledge pages on Trump accounts (what the account is, the seed, contribution limits,",
      'grandparents and employers, the Dell pledge, eligible funds, taxes, what happens at 18, when contributions start,',
      'how the projection is calculated, market history, the API) and one page per legal rule. Returns one text item',
      'holding JSON {"results":[{"id","title","url"}]}, best first (at most 8); read a result with fetch.',
    ].join(' '),
    inputSchema: SearchInput,
    annotations: READ_ONLY,
  },
  {
    name: 'fetch',
    title: 'Read a Trump account knowledge page',
    description: [
      'Reads one knowledge page by the id a search returned. Returns one text item holding JSON',
      '{"id","title","text","url","metadata"}: text is the page in Markdown; metadata holds sourceUrl and the disclaimer',
      'and, for a rule page, its primary source and whether it is verified.',
    ].join(' '),
    inputSchema: FetchInput,
    annotations: READ_ONLY,
  },
] satisfies ToolSpec[]);

/** A tool as tools/list publishes it: plain JSON, its input schema in the form every client
 *  accepts (client-schema.ts). */
export function listedTool(tool: ToolSpec): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({
      name: tool.name,
      title: tool.title,
      icons: ICONS,
      description: tool.description,
      inputSchema: tool.describedElsewhere
        ? describedOnce(clientSchema(tool.inputSchema), tool.describedElsewhere.property, tool.describedElsewhere.keep)
        : clientSchema(tool.inputSchema),
      ...(tool.outputSchema ? { outputSchema: outlineSchema(tool.outputSchema) } : {}),
      annotations: { title: tool.title, ...tool.annotations },
    }),
  ) as Record<string, unknown>;
}
