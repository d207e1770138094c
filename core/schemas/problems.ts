// Every error the API can answer, in one registry (docs/api.md#errors): RFC 9457 problem details,
// `application/problem+json`, { type, title, status, detail, code, errors? }.
import type { FieldProblem } from './field-problems.js';

export const PROBLEMS = {
  VALIDATION_ERROR: { status: 400, title: 'The request is not a valid scenario' },
  INVALID_JSON: { status: 400, title: 'The body is not valid JSON' },
  BAD_REQUEST: { status: 400, title: 'The request cannot be read' },
  RESULT_OUT_OF_RANGE: { status: 400, title: 'The result cannot be stated exactly in cents' },
  COMPUTE_BUDGET_EXCEEDED: { status: 400, title: 'The request needs more computing than one request may use' },
  NOT_FOUND: { status: 404, title: 'No such resource' },
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed on this resource' },
  NOT_ACCEPTABLE: { status: 406, title: 'No acceptable media type' },
  REQUEST_TIMEOUT: { status: 408, title: 'The request was not received in time' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'The body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'The body must be application/json' },
  FORBIDDEN: { status: 403, title: 'The request is not allowed from this origin' },
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  HEADERS_TOO_LARGE: { status: 431, title: 'The request headers are too large' },
  INTERNAL_ERROR: { status: 500, title: 'Internal error' },
  // The example proxy's own answers (deploy/haproxy.cfg): an instance gave no valid answer, none
  // was available, none answered in time.
  BAD_GATEWAY: { status: 502, title: 'No instance gave a valid answer' },
  NO_INSTANCE: { status: 503, title: 'No instance is available' },
  GATEWAY_TIMEOUT: { status: 504, title: 'No instance answered in time' },
  MARKET_DATA_UNAVAILABLE: { status: 503, title: 'Market data is temporarily unavailable' },
  OVERLOADED: { status: 503, title: 'The service is busy' },
  SHUTTING_DOWN: { status: 503, title: 'This instance is shutting down' },
} as const;

export type ProblemCode = keyof typeof PROBLEMS;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  errors?: FieldProblem[];
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The last segment of a problem's type URI: RATE_LIMITED -> rate-limited. */
export function problemSlug(code: ProblemCode): string {
  return code.toLowerCase().replaceAll('_', '-');
}

/** The problem type URI: a page of the service that explains the code (routes/problem-pages.ts). */
function problemType(siteUrl: string, code: ProblemCode): string {
  return `${siteUrl}/problems/${problemSlug(code)}`;
}

export function problem(siteUrl: string, code: ProblemCode, detail: string, errors?: FieldProblem[]): Problem {
  const { status, title } = PROBLEMS[code];
  return { type: problemType(siteUrl, code), title, status, detail, code, ...(errors ? { errors } : {}) };
}
