// The shared store of the rate-limit counters (docs/operations.md#several-instances): one Redis
// connection whose faults never refuse, fail or hold a request. A command has a short time limit,
// so a store that stops answering without going away (paused, swapping, a failover, a partition
// that drops packets) costs a request at most that wait (it used to hold every uncounted request
// until Redis answered: docs/operations.md#a-stalled-rate-limit-store). A request the store failed
// is served uncounted; the failure is counted in a metric and logged (at most every 30 s).
import type { FastifyInstance } from 'fastify';
import { Redis, ReplyError } from 'ioredis';
import type { Metrics } from './metrics.js';

/** Why a request was served uncounted: the store did not answer in time, was not connected, or
 *  answered with an error (a replica that is read-only during a failover, out of memory). */
type StoreFailure = 'timeout' | 'unreachable' | 'error';

/** A command not answered in this time fails, and its request is served uncounted. Redis answers in
 *  well under a millisecond on a network in order. */
const STORE_COMMAND_TIMEOUT_MS = 500;
/** A connection that has received nothing for this long while a command waits is dropped and made
 *  again: the commands it held are let go instead of piling up for as long as a stall lasts, and
 *  while it reconnects commands fail at once (no offline queue). */
const STORE_SOCKET_TIMEOUT_MS = 2 * STORE_COMMAND_TIMEOUT_MS;
const STORE_CONNECT_TIMEOUT_MS = 500;
const STORE_RECONNECT_MAX_DELAY_MS = 2_000;
/** A store fault is logged at most this often; requests are served meanwhile, uncounted. */
const STORE_FAULT_LOG_INTERVAL_MS = 30_000;

export interface RateLimitStore {
  redis: Redis;
  /** Counts and logs a request served uncounted because the store failed it. */
  failed(error: unknown): void;
}

function failureOf(error: unknown): StoreFailure {
  if (error instanceof ReplyError) return 'error';
  // ioredis's own message for a command past commandTimeout.
  if (error instanceof Error && error.message === 'Command timed out') return 'timeout';
  return 'unreachable';
}

export function sharedStore(app: FastifyInstance, url: string, metrics: Metrics): RateLimitStore {
  const redis = new Redis(url, {
    connectTimeout: STORE_CONNECT_TIMEOUT_MS,
    commandTimeout: STORE_COMMAND_TIMEOUT_MS,
    socketTimeout: STORE_SOCKET_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // The requests a dropped connection's commands stood for were served uncounted already.
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, STORE_RECONNECT_MAX_DELAY_MS),
  });
  let lastLogged = 0;
  const warn = (failure: StoreFailure, message: string) => {
    const now = Date.now();
    if (now - lastLogged < STORE_FAULT_LOG_INTERVAL_MS) return;
    lastLogged = now;
    const what =
      failure === 'timeout'
        ? `did not answer within ${STORE_COMMAND_TIMEOUT_MS} ms`
        : failure === 'error'
          ? 'failed'
          : 'unreachable';
    app.log.warn({ err: message, failure }, `rate-limit store ${what}: requests are served without counting`);
  };
  redis.on('error', (error: Error) => warn('unreachable', error.message));
  redis.on('ready', () => {
    if (lastLogged > 0) app.log.info('rate-limit store reachable again: counting resumes');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return {
    redis,
    failed(error) {
      const failure = failureOf(error);
      metrics.rateLimitStoreFailures.inc({ reason: failure });
      warn(failure, error instanceof Error ? error.message : String(error));
    },
  };
}
