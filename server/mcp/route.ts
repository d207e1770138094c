// The MCP tool server at /mcp (docs/api.md#mcp-tool-server): streamable HTTP, stateless, in both
// protocol eras of the official SDK (@modelcontextprotocol/server 2.x). A request that carries the
// 2026-07-28 envelope in its `_meta` goes to the SDK's createMcpHandler (strict: modern only); any
// other (the 2025 revisions: initialize, or a call without the envelope) gets a fresh low-level
// Server and a web-standard transport without session ids, as before. Both answer with plain JSON
// (or an event stream, for a client that accepts only that), from the same server of server.ts;
// any instance can answer any request. The answer goes out through Fastify's reply. GET (the
// server-to-client event stream) and DELETE (ending a session) have nothing to do without sessions:
// 405. Every request counts toward the tool server's rate limit (60 a minute per address,
// docs/api.md#rate-limits), carries one JSON-RPC message (a batch, or anything else that is no
// message, is refused with -32600), and its uncached projections draw on the JSON API's budget
// too. When the server is bound to loopback, Host and Origin are checked against DNS rebinding.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  createMcpHandler,
  isLegacyRequest,
  type McpHttpHandler,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Problem, problem } from '../../core/schemas/problems.js';
import { countRefusedBody, problemForError } from '../http/errors.js';
import type { Metrics } from '../http/metrics.js';
import type { Limiters } from '../http/rate-limits.js';
import { sendProblem } from '../http/send-problem.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import type { Projections } from '../service/projections.js';
import type { Config } from '../settings/config.js';
import type { ToolContext } from './handlers.js';
import { httpErrorBody, type JsonRpcErrorBody, jsonRpcError, readMessage } from './jsonrpc-errors.js';
import { createMcpServer } from './server.js';

const MCP_PATH = '/mcp';
/** Headers about the connection rather than the answer (RFC 9110, 7.6.1), as Headers names them. */
const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface McpRouteOptions {
  config: Config;
  limits: Limiters;
  projections: Projections;
  knowledge: Knowledge;
  metrics: Metrics;
}

/** Bind addresses that make the server reachable from this machine only. */
const LOOPBACK_BINDS: readonly string[] = ['127.0.0.1', 'localhost', '::1', '[::1]'];
/** Host names (as URL.hostname writes them) that reach a loopback server. */
const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

function isLoopbackBind(host: string): boolean {
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

type Guard = (request: FastifyRequest) => Problem | undefined;

/** The media types of an Accept header that it does not refuse (q=0), lower-cased. */
function acceptedTypes(accept: string): string[] {
  return accept.split(',').flatMap((part) => {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(?:\.0{0,3})?$/.test(parameter));
    return type === '' || refused ? [] : [type];
  });
}

/**
 * How to answer (docs/api.md#mcp-tool-server): JSON whenever JSON is acceptable (no Accept header,
 * application/json, application/*, *\/*), an event stream when only that is, else nothing. The
 * SDK's transport wants both types listed; it is handed a request that lists them.
 */
function answerForm(accept: string | undefined): 'json' | 'stream' | undefined {
  if (accept === undefined || accept.trim() === '') return 'json';
  const types = acceptedTypes(accept);
  if (types.some((type) => type === 'application/json' || type === 'application/*' || type === '*/*')) return 'json';
  if (types.some((type) => type === 'text/event-stream' || type === 'text/*')) return 'stream';
  return undefined;
}

/** The Web Request the SDK's transport reads: the client's headers, Accept listing both types. */
function transportRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'accept' && name !== 'host' && name !== 'content-length')
      headers.set(name, value);
  }
  headers.set('accept', 'application/json, text/event-stream');
  return new Request(new URL(request.url, 'http://localhost'), { method: 'POST', headers });
}

/**
 * DNS-rebinding protection (MCP transport security): a loopback server answers only requests whose
 * Host names this machine (any port) and whose Origin, when sent, is on this machine too. The
 * public host of SITE_URL is accepted as well, for a reverse proxy in front of a loopback bind.
 */
function originGuard(config: Config): Guard {
  if (!isLoopbackBind(config.host)) return () => undefined;
  const allowed = new Set([...LOOPBACK_NAMES, new URL(config.siteUrl).hostname]);
  return (request) => {
    const host = request.headers.host;
    const name = host === undefined ? undefined : hostName(host);
    if (name === undefined || !allowed.has(name)) {
      return problem(
        config.siteUrl,
        'FORBIDDEN',
        `The Host header ${JSON.stringify(host ?? '')} does not name this machine; the tool server is bound to loopback.`,
      );
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const originName = originHostName(origin);
      if (originName === undefined || !allowed.has(originName)) {
        return problem(
          config.siteUrl,
          'FORBIDDEN',
          `Requests from the origin ${JSON.stringify(origin)} are not accepted; the tool server is bound to loopback.`,
        );
      }
    }
    return undefined;
  };
}

function sendJsonRpcError(reply: FastifyReply, rpc: JsonRpcErrorBody): FastifyReply {
  return reply.code(rpc.error.data.status).type('application/json').send(JSON.stringify(rpc));
}

export async function mcpRoutes(app: FastifyInstance, options: McpRouteOptions): Promise<void> {
  const { config, limits, projections } = options;
  const context = { siteUrl: config.siteUrl, projections, knowledge: options.knowledge, metrics: options.metrics };
  const guard = originGuard(config);
  // The context of each modern request, found by the Web Request the SDK hands its factory.
  const contexts = new WeakMap<Request, ToolContext>();
  const modernFactory = ({ requestInfo }: { requestInfo?: Request }) => {
    const found = requestInfo === undefined ? undefined : contexts.get(requestInfo);
    if (found === undefined) throw new Error('a modern /mcp request without its context');
    return createMcpServer(found);
  };
  // 'auto' answers JSON (the tools send no notification before their result); 'sse' an event stream.
  const modern: Record<'json' | 'stream', McpHttpHandler> = {
    json: createMcpHandler(modernFactory, { legacy: 'reject', responseMode: 'auto' }),
    stream: createMcpHandler(modernFactory, { legacy: 'reject', responseMode: 'sse' }),
  };
  app.addHook('onClose', async () => {
    await Promise.all([modern.json.close(), modern.stream.close()]);
  });

  /** The checks every /mcp request passes: Host and Origin, then the rate limit (which answers the 429). */
  async function admitted(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const refused = guard(request);
    if (refused) {
      sendProblem(reply, refused);
      return false;
    }
    return limits.mcp(request, reply);
  }

  app.post(
    MCP_PATH,
    {
      // A body that cannot be read as a message gets a JSON-RPC error (with the problem's status).
      // Counted first, as every /mcp request is (docs/api.md#rate-limits).
      errorHandler: async (error: FastifyError, request, reply) => {
        const body = problemForError(error, request, config.siteUrl);
        if (!(await countRefusedBody(body, limits.mcp, request, reply))) return reply;
        const rpc = jsonRpcError(body);
        return rpc === undefined ? sendProblem(reply, body) : sendJsonRpcError(reply, rpc);
      },
    },
    async (request, reply) => {
      if (!(await admitted(request, reply))) return reply;
      // A batch, or JSON that is no JSON-RPC message, is refused here with -32600 and the id when
      // one can be read (the SDK's transport would call valid JSON a -32700 parse error).
      const read = readMessage(request.body);
      if (!read.ok) {
        const body = problem(config.siteUrl, 'BAD_REQUEST', read.refusal.message);
        return sendJsonRpcError(reply, httpErrorBody(read.refusal, body));
      }
      const form = answerForm(request.headers.accept);
      if (form === undefined) {
        return sendProblem(
          reply,
          problem(
            config.siteUrl,
            'NOT_ACCEPTABLE',
            `The tool server answers application/json or text/event-stream; the Accept header ${JSON.stringify(request.headers.accept)} allows neither.`,
          ),
        );
      }
      // Uncached projections also count against the JSON API's budget, as over HTTP.
      const toolContext = { ...context, chargeProjection: () => limits.chargeApi(request) };
      const webRequest = transportRequest(request);
      let close = () => {};
      let response: Response;
      if (await isLegacyRequest(webRequest, read.message)) {
        const server = createMcpServer(toolContext);
        // No sessionIdGenerator: stateless.
        const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: form === 'json' });
        close = () => {
          void transport.close();
          void server.close();
        };
        await server.connect(transport);
        response = await transport.handleRequest(webRequest, { parsedBody: read.message });
      } else {
        contexts.set(webRequest, toolContext);
        response = await modern[form].fetch(webRequest, { parsedBody: read.message });
      }
      // The answer goes out through Fastify, so CORS, security and rate-limit headers are on it too.
      // The connection's own headers are Node's to write, from what the client asked: the SDK's
      // event stream says `connection: keep-alive` even to a client that sent Connection: close.
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP_HEADERS.has(name)) reply.header(name, value);
      });
      if (form === 'json' || response.body === null) {
        const text = await response.text();
        close();
        return reply.send(text);
      }
      reply.raw.on('close', close);
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
    },
  );

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
