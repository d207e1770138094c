// The MCP tool table (docs/api.md#mcp-tool-server), as data: what tools/list publishes. The input
// and output schemas are the TypeBox schemas of the HTTP API (TypeBox is JSON Schema), so a tool
// and its route cannot drift apart. What each tool does is in handlers.ts.

import type { TSchema } from 'typebox';
import * as Type from 'typebox';
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
  'eligibility_530a',
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

/** The scenario's fields as the tools publish them: all but mcSampler, which the API documents
 *  (docs/api.md#scenario) and tools/list has no room for (test/mcp/lean.test.ts); the handlers still
 *  read it as the routes do. */
const { mcSampler: _documentedInTheApi, ...TOOL_SCENARIO_FIELDS } = Scenario.properties;

/** project_530a's input: the Scenario itself, its required fields required (as strict-schema
 *  clients need), and the detail level; the handler validates the scenario exactly as POST
 *  /v1/project does. */
export const ProjectInput = Type.Object(
  { ...TOOL_SCENARIO_FIELDS, detail: Type.Optional(DetailArgument) },
  { additionalProperties: false },
);

/** solve_530a's input: the body of POST /v1/solve in its scenario form (a share link's scenario is
 *  a project_530a_shared call away), and the detail level; the handler validates the body exactly
 *  as the route does. */
export const SolveInput = Type.Object(
  {
    ...SolveScenarioRequest.properties,
    scenario: Type.Object(TOOL_SCENARIO_FIELDS, { additionalProperties: false }),
    detail: Type.Optional(DETAIL_AS_IN_PROJECT),
  },
  { additionalProperties: false, description: 'a scenario with a goal, the source to solve for, and the detail level' },
);

/** project_530a_shared's input: the share-link state, and the detail level. */
export const SharedInput = Type.Object(
  {
    s: Type.String({
      ...ShareRequest.properties.s,
      description: 'e.g. "1.eyJ2Ijox..."',
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
        description: 'words to filter by, e.g. "employer", "withdrawal at 18"; omit (or null, "") for every rule',
      }),
    ),
  },
  { additionalProperties: false },
);

/** eligibility_530a's input: the query of GET /v1/eligibility. The state is a pattern here, not
 *  the route's list of 51 codes, to keep tools/list small (docs/api.md#sizes); the handler checks it
 *  as the route does. Its result is the route's answer, which the tool has no output schema for, for
 *  the same reason (the Eligibility schema is in the OpenAPI document). */
export const EligibilityInput = Type.Object(
  {
    birthDate: Type.String({ format: 'date' }),
    asOf: Type.String({ format: 'date' }),
    state: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'postal code (CT); omit if unknown' })),
  },
  { additionalProperties: false },
);

/** explain_530a's result: the rules without the gifts, which eligibility_530a answers for. */
const ExplainOutput = Type.Omit(Rules, ['pilot', 'pledges']);

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
      "Projects a US Trump account (IRC 530A, a child's investment account): the expected path in exact cents and the",
      '10th to 90th percentiles, nominal and in asOf dollars, by the statute',
      `(${seed} pilot seed for births ${STATUTE.seedBirthFrom} to ${STATUTE.seedBirthTo}, no deposit before ${firstDate},`,
      `${usd(annualLimit.baseCents)} a year for family, relative and employer money, employer at most ${usd(employerLimit.baseCents)},`,
      'charity exempt, IRA rules after the growth period). Money: whole cents as a string ("25000" = $250.00); ages:',
      'months (216 = 18th birthday); rates: fractions (0.07 = 7%); null = absent. Required: asOf (today), birthDate,',
      'targetAgeMonths. returnModel "historical": every start month of the S&P 500 since 1871; afterTax (e.g. { use:',
      '"education", state: "NY" }): what tax leaves, beside a 529 plan and a custodial account. Returns the projection',
      '(with shareUrl) and a summary; errors name their JSON Pointer. Goals: solve_530a. Attribute',
      'figures to sourceUrl; pass the disclaimer on.',
    ].join(' '),
    inputSchema: ProjectInput,
    outputSchema: Projection,
    annotations: READ_ONLY,
  },
  {
    name: 'project_530a_shared',
    title: 'Project a shared Trump account scenario (530A)',
    description: [
      'Reproduces a Trump account (IRC 530A) projection from a share link: s is the s parameter of a shareUrl (from',
      'project_530a, the API or the calculator page). Returns what project_530a returns for it.',
    ].join(' '),
    inputSchema: SharedInput,
    outputSchema: Projection,
    annotations: READ_ONLY,
  },
  {
    name: 'solve_530a',
    title: 'Find the contribution that reaches a goal (530A)',
    description: [
      'How much must go in to have $X at age Y, with a good chance? For a Trump account (IRC 530A): the smallest',
      'amountCents of source sourceId at which a share goal.probability of the markets (or history windows) reach',
      "goal.amountCents at goal.atAgeMonths. scenario: project_530a's plus goal { amountCents, atAgeMonths, real (true:",
      'asOf dollars), probability (default 0.5) }; a stepping-up source is solved for its first year. cutCents,',
      'cutYears: what the yearly limits cut, and when (say so). reachable false: no amount is enough; mostAllowed: the',
      'largest plan the limits allow and the goal it reaches. Returns the answer, the scenario at it, its share link and',
      'projection, and a sentence (attribute as for project_530a); errors name their JSON Pointer.',
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
      'The law behind Trump accounts (IRC 530A and related sections): verified facts in plain sentences with their',
      'primary sources (U.S. Code, IRS), and what is not verified yet. On who may have an account, who may contribute',
      `and how much, the ${seed} seed, employers, charity and government gifts, taxes, withdrawals, age 18, eligible funds`,
      `(fees at most ${percent(STATUTE.fundFeeCeiling)}) and dates; history topics also get the method. topic: words to filter by;`,
      'omit for every rule. Cite the sources; pass the disclaimer on.',
    ].join(' '),
    inputSchema: ExplainInput,
    outputSchema: ExplainOutput,
    annotations: READ_ONLY,
  },
  {
    name: 'eligibility_530a',
    title: 'Free money for a child (530A)',
    description: [
      `Free money a US child may get in a Trump account (IRC 530A): the ${seed} pilot contribution and each pledge`,
      "(Dell, ...), from birthDate, asOf (today) and state (a state's pledge needs it). mayQualify: the age on",
      "the pledge's day and the state fit; conditions: what is unchecked (ZIP income). Cite each sourceUrl; pass the",
      'disclaimer on.',
    ].join(' '),
    inputSchema: EligibilityInput,
    annotations: READ_ONLY,
  },
  {
    name: 'search',
    title: 'Search the Trump account knowledge pages',
    description: [
      'Searches the knowledge pages on Trump accounts (the account, seed, limits, contributors, pledges,',
      'funds, taxes, age 18, the method, the API) and one page per legal rule. Returns one text item of JSON',
      '{"results":[{"id","title","url"}]}, best first (at most 8); read one with fetch.',
    ].join(' '),
    inputSchema: SearchInput,
    annotations: READ_ONLY,
  },
  {
    name: 'fetch',
    title: 'Read a Trump account knowledge page',
    description: [
      'Reads a knowledge page by a search result\'s id: one text item of JSON {"id","title","text","url","metadata"}:',
      'text in Markdown; metadata: sourceUrl, the disclaimer and, for a rule, its source and whether verified.',
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
