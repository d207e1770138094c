// What each tool of tools.ts does. Errors are data (docs/api.md#mcp-tool-server): invalid arguments
// are an `isError: true` result whose text names each bad field by JSON Pointer, so a model can fix
// its call; only an unknown tool name is a protocol error (in server.ts).
import type { CallToolResult } from '@modelcontextprotocol/server';
import { ownValue } from '../../core/common/checked.js';
import { eligibility } from '../../core/eligibility/eligibility.js';
import { readEligibilityQuery } from '../../core/eligibility/eligibility-query.js';
import type { Prepared } from '../../core/pipeline.js';
import type { FieldProblem } from '../../core/schemas/field-problems.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { Rules } from '../../core/schemas/rules.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { RULES_DATA } from '../../core/statute/rules-data.js';
import { compileSchema } from '../../core/validation/compile-schema.js';
import { schemaProblems } from '../../core/validation/schema-problems.js';
import type { Metrics } from '../http/metrics.js';
import type { Charge } from '../http/rate-limits.js';
import { absoluteLinks, type Knowledge, type KnowledgePage } from '../knowledge/knowledge.js';
import type { Projections } from '../service/projections.js';
import { DEFAULT_DETAIL, type DetailLevel, projectionSummary, solutionSummary } from './detail.js';
import { projectionUri } from './resource-uris.js';
import { summariseEligibility, summariseProjection, summariseSolution } from './summary.js';
import {
  DetailInput,
  EligibilityInput,
  ExplainInput,
  FetchInput,
  SearchInput,
  SharedInput,
  type ToolName,
} from './tools.js';

export interface ToolContext {
  siteUrl: string;
  projections: Projections;
  knowledge: Knowledge;
  metrics: Metrics;
  /** Counts an uncached projection against the JSON API's budget (docs/api.md#rate-limits). */
  chargeProjection: () => Promise<Charge>;
  /** Over stdio without SITE_URL: where links then point and how to change it, said in the
   *  instructions and beside each result that cites the site (cli/settings.ts siteUrlNote). */
  addressNote?: string | undefined;
}

type ToolArguments = Record<string, unknown>;
export type ToolHandler = (args: ToolArguments, context: ToolContext) => CallToolResult | Promise<CallToolResult>;

function text(value: string): CallToolResult['content'][number] {
  return { type: 'text', text: value };
}

function errorResult(message: string): CallToolResult {
  return { isError: true, content: [text(message)] };
}

/** "Invalid arguments for search (1 problem): - /query: required field is missing". */
function invalidArguments(
  tool: ToolName,
  errors: readonly FieldProblem[],
  fallback = 'the arguments are not valid',
): CallToolResult {
  const lines =
    errors.length > 0
      ? errors.map((error) => `- ${error.pointer || '(the arguments)'}: ${error.message}`)
      : [`- ${fallback}`];
  const count = Math.max(1, errors.length);
  return errorResult(
    `Invalid arguments for ${tool} (${count} problem${count === 1 ? '' : 's'}); fix these fields and call again:\n${lines.join('\n')}`,
  );
}

type Checker = ReturnType<typeof compileSchema>;

/** The problems of a small tool's arguments, as JSON Pointers into the arguments. */
function argumentErrors(check: Checker, args: ToolArguments): FieldProblem[] {
  return schemaProblems(check.Errors(args), check.Type(), args);
}

const checkShared = compileSchema(SharedInput);
const checkExplain = compileSchema(ExplainInput);
const checkSearch = compileSchema(SearchInput);
const checkFetch = compileSchema(FetchInput);

// ---- project_530a, project_530a_shared and solve_530a -------------------------------------------

const checkDetail = compileSchema(DetailInput);

/** The detail level asked for, and the arguments without it (the scenario the HTTP API reads);
 *  the problems of a `detail` that is not one of the levels. */
function detailOf(args: ToolArguments): { detail: DetailLevel; rest: ToolArguments; errors: FieldProblem[] } {
  const { detail, ...rest } = args;
  const errors = argumentErrors(checkDetail, { detail });
  return { detail: errors.length === 0 && detail === 'full' ? 'full' : DEFAULT_DETAIL, rest, errors };
}

/** The link to a projection's whole tables, as a resource of the tool server (resources.ts). */
function projectionLink(s: string): CallToolResult['content'][number] {
  return {
    type: 'resource_link',
    uri: projectionUri(s),
    name: 'projection',
    title: 'The whole projection: every birthday',
    description:
      'The projection at detail "full": the JSON of GET /v1/project?s=..., for the share link of this result.',
    mimeType: 'application/json',
  };
}

/** project_530a and project_530a_shared: the same preparation as POST /v1/project (a scenario, or
 *  { s }), so the structured result at detail "full" equals the HTTP body. */
const projectAs =
  (tool: 'project_530a' | 'project_530a_shared'): ToolHandler =>
  async (args, context) => {
    const { projections } = context;
    const { detail, rest, errors: detailErrors } = detailOf(args);
    if (tool === 'project_530a_shared') {
      const errors = [...detailErrors, ...argumentErrors(checkShared, rest)];
      if (errors.length > 0) return invalidArguments(tool, errors);
    }
    const prepared = projections.prepare(rest);
    if (!prepared.ok) {
      return invalidArguments(tool, [...detailErrors, ...(prepared.problem.errors ?? [])], prepared.problem.detail);
    }
    if (detailErrors.length > 0) return invalidArguments(tool, detailErrors);
    const answered = await chargedBody(prepared, context);
    if (!answered.ok) return errorResult(answered.message);
    // The same bytes POST /v1/project serves, parsed: at detail "full" the structured result equals the HTTP body.
    const projection = JSON.parse(answered.body) as Projection;
    const s = shareState(projection.shareUrl);
    return {
      content: [text(summariseProjection(projection, prepared.scenario)), ...(s ? [projectionLink(s)] : [])],
      structuredContent: detail === 'full' ? projection : projectionSummary(projection),
    };
  };

/** The s of a share URL. */
function shareState(shareUrl: string | undefined): string | undefined {
  return shareUrl === undefined ? undefined : (new URL(shareUrl).searchParams.get('s') ?? undefined);
}

export type ChargedBody = { ok: true; body: string } | { ok: false; message: string; retryAfterSeconds?: number };

/** The body of a prepared request, from the cache or computed; an uncached answer is charged to the
 *  JSON API's budget too (docs/api.md#rate-limits). What went wrong when refused or failed. */
export async function chargedBody(prepared: Prepared, context: ToolContext): Promise<ChargedBody> {
  let refusal: Extract<Charge, { allowed: false }> | undefined;
  const admit = async () => {
    const charge = await context.chargeProjection();
    if (!charge.allowed) refusal = charge;
    return charge.allowed;
  };
  const answer = await context.projections.answer(prepared, 'mcp', admit);
  if (refusal !== undefined) {
    return {
      ok: false,
      message:
        `Too many projections: more than ${refusal.max} uncached projections a minute from this ` +
        'address (a budget the JSON API and the tools share; answers from the cache are free); ' +
        `retry in ${refusal.retryAfterSeconds} s.`,
      retryAfterSeconds: refusal.retryAfterSeconds,
    };
  }
  if (!answer.ok) {
    const message =
      'refused' in answer ? 'Refused by the rate limit.' : `${answer.problem.title}: ${answer.problem.detail}`;
    return { ok: false, message };
  }
  return { ok: true, body: answer.response.body };
}

/** The same preparation as POST /v1/solve, so the structured result at detail "full" equals the HTTP body. */
const solveTool: ToolHandler = async (args, context) => {
  const { detail, rest, errors: detailErrors } = detailOf(args);
  const prepared = context.projections.prepare(rest, 'solve');
  if (!prepared.ok) {
    const errors = [...detailErrors, ...(prepared.problem.errors ?? [])];
    return invalidArguments('solve_530a', errors, prepared.problem.detail);
  }
  if (detailErrors.length > 0) return invalidArguments('solve_530a', detailErrors);
  const answered = await chargedBody(prepared, context);
  if (!answered.ok) return errorResult(answered.message);
  const solution = JSON.parse(answered.body) as SolutionBody;
  return {
    content: [text(summariseSolution(solution)), projectionLink(solution.s)],
    structuredContent: detail === 'full' ? solution : solutionSummary(solution),
  };
};

// ---- explain_530a ------------------------------------------------------------------------------

/** The knowledge page on the historical return model (docs/model.md#historical-markets). */
const HISTORY_PAGE_ID = 'historical-markets';

/** What explain_530a answers a topic from: the rules that match its words, best first, and the page
 *  that answers it in plain words, when there is one: the page on market history when that is the
 *  best page, or a page that names the rules behind it ("## The rules") when it answers the topic
 *  better than any one rule does. A question ("grandparents") is often asked in words no rule uses. */
interface TopicAnswer {
  found: string[];
  page: KnowledgePage | undefined;
}

function answerFor(knowledge: Knowledge, topic: string | undefined): TopicAnswer {
  if (topic === undefined) return { found: [], page: undefined };
  const rules = knowledge.search(topic, { kind: 'rule', limit: Number.POSITIVE_INFINITY });
  const found = rules.map((hit) => knowledge.get(hit.id)?.ruleKey).filter((key): key is string => key !== undefined);
  const best = knowledge.search(topic, { kind: 'page', limit: 1 })[0];
  const page = best === undefined ? undefined : knowledge.get(best.id);
  const guides = page?.rules !== undefined && (best?.score ?? 0) > (rules[0]?.score ?? 0);
  return { found, page: page?.id === HISTORY_PAGE_ID || guides ? page : undefined };
}

/** The keys of the rules data that a topic names, most relevant first: the rules its page names (in
 *  the page's order, those the topic's own words match first), then the other rules its words match;
 *  all keys without a topic. */
function ruleKeys(topic: string | undefined, answer: TopicAnswer): { keys: string[]; matched: boolean } {
  const all = [...Object.keys(RULES_DATA.facts), ...Object.keys(RULES_DATA.unverified)];
  if (topic === undefined) return { keys: all, matched: true };
  const named = answer.page?.rules ?? [];
  const keys = [
    ...named.filter((key) => answer.found.includes(key)),
    ...named.filter((key) => !answer.found.includes(key)),
    ...answer.found.filter((key) => !named.includes(key)),
  ];
  return keys.length > 0 ? { keys, matched: true } : { keys: all, matched: false };
}

function pick<T>(map: Readonly<Record<string, T>>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = ownValue(map, key);
      return value === undefined ? [] : [[key, value] as const];
    }),
  );
}

/** The plain-words answer of the topic's page (the lead of the page) and where to read more: for
 *  market history, the method; for a page that names the rules behind it, its answer before them. */
function pageNote(guide: KnowledgePage | undefined, siteUrl: string): string[] {
  if (guide === undefined) return [];
  const lead = guide.text.split('\n\n')[0] ?? '';
  const where = `${guide.title}, ${pageUrl(siteUrl, guide.id)}`;
  return guide.id === HISTORY_PAGE_ID
    ? [`How projections use market history (${where}): ${lead}`]
    : [`In plain words (${where}): ${lead}`];
}

/** How many facts the text of explain_530a spells out; the rest are named, and all are in the
 *  structured result (docs/api.md#sizes). */
const FACTS_IN_TEXT = 2;
/** Up to this many further facts or unverified items are named in the text; more are counted. */
const NAMED_IN_TEXT = 6;

/** "a, b and c" or "12 more", for the rest of a list. */
function namedOrCounted(keys: readonly string[], what: string): string {
  return keys.length <= NAMED_IN_TEXT ? keys.join(', ') : `${keys.length} ${what}`;
}

/** The text of explain_530a: the most relevant facts in full with numbered sources (each address
 *  once), the other facts and the unverified items by name, then attribution, source, disclaimer. */
function rulesText(rules: Rules, heading: string, note: string[], credit: boolean): string {
  const lines = [heading, ...note];
  const sources: string[] = [];
  const cite = (key: string) => {
    const source = rules.sources[key];
    if (source === undefined) return '';
    if (!sources.includes(source)) sources.push(source);
    return ` [${sources.indexOf(source) + 1}]`;
  };
  const facts = Object.entries(rules.facts);
  for (const [key, fact] of facts.slice(0, FACTS_IN_TEXT)) lines.push(`- ${key}: ${fact}${cite(key)}`);
  const rest = facts.slice(FACTS_IN_TEXT).map(([key]) => key);
  if (rest.length > 0) {
    lines.push(`Also in the structured result: ${namedOrCounted(rest, 'more facts (a topic narrows them)')}.`);
  }
  const unverified = Object.keys(rules.unverified ?? {});
  if (unverified.length > 0) {
    lines.push(`Not verified yet (notes in the structured result): ${namedOrCounted(unverified, 'items')}.`);
  }
  lines.push(...sources.map((source, index) => `[${index + 1}] ${source}`));
  // The attribution credits the market history: in the text when the question is about it.
  if (rules.attribution && credit) lines.push(`Attribution: ${rules.attribution}`);
  lines.push(`Source: ${rules.sourceUrl}`, `Disclaimer: ${rules.disclaimer}`);
  return lines.join('\n');
}

const explain: ToolHandler = (args, { siteUrl, knowledge }) => {
  const errors = argumentErrors(checkExplain, args);
  if (errors.length > 0) return invalidArguments('explain_530a', errors);
  const topic = typeof args.topic === 'string' && args.topic.trim() !== '' ? args.topic.trim() : undefined;
  const answer = answerFor(knowledge, topic);
  const guide = answer.page;
  const { keys, matched } = ruleKeys(topic, answer);
  const facts = pick(RULES_DATA.facts, keys);
  const unverified = pick(RULES_DATA.unverified, keys);
  const rules: Rules = {
    sourceUrl: siteUrl,
    rulesVerifiedAt: RULES_DATA.rulesVerifiedAt,
    disclaimer: RULES_DATA.disclaimer,
    facts,
    unverified,
    sources: pick(RULES_DATA.sources, keys),
    attribution: RULES_DATA.attribution,
  };
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const counts =
    `${plural(Object.keys(facts).length, 'fact', 'facts')} and ` +
    `${plural(Object.keys(unverified).length, 'item', 'items')} not verified yet`;
  const heading =
    topic === undefined
      ? `Trump account rules (IRC section 530A), checked against their primary sources on ${rules.rulesVerifiedAt}: ${counts}.`
      : matched
        ? `Trump account rules on "${topic}", most relevant first, checked on ${rules.rulesVerifiedAt}: ${counts}.`
        : `No rule matched "${topic}"; here are all of them (${counts}), checked on ${rules.rulesVerifiedAt}.`;
  const note = pageNote(guide, siteUrl);
  const credit = guide?.id === HISTORY_PAGE_ID;
  return { content: [text(rulesText(rules, heading, note, credit))], structuredContent: rules };
};

// ---- eligibility_530a ----------------------------------------------------------------------------

const checkEligibility = compileSchema(EligibilityInput);

const eligibilityTool: ToolHandler = (args, { siteUrl }) => {
  const errors = argumentErrors(checkEligibility, args);
  if (errors.length > 0) return invalidArguments('eligibility_530a', errors);
  // The route's own reading: a state that is not a postal code of a state is refused the same way.
  const read = readEligibilityQuery(args);
  if (!read.ok) return invalidArguments('eligibility_530a', read.errors);
  const answer = eligibility(read.request);
  return {
    content: [text(summariseEligibility(answer, read.request, siteUrl))],
    structuredContent: answer as unknown as Record<string, unknown>,
  };
};

// ---- search and fetch (the compatibility shape chat assistants require) -------------------------

export function pageUrl(siteUrl: string, id: string): string {
  return `${siteUrl}/kb/${encodeURIComponent(id)}`;
}

const search: ToolHandler = (args, { siteUrl, knowledge }) => {
  const errors = argumentErrors(checkSearch, args);
  if (errors.length > 0) return invalidArguments('search', errors);
  const results = knowledge
    .search(String(args.query))
    .map((hit) => ({ id: hit.id, title: hit.title, url: pageUrl(siteUrl, hit.id) }));
  return { content: [text(JSON.stringify({ results, sourceUrl: siteUrl, disclaimer: DISCLAIMER }))] };
};

function pageMetadata(page: KnowledgePage, siteUrl: string): Record<string, unknown> {
  return {
    sourceUrl: siteUrl,
    disclaimer: DISCLAIMER,
    rulesVerifiedAt: RULES_DATA.rulesVerifiedAt,
    kind: page.kind,
    ...(page.kind === 'rule'
      ? {
          ruleKey: page.ruleKey,
          verified: !page.unverified,
          ...(page.appliedInProjections === undefined ? {} : { appliedInProjections: page.appliedInProjections }),
          ...(page.source ? { primarySource: page.source } : {}),
        }
      : {}),
  };
}

const fetchPage: ToolHandler = (args, { siteUrl, knowledge }) => {
  const errors = argumentErrors(checkFetch, args);
  if (errors.length > 0) return invalidArguments('fetch', errors);
  const id = String(args.id);
  const page = knowledge.get(id);
  if (!page)
    return errorResult(
      `No knowledge page has the id ${JSON.stringify(id)}; use an id from the results of the search tool.`,
    );
  const document = {
    id: page.id,
    title: page.title,
    text: absoluteLinks(page.text, siteUrl),
    url: pageUrl(siteUrl, page.id),
    metadata: pageMetadata(page, siteUrl),
  };
  return { content: [text(JSON.stringify(document))] };
};

export const HANDLERS: Readonly<Record<ToolName, ToolHandler>> = Object.freeze({
  project_530a: projectAs('project_530a'),
  project_530a_shared: projectAs('project_530a_shared'),
  solve_530a: solveTool,
  explain_530a: explain,
  eligibility_530a: eligibilityTool,
  search,
  fetch: fetchPage,
});
