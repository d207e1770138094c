// llms.txt and llms-full.txt (docs/api.md#discovery), in the llmstxt.org format: an H1, a
// blockquote summary, then H2 sections of Markdown links. They are made from the registries the
// service already answers from (the OpenAPI document's operations, the MCP tools, the knowledge
// pages), so they never drift from what is served. The full variant adds each tool's description
// and each page's text.
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { SERVICE_TITLE } from '../identity/service-identity.js';
import type { KnowledgePage } from '../knowledge/knowledge.js';
import { DISCOVERY_PATHS, SERVICE_PATHS } from './identity.js';

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  description: string;
}

interface ListedTool {
  name: string;
  title: string;
  description: string;
}

export interface LlmsInput {
  siteUrl: string;
  operations: readonly ApiOperation[];
  tools: readonly ListedTool[];
  pages: readonly KnowledgePage[];
}

const SUMMARY =
  'Projections of a US "Trump account" (IRC section 530A, a custodial investment account for a minor): a ' +
  "deterministic path in exact integer cents and percentile bands, with the statute's seed, limits and dates " +
  'applied and the law behind every number; as a JSON API, an MCP tool server, a web page and knowledge pages.';

/** One line of Markdown: no line breaks inside a list item. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function header(siteUrl: string): string[] {
  return [
    `# ${SERVICE_TITLE}`,
    '',
    `> ${SUMMARY}`,
    '',
    `Money is whole cents carried as strings; ages are months of age. The tool server speaks MCP over streamable HTTP at ${siteUrl}${SERVICE_PATHS.mcp}. ${DISCLAIMER}`,
    '',
  ];
}

function apiSection({ siteUrl, operations }: LlmsInput): string[] {
  return [
    '## API',
    '',
    `- [OpenAPI document](${siteUrl}${SERVICE_PATHS.openApi}): the JSON API's OpenAPI 3.1 document`,
    `- [API reference](${siteUrl}${SERVICE_PATHS.apiDocs}): the same, as a page`,
    ...operations.map(
      (operation) =>
        `- [${operation.method} ${operation.path}](${siteUrl}${SERVICE_PATHS.apiDocs}): ${oneLine(operation.summary)}`,
    ),
    '',
  ];
}

function toolsSection({ siteUrl, tools }: LlmsInput, full: boolean): string[] {
  const card = `${siteUrl}${DISCOVERY_PATHS.serverCard}`;
  return [
    '## MCP tools',
    '',
    `- [MCP server card](${card}): how to connect to the tool server at ${siteUrl}${SERVICE_PATHS.mcp}`,
    ...tools.map((tool) => `- [${tool.name}](${card}): ${oneLine(full ? tool.description : tool.title)}`),
    '',
  ];
}

function pagesSection({ siteUrl, pages }: LlmsInput): string[] {
  return [
    '## Knowledge pages',
    '',
    `- [All knowledge pages](${siteUrl}${SERVICE_PATHS.kb}): the index`,
    ...pages.map((page) => `- [${oneLine(page.title)}](${siteUrl}${SERVICE_PATHS.kb}/${page.id})`),
    '',
  ];
}

function optionalSection(siteUrl: string, full: boolean): string[] {
  const other = full
    ? `- [llms.txt](${siteUrl}${DISCOVERY_PATHS.llms}): the short variant, links only`
    : `- [llms-full.txt](${siteUrl}${DISCOVERY_PATHS.llmsFull}): this list with each tool's description and each knowledge page's text`;
  return [
    '## Optional',
    '',
    `- [The calculator](${siteUrl}${SERVICE_PATHS.page}): the web page, which runs the same engine in the browser`,
    `- [The rules](${siteUrl}${SERVICE_PATHS.rules}): the legal facts as JSON, each with its primary source`,
    `- [MCP registry manifest](${siteUrl}${DISCOVERY_PATHS.serverJson}): server.json`,
    other,
    '',
  ];
}

/** Each knowledge page's text, under its own H3 (the full variant). */
function pageTexts({ siteUrl, pages }: LlmsInput): string[] {
  return [
    '## Knowledge page texts',
    '',
    ...pages.flatMap((page) => [
      `### ${oneLine(page.title)}`,
      '',
      `Source: ${siteUrl}${SERVICE_PATHS.kb}/${page.id}`,
      '',
      // The page's own headings sit below its H3, so the sections of this file stay its H2s.
      page.text.trim().replace(/^(#{1,4}) /gm, '##$1 '),
      '',
    ]),
  ];
}

export function llmsTxt(input: LlmsInput): string {
  return [
    ...header(input.siteUrl),
    ...apiSection(input),
    ...toolsSection(input, false),
    ...pagesSection(input),
    ...optionalSection(input.siteUrl, false),
  ].join('\n');
}

export function llmsFullTxt(input: LlmsInput): string {
  return [
    ...header(input.siteUrl),
    ...apiSection(input),
    ...toolsSection(input, true),
    ...pagesSection(input),
    ...optionalSection(input.siteUrl, true),
    ...pageTexts(input),
  ].join('\n');
}
