// JSON-RPC error bodies for /mcp (docs/api.md#mcp-tool-server): a JSON-RPC client expects them,
// not problem details, when its request cannot even be read. The HTTP status stays the problem's.
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

export interface JsonRpcErrorBody {
  jsonrpc: '2.0';
  id: null;
  error: { code: number; message: string; data: { status: number; problem: ProblemCode } };
}

/** The JSON-RPC error standing for a problem, or undefined when the problem is not about reading
 *  the message (those stay problem details: 403, 429, 405...). */
export function jsonRpcError(body: Problem): JsonRpcErrorBody | undefined {
  const code = JSON_RPC_CODES[body.code];
  return code === undefined ? undefined : errorBody(code, body);
}

/** A JSON-RPC batch (an array of messages) is refused whole as an invalid request: MCP 2025-06-18
 *  has no batches, and one HTTP request must not carry the work of a hundred (docs/api.md#mcp-tool-server). */
export function batchRefused(body: Problem): JsonRpcErrorBody {
  return errorBody(INVALID_REQUEST, body);
}

function errorBody(code: number, body: Problem): JsonRpcErrorBody {
  const data = { status: body.status, problem: body.code };
  return { jsonrpc: '2.0', id: null, error: { code, message: `${body.title}: ${body.detail}`, data } };
}
