// JSON-RPC errors for what the tool server cannot take as a message (docs/api.md#mcp-tool-server):
// a JSON-RPC client expects them, not problem details, when its request cannot even be read. Over
// HTTP the status stays the problem's; over stdio (cli/stdio-transport.ts) each refused line gets
// one, so that no client waits for an answer that never comes.
import { type JSONRPCMessage, parseJSONRPCMessage, type RequestId } from '@modelcontextprotocol/server';
import type { Problem, ProblemCode } from '../../core/schemas/problems.js';

/** JSON-RPC 2.0's codes for a request that could not be parsed or is not a request. */
const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

/** Problems that mean the body could not be read as a JSON-RPC message, and their JSON-RPC code. */
const JSON_RPC_CODES: Partial<Record<ProblemCode, number>> = {
  INVALID_JSON: PARSE_ERROR,
  PAYLOAD_TOO_LARGE: INVALID_REQUEST,
  UNSUPPORTED_MEDIA_TYPE: INVALID_REQUEST,
};

/** A JSON-RPC error as /mcp answers it: `data` holds the HTTP status and the problem it stands for. */
export interface JsonRpcErrorBody {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string; data: { status: number; problem: ProblemCode } };
}

/** Why a value is not one JSON-RPC message: the code, a sentence, and the id to answer (null when none can be read). */
export interface Refusal {
  code: number;
  message: string;
  id: RequestId | null;
}

/** The JSON-RPC error standing for a problem, or undefined when the problem is not about reading
 *  the message (those stay problem details: 403, 429, 405...). The message is the problem's
 *  detail, a sentence of its own (the title it once repeated said the same). */
export function jsonRpcError(body: Problem): JsonRpcErrorBody | undefined {
  const code = JSON_RPC_CODES[body.code];
  return code === undefined ? undefined : httpErrorBody({ code, message: body.detail, id: null }, body);
}

/** The HTTP form of a refusal: the problem's status and code go in `data`. */
export function httpErrorBody(refusal: Refusal, body: Problem): JsonRpcErrorBody {
  const data = { status: body.status, problem: body.code };
  return { jsonrpc: '2.0', id: refusal.id, error: { code: refusal.code, message: refusal.message, data } };
}

/** A line over stdio that is not JSON. */
export function parseError(reason: string): Refusal {
  return { code: PARSE_ERROR, message: `Parse error: the line is not JSON (${reason}).`, id: null };
}

/** The id of a value that has a usable one (a string or an integer), else null. */
function readableId(value: unknown): RequestId | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const { id } = value;
  return typeof id === 'string' || Number.isSafeInteger(id) ? (id as RequestId) : null;
}

/** What is wrong with an object that the SDK's schema of a message refused, in a few words. */
function whyNoMessage(value: object): string {
  const fields = value as Record<string, unknown>;
  if (fields.jsonrpc !== '2.0') return '"jsonrpc" must be "2.0"';
  if ('id' in fields && readableId(fields) === null) return '"id" must be a string or an integer';
  if ('method' in fields && typeof fields.method !== 'string') return '"method" must be a string';
  if (!('method' in fields) && !('result' in fields) && !('error' in fields))
    return 'it has no "method" (a request or a notification), nor a "result" or an "error" (a response)';
  return 'its fields are not those of a request, a notification or a response';
}

/**
 * One parsed JSON value read as a JSON-RPC message: the message as the SDK reads it, or the
 * refusal to answer. A batch (an array) is refused whole (MCP 2025-06-18 has no batches; one HTTP
 * request must not carry the work of a hundred); valid JSON that is no message is an invalid
 * request (-32600), never a parse error: it was parsed.
 */
export function readMessage(value: unknown): { ok: true; message: JSONRPCMessage } | { ok: false; refusal: Refusal } {
  if (Array.isArray(value)) {
    const message = 'JSON-RPC batches are not accepted: send one message at a time (MCP 2025-06-18 has no batches).';
    return { ok: false, refusal: { code: INVALID_REQUEST, message, id: null } };
  }
  try {
    return { ok: true, message: parseJSONRPCMessage(value) };
  } catch {
    // not a message: said below
  }
  const why = typeof value === 'object' && value !== null ? whyNoMessage(value) : 'a JSON-RPC message is an object';
  const message = `Invalid Request: not a JSON-RPC 2.0 message: ${why}.`;
  return { ok: false, refusal: { code: INVALID_REQUEST, message, id: readableId(value) } };
}

/** The requests of a batch that have an id: each is answered over stdio, where its client waits for it. */
export function batchIds(batch: readonly unknown[]): RequestId[] {
  return batch.flatMap((item) => {
    const id = readableId(item);
    return id === null ? [] : [id];
  });
}

const SDK_PREFIX = /^MCP error -?\d+: /;

/** An error message without the "MCP error <code>: " the SDK's McpError writes into its own
 *  message: the SDK sends that message as it is, and the client's McpError writes it again
 *  ("MCP error -32602: MCP error -32602: Unknown tool ..."). */
export function withoutSdkPrefix(message: string): string {
  return message.replace(SDK_PREFIX, '');
}

/** One problem the SDK's schema (Zod) found in a request's params. */
interface SchemaIssue {
  code: string;
  path: (string | number)[];
  message: string;
  expected?: string;
}

/** At most this many problems are named, and each part of a path at most this long: the params
 *  are the client's, of any size. */
const MAX_ISSUES_NAMED = 3;
const MAX_PATH_PART = 40;

function isSchemaIssue(value: unknown): value is SchemaIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { code, path, message } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' && Array.isArray(path);
}

/** The schema problems a message of the SDK's holds (Zod's JSON list of issues, after words of the
 *  SDK's own such as "Invalid tools/call request: "); undefined when it holds none. */
function schemaIssues(message: string): SchemaIssue[] | undefined {
  const start = message.indexOf('[');
  if (start < 0) return undefined;
  try {
    const issues: unknown = JSON.parse(message.slice(start));
    return Array.isArray(issues) && issues.length > 0 && issues.every(isSchemaIssue) ? issues : undefined;
  } catch {
    return undefined;
  }
}

/** params.arguments.childName, params.items[2]: each part cut to MAX_PATH_PART characters. */
function pathText(path: (string | number)[]): string {
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      const text = part.length > MAX_PATH_PART ? `${part.slice(0, MAX_PATH_PART)}...` : part;
      return `${index === 0 ? '' : '.'}${/^[A-Za-z_$][\w$]*$/.test(text) ? text : JSON.stringify(text)}`;
    })
    .join('');
}

const withArticle = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** One schema problem in words: "params.uri must be a string, not a number". */
function issueText(issue: SchemaIssue): string {
  const where = pathText(issue.path) || 'params';
  const received = /received (\w+)/.exec(issue.message)?.[1];
  if (issue.code === 'invalid_type' && received === 'undefined') return `${where} is missing`;
  if (issue.code === 'invalid_type' && issue.expected !== undefined) {
    const got = received === undefined ? '' : received === 'null' ? ', not null' : `, not ${withArticle(received)}`;
    return `${where} must be ${withArticle(issue.expected)}${got}`;
  }
  return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
}

/** The one sentence of a -32602 for params the SDK's schema refused (it sends Zod's multi-line
 *  JSON, and as -32603, an internal error, for every method but tools/call); undefined when
 *  `message` is no such refusal. */
export function invalidParamsMessage(method: string, message: string): string | undefined {
  const issues = schemaIssues(message);
  if (issues === undefined) return undefined;
  const named = issues.slice(0, MAX_ISSUES_NAMED).map(issueText);
  const more = issues.length > named.length ? `, and ${issues.length - named.length} more` : '';
  return `Invalid params for ${method}: ${named.join('; ')}${more}.`;
}
