// Where the service is, as the discovery documents name it (docs/api.md#discovery): the MCP
// registry's reverse-DNS name from SITE_URL's host, and the addresses every document links to, all
// absolute from SITE_URL. Who it is (name, title, version) is in server/identity.
import { SERVICE_NAME } from '../identity/service-identity.js';

/** The paths the discovery documents name, one home for the routes and the documents. */
export const DISCOVERY_PATHS = Object.freeze({
  serverJson: '/server.json',
  serverCard: '/mcp/server-card',
  aiCatalog: '/.well-known/ai-catalog.json',
  apiCatalog: '/.well-known/api-catalog',
  llms: '/llms.txt',
  llmsFull: '/llms-full.txt',
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
});

/** The service's own paths the documents link to. */
export const SERVICE_PATHS = Object.freeze({
  page: '/',
  mcp: '/mcp',
  openApi: '/openapi.json',
  apiDocs: '/docs',
  rules: '/v1/rules',
  health: '/healthz',
  kb: '/kb',
});

/** The MCP registry's name for the server: SITE_URL's host reversed, then the package's name
 *  ("https://530a.example" gives "example.530a/projection-530a"), the namespace a registry
 *  verifies against the domain the server is served from. */
export function registryName(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '').replaceAll(':', '-');
  return `${host.split('.').reverse().join('.')}/${SERVICE_NAME}`;
}
