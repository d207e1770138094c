// MCP resources (docs/api.md#mcp-tool-server): the knowledge pages (as Markdown, the text /kb/<id>
// renders) and the rules (the bytes of GET /v1/rules), so that clients can attach them as context;
// a resource template names a page by id, another a projection by the share-link state of its
// scenario (the bytes of GET /v1/project?s=..., the whole tables a tool result's resource_link
// points to: docs/api.md#detail-levels). The URIs are in resource-uris.ts.
import {
  ProtocolError,
  ProtocolErrorCode,
  type ReadResourceResult,
  type Resource,
  ResourceNotFoundError,
  type ResourceTemplateType,
} from '@modelcontextprotocol/server';
import { MAX_SHARE_LENGTH } from '../../core/scenario/share.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { absoluteLinks, type KnowledgePage } from '../knowledge/knowledge.js';
import { rulesText } from '../rules/rules-body.js';
import { chargedBody, pageUrl, type ToolContext } from './handlers.js';
import {
  PAGE_URI_TEMPLATE,
  PROJECTION_URI_TEMPLATE,
  pageIdOf,
  pageUri,
  RULES_URI,
  shareStateOf,
} from './resource-uris.js';

/** How much of an unknown URI an error message repeats. */
const QUOTED_URI_LENGTH = 200;
/** How many of a bad share link's problems an error message names. */
const QUOTED_PROBLEMS = 3;

const MARKDOWN = 'text/markdown';
const JSON_TYPE = 'application/json';

type Context = Pick<ToolContext, 'siteUrl' | 'knowledge'>;

/** A page as its resource reads: title, text with the site's links made absolute, then where it
 *  is published and the disclaimer, as the /kb page's footer carries them. */
export function pageMarkdown(page: KnowledgePage, siteUrl: string): string {
  const footer = `Source: ${pageUrl(siteUrl, page.id)}. ${DISCLAIMER}`;
  return `# ${page.title}\n\n${absoluteLinks(page.text, siteUrl)}\n\n---\n${footer}\n`;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function listResources({ siteUrl, knowledge }: Context): Resource[] {
  const rules: Resource = {
    uri: RULES_URI,
    name: 'rules',
    title: 'Trump account rules (IRC section 530A)',
    description:
      'Every fact the projections apply, each with its primary source, and what is not verified yet: ' +
      'the JSON of GET /v1/rules.',
    mimeType: JSON_TYPE,
    size: byteLength(rulesText(siteUrl)),
  };
  const pages = knowledge.pages().map(
    (page): Resource => ({
      uri: pageUri(page.id),
      name: page.id,
      title: page.title,
      description:
        page.kind === 'rule'
          ? `The rule ${page.ruleKey ?? page.id}, with its source.`
          : `Knowledge page, also at ${pageUrl(siteUrl, page.id)}.`,
      mimeType: MARKDOWN,
      size: byteLength(pageMarkdown(page, siteUrl)),
    }),
  );
  return [rules, ...pages];
}

export const RESOURCE_TEMPLATES: readonly ResourceTemplateType[] = Object.freeze([
  {
    uriTemplate: PAGE_URI_TEMPLATE,
    name: 'knowledge-page',
    title: 'Trump account knowledge page by id',
    description:
      'A knowledge page in Markdown, by the id the search tool returns ' +
      '(e.g. pilot-seed, rule-annualContributionLimit).',
    mimeType: MARKDOWN,
  },
  {
    uriTemplate: PROJECTION_URI_TEMPLATE,
    name: 'projection',
    title: 'Trump account projection by share link',
    description:
      "The whole projection of a share link's scenario, every birthday (the JSON of GET /v1/project?s=...): s is " +
      'the s parameter of a shareUrl. The projection tools link to it.',
    mimeType: JSON_TYPE,
  },
]);

/** A resource that does not exist: -32602 with the URI in `data`, as 2026-07-28 requires and the
 *  SDK sends in every era (docs/api.md#protocol-versions). */
function notFound(uri: string, why?: string): ResourceNotFoundError {
  const quoted = uri.length > QUOTED_URI_LENGTH ? `${uri.slice(0, QUOTED_URI_LENGTH)}...` : uri;
  const message =
    why === undefined
      ? `Resource not found: ${JSON.stringify(quoted)}; resources/list names every resource.`
      : `Resource not found: ${JSON.stringify(quoted)}: ${why}.`;
  return new ResourceNotFoundError(uri, message);
}

export async function readResource(uri: string, context: ToolContext): Promise<ReadResourceResult> {
  const { siteUrl, knowledge } = context;
  if (uri === RULES_URI) return { contents: [{ uri, mimeType: JSON_TYPE, text: rulesText(siteUrl) }] };
  const s = shareStateOf(uri);
  if (s !== undefined) return { contents: [{ uri, mimeType: JSON_TYPE, text: await projectionText(uri, s, context) }] };
  const id = pageIdOf(uri);
  const page = id === undefined ? undefined : knowledge.get(id);
  if (page === undefined) throw notFound(uri);
  return { contents: [{ uri, mimeType: MARKDOWN, text: pageMarkdown(page, siteUrl) }] };
}

/** A projection resource's text: the body GET /v1/project?s= serves, from the cache or computed
 *  and charged as a tool call is. A state that is no share link, or whose scenario is not valid,
 *  is a resource that does not exist, its message saying why. */
async function projectionText(uri: string, s: string, context: ToolContext): Promise<string> {
  if (s.length > MAX_SHARE_LENGTH) {
    throw notFound(uri, `its share-link state is longer than ${MAX_SHARE_LENGTH} characters`);
  }
  const prepared = context.projections.prepare({ s });
  if (!prepared.ok) {
    const problems = (prepared.problem.errors ?? []).slice(0, QUOTED_PROBLEMS);
    const why = problems.map((error) => `${error.pointer || '(the scenario)'}: ${error.message}`).join('; ');
    throw notFound(uri, `it is not a valid share link (${why || prepared.problem.detail})`);
  }
  const answered = await chargedBody(prepared, context);
  if (!answered.ok) {
    const data =
      answered.retryAfterSeconds === undefined ? { uri } : { uri, retryAfterSeconds: answered.retryAfterSeconds };
    throw new ProtocolError(ProtocolErrorCode.InvalidRequest, answered.message, data);
  }
  return answered.body;
}
