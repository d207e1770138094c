// The machine-readable descriptions of the service (docs/api.md#discovery): the MCP registry's
// server.json, the MCP Server Card with the AI Catalog that points to it, and the RFC 9727 API
// catalog. Each is built once from SITE_URL, so every address in it is absolute and the bytes are
// the same on every instance.

import { SERVICE_DESCRIPTION, SERVICE_TITLE, SERVICE_VERSION } from '../identity/service-identity.js';
import { PROTOCOL_VERSIONS } from '../mcp/protocol-versions.js';
import { DISCOVERY_PATHS, registryName, SERVICE_PATHS } from './identity.js';

/** The registry's schema the server.json follows (its `$schema`). */
const SERVER_JSON_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json';
/** The Server Card schema (the MCP Server Card extension's v1). */
const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** The Server Card's media type; the catalogs name it without parameters. */
const SERVER_CARD_TYPE = 'application/mcp-server-card+json';
/** The types served: UTF-8 JSON, with the charset named as on every JSON answer here. */
export const SERVER_CARD_CONTENT_TYPE = `${SERVER_CARD_TYPE}; charset=utf-8`;
export const AI_CATALOG_CONTENT_TYPE = 'application/ai-catalog+json; charset=utf-8';
/** RFC 9727 section 4.2: the API catalog's media type and profile. */
export const API_CATALOG_CONTENT_TYPE =
  'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"; charset=utf-8';
const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.1';

const remote = (siteUrl: string) => ({ type: 'streamable-http', url: `${siteUrl}${SERVICE_PATHS.mcp}` });

/** server.json for the MCP registry: the remote streamable HTTP server at SITE_URL/mcp. */
export function serverJson(siteUrl: string): object {
  return {
    $schema: SERVER_JSON_SCHEMA,
    name: registryName(siteUrl),
    description: SERVICE_DESCRIPTION,
    version: SERVICE_VERSION,
    websiteUrl: `${siteUrl}${SERVICE_PATHS.page}`,
    remotes: [remote(siteUrl)],
  };
}

/** The MCP Server Card, at the tool server's address + /server-card. */
export function serverCard(siteUrl: string): object {
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: registryName(siteUrl),
    title: SERVICE_TITLE,
    description: SERVICE_DESCRIPTION,
    version: SERVICE_VERSION,
    websiteUrl: `${siteUrl}${SERVICE_PATHS.page}`,
    remotes: [{ ...remote(siteUrl), supportedProtocolVersions: [...PROTOCOL_VERSIONS] }],
  };
}

/** The AI Catalog at /.well-known/ai-catalog.json: one entry, the Server Card. */
export function aiCatalog(siteUrl: string): object {
  const host = new URL(siteUrl).hostname;
  const name = registryName(siteUrl).split('/')[1];
  return {
    specVersion: '1.0',
    entries: [
      {
        identifier: `urn:air:${host}:mcp:${name}`,
        type: SERVER_CARD_TYPE,
        url: `${siteUrl}${DISCOVERY_PATHS.serverCard}`,
      },
    ],
  };
}

/** The RFC 9727 API catalog: the catalog's items, then each API with its description (the OpenAPI
 *  document, the Server Card), its documentation and its status. */
export function apiCatalog(siteUrl: string): object {
  const api = `${siteUrl}/v1/`;
  const mcp = `${siteUrl}${SERVICE_PATHS.mcp}`;
  const status = [{ href: `${siteUrl}${SERVICE_PATHS.health}` }];
  return {
    linkset: [
      { anchor: `${siteUrl}${DISCOVERY_PATHS.apiCatalog}`, item: [{ href: api }, { href: mcp }] },
      {
        anchor: api,
        'service-desc': [{ href: `${siteUrl}${SERVICE_PATHS.openApi}`, type: OPENAPI_TYPE }],
        'service-doc': [{ href: `${siteUrl}${SERVICE_PATHS.apiDocs}`, type: 'text/html' }],
        status,
      },
      {
        anchor: mcp,
        'service-desc': [{ href: `${siteUrl}${DISCOVERY_PATHS.serverCard}`, type: SERVER_CARD_TYPE }],
        'service-doc': [{ href: `${siteUrl}${DISCOVERY_PATHS.llms}`, type: 'text/plain' }],
        status,
      },
    ],
  };
}
