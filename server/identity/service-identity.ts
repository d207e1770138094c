// Who the service is: its name, title, version and one-line description, as the tool server
// announces them (serverInfo, docs/api.md#titles-and-icons) and the discovery documents name them
// (docs/api.md#discovery). One home that server/mcp and server/discovery both import: the
// discovery documents read the tool server's protocol versions, so the tool server cannot import
// them back.
import { ICONS } from './icons.js';

/** The package's name, and the last part of the MCP registry's name for the server. */
export const SERVICE_NAME = 'projection-530a';
export const SERVICE_VERSION = '1.0.0';
export const SERVICE_TITLE = '530A projection service';
/** At most 100 characters: the MCP registry's limit on a description. */
export const SERVICE_DESCRIPTION =
  'Projects a US Trump account (IRC 530A): the balance, its percentiles and the law behind each number';

/** What the tool server announces itself as (initialize's serverInfo, server/discover's). */
export const SERVER_INFO = Object.freeze({
  name: SERVICE_NAME,
  title: SERVICE_TITLE,
  version: SERVICE_VERSION,
  icons: [...ICONS],
});
