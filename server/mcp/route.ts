// The MCP tool server at /mcp (docs/api.md#mcp-tool-server): streamable HTTP, stateless. Each POST
// gets a fresh low-level Server and a StreamableHTTPServerTransport without session ids (the SDK's
// stateless example), answering with plain JSON; any instance can answer any request. GET (the
// server-to-client event stream) and DELETE (ending a session) have nothing to do without sessions:
// 405. Every request counts toward the tool server's rate limit (60 a minute per address,
// docs/api.md#rate-limits). When the server is bound to loopback, Host and Origin are checked
// against DNS rebinding.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { problem, PROBLEM_CONTENT_TYPE, sendProblem, type Problem } from '../problems.js';
import type { Projections } from '../projections.js';
import type { Limiters } from '../rate-limits.js';
import { siteKnowledge } from './knowledge.js';
import { createMcpServer } from './server.js';

export const MCP_PATH = '/mcp';

export interface McpRouteOptions {
  config: Config;
  limits: Limiters;
  projections: Projections;
}

/** Bind addresses that make the server reachable from this machine only. */
const LOOPBACK_BINDS: readonly string[] = ['127.0.0.1', 'localhost', '::1', '[::1]'];
/** Host names (as URL.hostname writes them) that reach a loopback server. */
const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

export function isLoopbackBind(host: string): boolean {
  return LOOPBACK_BINDS.includes(host.toLowerCase());
}

/** The host name of a Host header ("127.0.0.1:8530" -> "127.0.0.1"), or undefined if it is not one. */
function hostName(header: string): string | undefined {
  if (!/^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::[0-9]{1,5})?$/.test(header)) return undefined; // no user, path or query
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return undefined;
  }
}

function originHostName(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : undefined;
  } catch {
    return undefined; // "null" and anything else that is not an origin
  }
}

export type Guard = (request: FastifyRequest) => Problem | undefined;

/**
 * DNS-rebinding protection (MCP transport security): a loopback server answers only requests whose
 * Host names this machine (any port) and whose Origin, when sent, is on this machine too. The
 * public host of SITE_URL is accepted as well, for a reverse proxy in front of a loopback bind.
 */
export function originGuard(config: Config): Guard {
  if (!isLoopbackBind(config.host)) return () => undefined;
  const allowed = new Set([...LOOPBACK_NAMES, new URL(config.siteUrl).hostname]);
  return (request) => {
    const host = request.headers.host;
    const name = host === undefined ? undefined : hostName(host);
    if (name === undefined || !allowed.has(name)) {
      return problem(config.siteUrl, 'FORBIDDEN', `The Host header ${JSON.stringify(host ?? '')} does not name this machine; the tool server is bound to loopback.`);
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const originName = originHostName(origin);
      if (originName === undefined || !allowed.has(originName)) {
        return problem(config.siteUrl, 'FORBIDDEN', `Requests from the origin ${JSON.stringify(origin)} are not accepted; the tool server is bound to loopback.`);
      }
    }
    return undefined;
  };
}


export async function mcpRoutes(app: FastifyInstance, options: McpRouteOptions): Promise<void> {
  const { config, limits, projections } = options;
  const context = { siteUrl: config.siteUrl, projections, knowledge: await siteKnowledge() };
  const guard = originGuard(config);

  /** The checks every /mcp request passes: Host and Origin, then the rate limit (which answers the 429). */
  async function admitted(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const refused = guard(request);
    if (refused) {
      sendProblem(reply, refused);
      return false;
    }
    return limits.mcp(request, reply);
  }

  app.post(MCP_PATH, async (request, reply) => {
    if (!(await admitted(request, reply))) return reply;
    const server = createMcpServer(context);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // From here the transport writes the response itself.
    reply.hijack();
    const response = reply.raw;
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, response, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      if (!response.headersSent) {
        const body = problem(config.siteUrl, 'INTERNAL_ERROR', 'The service failed to answer; the error was logged.');
        response.writeHead(body.status, { 'content-type': PROBLEM_CONTENT_TYPE }).end(JSON.stringify(body));
      } else {
        response.end();
      }
    }
  });

  const notAllowed = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await admitted(request, reply))) return reply;
    const body = problem(
      config.siteUrl,
      'METHOD_NOT_ALLOWED',
      `${request.method} is not allowed on ${MCP_PATH}: the tool server is stateless (no sessions, no event stream); use POST.`,
    );
    return sendProblem(reply.header('allow', 'POST'), body);
  };
  app.get(MCP_PATH, notAllowed);
  app.delete(MCP_PATH, notAllowed);
}
