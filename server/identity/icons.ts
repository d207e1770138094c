// The tool server's icon (MCP 2025-11-25 `icons`, docs/api.md#titles-and-icons): one small SVG,
// three rising bars in a rounded square, sent inline as a data: URI (percent-encoded, shorter than
// base64) so that no client has to fetch it, over stdio as over HTTP. The same icon marks the
// server (serverInfo, service-identity.ts) and each tool.
import type { Icon } from '@modelcontextprotocol/server';

const SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='6' fill='%231d4ed8'/>" +
  "<path d='M7 23h4v-5H7zm7 0h4v-9h-4zm7 0h4V9h-4z' fill='%23fff'/></svg>";

export const ICON_DATA_URI = `data:image/svg+xml,${SVG.replaceAll(' ', '%20').replaceAll('<', '%3C').replaceAll('>', '%3E')}`;

export const ICONS: readonly Icon[] = Object.freeze([
  { src: ICON_DATA_URI, mimeType: 'image/svg+xml', sizes: ['any'] },
]);
