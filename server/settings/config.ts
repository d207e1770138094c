// Settings (docs/operations.md#settings): read from the environment once, checked, frozen. A bad
// value stops the start with a message that names the setting.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { BUDGET_PATH_MONTHS, SOLVE_BUDGET_PATH_MONTHS } from '../../core/projection/project-scenario.js';

export interface Config {
  port: number;
  host: string;
  /** The public address that responses cite; defaults to the service's own address. */
  siteUrl: string;
  /** Monte-Carlo path-months one request may simulate (docs/model.md#the-compute-budget). */
  budgetPathMonths: number;
  /** Path-months one solve may simulate (docs/model.md#solving-for-a-contribution). */
  solveBudgetPathMonths: number;
  marketDataUrl: string;
  /** Time limit of one upstream market-data call, headers and body (docs/api.md#returns). */
  marketDataTimeoutMs: number;
  returnsTtlSeconds: number;
  trustProxy: boolean | string;
  rateLimitRedisUrl: string | undefined;
  /** Uncached JSON API requests per minute per client address (docs/api.md#rate-limits). */
  apiRequestsPerMinute: number;
  /** Tool-server requests per minute per client address (docs/api.md#rate-limits). */
  mcpRequestsPerMinute: number;
  /** Engine worker threads; 0 runs the engine on the main thread. */
  engineThreads: number;
  /** Requests that may wait for an engine worker before more are refused with 503. */
  engineQueueLimit: number;
  /** Mean event-loop delay, in ms, beyond which requests are shed with 503; 0 turns it off. */
  shedEventLoopDelayMs: number;
  /** After a shutdown begins, how long requests in flight may finish before every connection still
   *  open is cut (connections that never sent a request would otherwise hold the close). */
  shutdownGraceMs: number;
  /** Connections open at once; at the cap the one idle longest is closed (docs/operations.md#connections). */
  maxConnections: number;
  /** Connections one client address may hold at once; trusted proxies are not capped
   *  (docs/operations.md#connections-per-client-address). */
  maxConnectionsPerAddress: number;
  /** The port of the admin listener (/healthz, /readyz, /metrics only), on HOST; none when
   *  undefined (docs/operations.md#the-admin-listener). */
  adminPort: number | undefined;
  /** After SIGTERM, how long the instance drains (not ready, still serving) before it closes. */
  shutdownDelayMs: number;
  logLevel: string;
}

// The default of MAX_CONNECTIONS (docs/operations.md#connections), from the open-files limit.
/** Assumed where the limit cannot be read (not Linux): the usual soft limit. */
const FALLBACK_OPEN_FILES = 1024;
/** The default cap never exceeds this: beyond it memory, not descriptors, runs out first. */
const MAX_DEFAULT_CONNECTIONS = 10_000;

/** The process's open-files limit (Node raises the soft limit to the hard one at start), when known. */
export function openFilesLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync(limitsFile, 'utf8'));
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Half the open-files limit, at most 10,000: each connection may hold a second descriptor (a file
 *  being sent), and the rest of the process (workers, logs, Redis, upstream calls) needs some. */
export function defaultMaxConnections(limit: number | undefined): number {
  return Math.max(1, Math.min(MAX_DEFAULT_CONNECTIONS, Math.floor((limit ?? FALLBACK_OPEN_FILES) / 2)));
}

export const SETTING_DEFAULTS = {
  port: 8530,
  host: '127.0.0.1',
  budgetPathMonths: BUDGET_PATH_MONTHS.default, // about 25 ms of one core (docs/performance.md#path-budgets)
  solveBudgetPathMonths: SOLVE_BUDGET_PATH_MONTHS.default, // docs/performance.md#solving
  marketDataUrl: 'https://query1.finance.yahoo.com',
  marketDataTimeoutMs: 5_000, // per upstream call
  returnsTtlSeconds: 21_600, // 6 hours
  engineThreads: availableParallelism(), // one per core
  engineQueueLimit: 64, // about a second of work on two cores at the default budget
  shedEventLoopDelayMs: 1_000, // the engine runs in workers: the loop lags only when starved
  shutdownGraceMs: 10_000, // far longer than any request takes (the largest is well under a second)
  maxConnections: defaultMaxConnections(openFilesLimit()), // half the open-files limit, at most 10,000
  maxConnectionsPerAddress: 64, // a browser opens 6 per host; a NAT of a few dozen users fits
  shutdownDelayMs: 5_000, // a load balancer checking /readyz every 2 s sees two failures by then
  apiRequestsPerMinute: 30,
  mcpRequestsPerMinute: 60,
  logLevel: 'info',
} as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^[0-9]+$/.test(text.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${text}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${text}"`);
  }
  return text.replace(/\/+$/, '');
}

function trustProxy(text: string | undefined): boolean | string {
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text; // addresses or CIDR ranges, as Fastify's trustProxy takes them
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const port = integer(env, 'PORT', SETTING_DEFAULTS.port, 0, 65_535);
  const host = env.HOST || SETTING_DEFAULTS.host;
  const logLevel = env.LOG_LEVEL || SETTING_DEFAULTS.logLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const ownAddress = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const redis = env.RATE_LIMIT_REDIS_URL;
  if (redis !== undefined && redis !== '' && !/^rediss?:\/\//.test(redis)) {
    throw new ConfigError(`RATE_LIMIT_REDIS_URL must be a redis:// or rediss:// URL, got "${redis}"`);
  }
  const adminPort = env.ADMIN_PORT ? integer(env, 'ADMIN_PORT', 0, 0, 65_535) : undefined;
  if (adminPort !== undefined && adminPort !== 0 && adminPort === port) {
    throw new ConfigError(`ADMIN_PORT must differ from PORT, got ${adminPort} for both`);
  }
  return Object.freeze({
    port,
    host,
    siteUrl: url(env, 'SITE_URL', ownAddress),
    budgetPathMonths: integer(
      env,
      'MC_BUDGET_PATH_MONTHS',
      SETTING_DEFAULTS.budgetPathMonths,
      BUDGET_PATH_MONTHS.min,
      BUDGET_PATH_MONTHS.max,
    ),
    solveBudgetPathMonths: integer(
      env,
      'SOLVE_BUDGET_PATH_MONTHS',
      SETTING_DEFAULTS.solveBudgetPathMonths,
      SOLVE_BUDGET_PATH_MONTHS.min,
      SOLVE_BUDGET_PATH_MONTHS.max,
    ),
    marketDataUrl: url(env, 'MARKET_DATA_URL', SETTING_DEFAULTS.marketDataUrl),
    marketDataTimeoutMs: integer(env, 'MARKET_DATA_TIMEOUT_MS', SETTING_DEFAULTS.marketDataTimeoutMs, 50, 60_000),
    returnsTtlSeconds: integer(env, 'RETURNS_TTL_SECONDS', SETTING_DEFAULTS.returnsTtlSeconds, 1, 31_536_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimitRedisUrl: redis || undefined,
    apiRequestsPerMinute: integer(
      env,
      'RATE_LIMIT_API_PER_MINUTE',
      SETTING_DEFAULTS.apiRequestsPerMinute,
      1,
      1_000_000,
    ),
    mcpRequestsPerMinute: integer(
      env,
      'RATE_LIMIT_MCP_PER_MINUTE',
      SETTING_DEFAULTS.mcpRequestsPerMinute,
      1,
      1_000_000,
    ),
    engineThreads: integer(env, 'ENGINE_THREADS', SETTING_DEFAULTS.engineThreads, 0, 256),
    engineQueueLimit: integer(env, 'ENGINE_QUEUE_LIMIT', SETTING_DEFAULTS.engineQueueLimit, 1, 100_000),
    shedEventLoopDelayMs: integer(env, 'SHED_EVENT_LOOP_DELAY_MS', SETTING_DEFAULTS.shedEventLoopDelayMs, 0, 60_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', SETTING_DEFAULTS.shutdownGraceMs, 0, 600_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', SETTING_DEFAULTS.maxConnections, 1, 1_000_000),
    maxConnectionsPerAddress: integer(
      env,
      'MAX_CONNECTIONS_PER_ADDRESS',
      SETTING_DEFAULTS.maxConnectionsPerAddress,
      1,
      1_000_000,
    ),
    adminPort,
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', SETTING_DEFAULTS.shutdownDelayMs, 0, 600_000),
    logLevel,
  });
}
