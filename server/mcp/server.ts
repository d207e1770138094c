// One low-level MCP `Server` with the tool table of tools.ts (its TypeBox schemas published as they
// are) and the handlers of handlers.ts. route.ts makes a fresh one for every HTTP request: the
// SDK refuses to reuse a server across transports, and a per-request server shares no state.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { withoutNulls } from './client-schema.js';
import { HANDLERS, type ToolContext } from './handlers.js';
import { listedTool, TOOL_NAMES, TOOLS, type ToolName } from './tools.js';

export const SERVER_INFO = Object.freeze({ name: 'projection-530a', title: '530A projection service', version: '1.0.0' });

export const INSTRUCTIONS =
  'Tools for US "Trump accounts" (IRC section 530A, a custodial investment account for a child): project_530a projects ' +
  'what an account could be worth (project_530a_shared, from a share link); explain_530a gives the law with primary ' +
  'sources; search and fetch read the site\'s knowledge pages. Money is whole cents as strings, ages are months of ' +
  'age; null for an optional argument means absent. Every result carries sourceUrl and a disclaimer: attribute ' +
  'figures to sourceUrl and pass the disclaimer on. Educational estimates, not advice.';

/** tools/list's answer, as plain JSON, computed once. */
const LISTED_TOOLS = TOOLS.map(listedTool) as Tool[];

function isToolName(name: string): name is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(name);
}

export function createMcpServer(context: ToolContext): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: LISTED_TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name, arguments: args } = request.params;
    if (!isToolName(name)) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${name}"; the tools are ${TOOL_NAMES.join(', ')}.`);
    }
    // null means absent (strict-schema clients send every property): client-schema.ts.
    return HANDLERS[name](withoutNulls(args ?? {}) as Record<string, unknown>, context);
  });
  return server;
}
