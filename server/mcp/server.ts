// One low-level MCP `Server` with the tool table of tools.ts (its TypeBox schemas published as they
// are) and the handlers of handlers.ts, the resources of resources.ts and the prompts of
// prompts.ts. route.ts makes a fresh one for every HTTP request (the SDK refuses to reuse a server
// across transports, and a per-request server shares no state); the command line's `mcp` makes one
// for its standard input and output (cli/mcp-command.ts).
import {
  type JSONRPCMessage,
  type JSONRPCRequest,
  ProtocolError,
  ProtocolErrorCode,
  type Result,
  Server,
  type ServerContext,
  type Tool,
  type Transport,
  type TransportSendOptions,
} from '@modelcontextprotocol/server';
import { SERVER_INFO } from '../identity/service-identity.js';
import { fromCommandLine, withoutNulls } from './client-schema.js';
import { HANDLERS, type ToolContext } from './handlers.js';
import { invalidParamsMessage, withoutSdkPrefix } from './jsonrpc-errors.js';
import { getPrompt, LISTED_PROMPTS } from './prompts.js';
import { listResources, RESOURCE_TEMPLATES, readResource } from './resources.js';
import { listedTool, TOOL_NAMES, TOOLS, type ToolName } from './tools.js';

const INSTRUCTIONS =
  'Tools for US "Trump accounts" (IRC section 530A, a custodial investment account for a child): project_530a projects ' +
  'what an account could be worth (project_530a_shared, from a share link); solve_530a finds the contribution that ' +
  'reaches a goal; explain_530a gives the law with primary sources; eligibility_530a the free money (the pilot ' +
  "contribution, sponsors' pledges) a child may get; search and fetch read the site's knowledge pages, " +
  'which are also resources (with the rules); the prompts plan_for_a_child and explain_share_link lead through the ' +
  'tools. Money is whole cents as strings, ages are months of age; null for an optional argument means absent. Every ' +
  'result carries a sourceUrl and the disclaimer: attribute figures to sourceUrl and pass the disclaimer on. Educational ' +
  'estimates, not advice.';

/** Tools whose answer is one text item holding JSON (docs/api.md#mcp-tool-server). */
const ONE_ITEM_TOOLS: ReadonlySet<string> = new Set<ToolName>(['search', 'fetch']);

/** tools/list's answer, as plain JSON, computed once. */
const LISTED_TOOLS = TOOLS.map(listedTool) as Tool[];
const PUBLISHED_INPUTS = new Map(LISTED_TOOLS.map((tool) => [tool.name, tool.inputSchema as Record<string, unknown>]));

function isToolName(name: string): name is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(name);
}

type RequestHandler = (request: JSONRPCRequest, ctx: ServerContext) => Promise<Result>;

/**
 * The SDK's Server, sending each error's message without the "MCP error <code>: " that the SDK's
 * McpError writes into it (ours for an unknown tool, prompt or resource, and the SDK's own for a
 * malformed call): the client's McpError writes it again, and "MCP error -32602: MCP error
 * -32602: Unknown tool ..." is what a user read. Params its schema refuses (a resources/read uri
 * that is no string, a prompt argument that is a number) are -32602 invalid params in one
 * sentence: the SDK answered -32603, an internal error, with Zod's multi-line JSON
 * (docs/api.md#json-rpc-errors).
 */
class ToolServer extends Server {
  protected override _wrapHandler(method: string, handler: RequestHandler): RequestHandler {
    const wrapped = super._wrapHandler(method, handler);
    return async (request, ctx) => {
      try {
        return await wrapped(request, ctx);
      } catch (error) {
        const refused = error instanceof Error ? invalidParamsMessage(method, error.message) : undefined;
        if (refused === undefined) throw error;
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, refused);
      }
    };
  }

  override connect(transport: Transport): Promise<void> {
    const send = transport.send.bind(transport);
    transport.send = (message: JSONRPCMessage, options?: TransportSendOptions) => {
      if (!('error' in message)) return send(message, options);
      const error = { ...message.error, message: withoutSdkPrefix(message.error.message) };
      return send({ ...message, error }, options);
    };
    return super.connect(transport);
  }
}

export function createMcpServer(context: ToolContext): Server {
  const capabilities = {
    tools: { listChanged: false },
    resources: { listChanged: false, subscribe: false },
    prompts: { listChanged: false },
  };
  const { addressNote } = context;
  const instructions = addressNote === undefined ? INSTRUCTIONS : `${INSTRUCTIONS} ${addressNote}`;
  const server = new ToolServer(SERVER_INFO, { capabilities, instructions });
  server.setRequestHandler('tools/list', () => ({ tools: LISTED_TOOLS }));
  server.setRequestHandler('resources/list', () => ({ resources: listResources(context) }));
  server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [...RESOURCE_TEMPLATES] }));
  server.setRequestHandler('resources/read', (request) => readResource(request.params.uri, context));
  server.setRequestHandler('prompts/list', () => ({ prompts: [...LISTED_PROMPTS] }));
  server.setRequestHandler('prompts/get', ({ params }) => getPrompt(params.name, params.arguments));
  server.setRequestHandler('tools/call', async (request) => {
    const { name, arguments: args } = request.params;
    if (!isToolName(name)) {
      context.metrics.toolCalls.inc({ tool: 'unknown', result: 'error' });
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `Unknown tool "${name}"; the tools are ${TOOL_NAMES.join(', ')}.`,
      );
    }
    // Command-line strings read as JSON, then null means absent (strict-schema clients send every
    // property): client-schema.ts.
    const read = fromCommandLine(args ?? {}, PUBLISHED_INPUTS.get(name) ?? {});
    const result = await HANDLERS[name](withoutNulls(read) as Record<string, unknown>, context);
    context.metrics.toolCalls.inc({ tool: name, result: result.isError === true ? 'error' : 'ok' });
    // search and fetch keep the one text item of the compatibility shape chat assistants require.
    if (addressNote !== undefined && result.isError !== true && !ONE_ITEM_TOOLS.has(name)) {
      return { ...result, content: [...result.content, { type: 'text', text: addressNote }] };
    }
    return result;
  });
  return server;
}
