// The addresses of the tool server's resources (docs/api.md#mcp-tool-server): the rules, a
// knowledge page by id, and a projection by the share-link state of its scenario. The URIs use the
// server's own scheme: a client reads them through the tool server, not from the web. One home, as
// the resources (resources.ts) and the tools that link to them (handlers.ts) both name them.

const RESOURCE_SCHEME = 'projection-530a';
export const RULES_URI = `${RESOURCE_SCHEME}://rules`;
const PAGE_PREFIX = `${RESOURCE_SCHEME}://kb/`;
export const PAGE_URI_TEMPLATE = `${PAGE_PREFIX}{id}`;
const PROJECTION_PREFIX = `${RESOURCE_SCHEME}://projection/`;
export const PROJECTION_URI_TEMPLATE = `${PROJECTION_PREFIX}{s}`;

export function pageUri(id: string): string {
  return `${PAGE_PREFIX}${encodeURIComponent(id)}`;
}

export function projectionUri(s: string): string {
  return `${PROJECTION_PREFIX}${encodeURIComponent(s)}`;
}

/** What follows a prefix, percent-decoded; undefined for another prefix or a broken escape. */
function after(prefix: string, uri: string): string | undefined {
  if (!uri.startsWith(prefix)) return undefined;
  try {
    return decodeURIComponent(uri.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** The page id a kb URI names, or undefined. */
export const pageIdOf = (uri: string): string | undefined => after(PAGE_PREFIX, uri);

/** The share-link state a projection URI names, or undefined. */
export const shareStateOf = (uri: string): string | undefined => after(PROJECTION_PREFIX, uri);
