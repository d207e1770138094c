// The SDK's own Client over streamable HTTP, as an MCP host connects to /mcp (docs/api.md#mcp-tool-server):
// the setup the MCP test files share. Files that test the transport itself (discovery, the cluster,
// the protocol eras, stdio) build their own client, since what they check is what differs.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type RunningServer, startServer } from './start-server.js';

/** The SDK's Client, introduced to the server as `clientName`, connected to `serverUrl`'s /mcp. */
export async function connectMcpClient(serverUrl: string, clientName: string): Promise<Client> {
  const client = new Client({ name: clientName, version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${serverUrl}/mcp`)));
  return client;
}

/** The real server with a Client connected to its /mcp; `close()` closes the client, then the server. */
export interface RunningMcpServer extends RunningServer {
  client: Client;
  /** tools/call of `name` with `args`, its result read as a tool's answer. */
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
}

/** Starts the real server as startServer does (`env`: its settings) and connects a Client to it. */
export async function startMcpServer(clientName: string, env: Record<string, string> = {}): Promise<RunningMcpServer> {
  const server = await startServer(env);
  const client = await connectMcpClient(server.url, clientName).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return {
    ...server,
    client,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
