// MCP resources (docs/api.md#mcp-tool-server): the knowledge pages (as Markdown, the text /kb/<id>
// renders) and the rules (the bytes of GET /v1/rules), so that clients can attach them as context.
// A resource template names a page by id. The URIs use the server's own scheme: a client reads them
// through the tool server, not from the web.
import {
  type ReadResourceResult,
  type Resource,
  ResourceNotFoundError,
  type ResourceTemplateType,
} from '@modelcontextprotocol/server';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { absoluteLinks, type KnowledgePage } from '../knowledge/knowledge.js';
import { rulesText } from '../rules/rules-body.js';
import { pageUrl, type ToolContext } from './handlers.js';

const RESOURCE_SCHEME = 'projection-530a';
export const RULES_URI = `${RESOURCE_SCHEME}://rules`;
const PAGE_PREFIX = `${RESOURCE_SCHEME}://kb/`;
export const PAGE_URI_TEMPLATE = `${PAGE_PREFIX}{id}`;

/** How much of an unknown URI an error message repeats. */
const QUOTED_URI_LENGTH = 200;

const MARKDOWN = 'text/markdown';
const JSON_TYPE = 'application/json';

type Context = Pick<ToolContext, 'siteUrl' | 'knowledge'>;

export function pageUri(id: string): string {
  return `${PAGE_PREFIX}${encodeURIComponent(id)}`;
}

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
]);

/** A resource that does not exist: -32602 with the URI in `data`, as 2026-07-28 requires and the
 *  SDK sends in every era (docs/api.md#protocol-versions). */
function notFound(uri: string): ResourceNotFoundError {
  const quoted = uri.length > QUOTED_URI_LENGTH ? `${uri.slice(0, QUOTED_URI_LENGTH)}...` : uri;
  const message = `Resource not found: ${JSON.stringify(quoted)}; resources/list names every resource.`;
  return new ResourceNotFoundError(uri, message);
}

/** The page id a kb URI names, or undefined. */
function pageId(uri: string): string | undefined {
  if (!uri.startsWith(PAGE_PREFIX)) return undefined;
  try {
    return decodeURIComponent(uri.slice(PAGE_PREFIX.length));
  } catch {
    return undefined; // a broken percent-escape
  }
}

export function readResource(uri: string, { siteUrl, knowledge }: Context): ReadResourceResult {
  if (uri === RULES_URI) return { contents: [{ uri, mimeType: JSON_TYPE, text: rulesText(siteUrl) }] };
  const id = pageId(uri);
  const page = id === undefined ? undefined : knowledge.get(id);
  if (page === undefined) throw notFound(uri);
  return { contents: [{ uri, mimeType: MARKDOWN, text: pageMarkdown(page, siteUrl) }] };
}
