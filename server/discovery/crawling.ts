// robots.txt and sitemap.xml (docs/api.md#discovery): crawlers may read the page and the knowledge
// pages, in English and in Spanish (docs/architecture.md#languages), listed in a sitemap
// (sitemaps.org 0.9); the computing routes (/v1/, /mcp) are theirs to leave alone, since each
// uncached answer costs a projection.
import { escapeHtml } from '../../core/common/html.js';
import { es } from '../../core/i18n/es.js';
import { DISCOVERY_PATHS, SERVICE_PATHS } from './identity.js';

/** sitemaps.org: at most 50,000 URLs in one sitemap. */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /v1/',
    `Disallow: ${SERVICE_PATHS.mcp}`,
    // RFC 9309: the longest match wins, so the Server Card stays readable under /mcp.
    `Allow: ${DISCOVERY_PATHS.serverCard}`,
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}${DISCOVERY_PATHS.sitemap}`,
    '',
  ].join('\n');
}

/** The page, the knowledge index and every knowledge page, then the same in Spanish (/es/, /es/kb
 *  and its pages), by absolute URL. */
export function sitemapXml(siteUrl: string, pageIds: readonly string[], spanishPageIds: readonly string[]): string {
  const urls = [
    SERVICE_PATHS.page,
    SERVICE_PATHS.kb,
    ...pageIds.map((id) => `${SERVICE_PATHS.kb}/${id}`),
    es.home,
    es.kbHome,
    ...spanishPageIds.map((id) => `${es.kbHome}/${id}`),
  ];
  if (urls.length > SITEMAP_MAX_URLS) throw new Error(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls.map((path) => `  <url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
