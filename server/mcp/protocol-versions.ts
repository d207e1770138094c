// The protocol revisions the tool server answers (docs/api.md#protocol-versions): 2026-07-28 through
// the SDK's createMcpHandler, and the earlier revisions its stateless transport negotiates. One list,
// so the MCP Server Card (server/discovery/manifests.ts) never names a revision the server refuses.
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';

/** The stateless revision of July 2026: no handshake, the version in every request's `_meta`. */
const MODERN_PROTOCOL_VERSION = '2026-07-28';

/** Newest first. */
export const PROTOCOL_VERSIONS: readonly string[] = Object.freeze([
  MODERN_PROTOCOL_VERSION,
  ...SUPPORTED_PROTOCOL_VERSIONS,
]);
