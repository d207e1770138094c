// The discovery documents (docs/api.md#discovery): server.json for the MCP registry, the MCP
// Server Card and the AI Catalog that points to it, the RFC 9727 API catalog, llms.txt and
// llms-full.txt, robots.txt and sitemap.xml. Each is made once from SITE_URL and the registries the
// service answers from (the OpenAPI document, the MCP tools, the knowledge pages), then served with
// its type, a strong ETag (304 on a match) and a day of public caching, as the other pure answers.
import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from '../discovery/crawling.js';
import { DISCOVERY_PATHS } from '../discovery/identity.js';
import { type ApiOperation, llmsFullTxt, llmsTxt } from '../discovery/llms-txt.js';
import {
  AI_CATALOG_CONTENT_TYPE,
  API_CATALOG_CONTENT_TYPE,
  aiCatalog,
  apiCatalog,
  SERVER_CARD_CONTENT_TYPE,
  serverCard,
  serverJson,
} from '../discovery/manifests.js';
import { etagOf, sendCacheableAs } from '../http/http-caching.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import { SPANISH_PAGES } from '../knowledge/spanish.js';
import { TOOLS } from '../mcp/tools.js';
import type { Config } from '../settings/config.js';

export interface DiscoveryRouteOptions {
  config: Config;
  knowledge: Knowledge;
}

interface Document {
  body: string;
  etag: string;
  type: string;
}

const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const HIDDEN = { schema: { hide: true } };

const documentOf = (body: string, type: string): Document => ({ body, etag: etagOf(body), type });
const jsonDocument = (value: object, type: string) => documentOf(`${JSON.stringify(value, null, 2)}\n`, type);

/** The operations of the OpenAPI document, in its order: what llms.txt lists under API. */
function operationsOf(document: unknown): ApiOperation[] {
  const paths = (document as { paths?: Record<string, Record<string, { summary?: string; description?: string }>> })
    .paths;
  return Object.entries(paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      summary: operation.summary ?? '',
      description: operation.description ?? '',
    })),
  );
}

export async function discoveryRoutes(app: FastifyInstance, options: DiscoveryRouteOptions): Promise<void> {
  const {
    config: { siteUrl },
    knowledge,
  } = options;
  const pages = knowledge.pages();
  const pageIds = pages.map((page) => page.id);
  const tools = TOOLS.map(({ name, title, description }) => ({ name, title, description }));
  const fixed = new Map<string, Document>([
    [DISCOVERY_PATHS.serverJson, jsonDocument(serverJson(siteUrl), JSON_TYPE)],
    [DISCOVERY_PATHS.serverCard, jsonDocument(serverCard(siteUrl), SERVER_CARD_CONTENT_TYPE)],
    [DISCOVERY_PATHS.aiCatalog, jsonDocument(aiCatalog(siteUrl), AI_CATALOG_CONTENT_TYPE)],
    [DISCOVERY_PATHS.apiCatalog, jsonDocument(apiCatalog(siteUrl), API_CATALOG_CONTENT_TYPE)],
    [DISCOVERY_PATHS.robots, documentOf(robotsTxt(siteUrl), TEXT)],
    [
      DISCOVERY_PATHS.sitemap,
      documentOf(sitemapXml(siteUrl, pageIds, Object.keys(SPANISH_PAGES)), 'application/xml; charset=utf-8'),
    ],
  ]);
  // llms.txt lists the OpenAPI document's operations, which exist once every route is registered:
  // made on first use, the same bytes every time.
  let llms: { short: Document; full: Document } | undefined;
  const llmsDocuments = () => {
    if (llms === undefined) {
      const input = { siteUrl, operations: operationsOf(app.swagger()), tools, pages };
      llms = { short: documentOf(llmsTxt(input), TEXT), full: documentOf(llmsFullTxt(input), TEXT) };
    }
    return llms;
  };

  for (const [path, document] of fixed) {
    app.get(path, HIDDEN, (request, reply) => {
      // RFC 9727 section 4.3: the catalog names itself with the api-catalog relation.
      if (path === DISCOVERY_PATHS.apiCatalog) reply.header('link', `<${siteUrl}${path}>; rel="api-catalog"`);
      return sendCacheableAs(request, reply, document.body, document.etag, document.type);
    });
  }
  app.get(DISCOVERY_PATHS.llms, HIDDEN, (request, reply) => {
    const { body, etag, type } = llmsDocuments().short;
    return sendCacheableAs(request, reply, body, etag, type);
  });
  app.get(DISCOVERY_PATHS.llmsFull, HIDDEN, (request, reply) => {
    const { body, etag, type } = llmsDocuments().full;
    return sendCacheableAs(request, reply, body, etag, type);
  });
}
