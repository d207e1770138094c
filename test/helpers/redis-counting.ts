// Waiting for a server to count requests in Redis (docs/operations.md#several-instances). Until
// its Redis client is connected (at start, or after the store came back), a server lets requests
// through uncounted; the wait is for that event, seen from outside, bounded by the hang limit only.
import { postFrom } from './from-address.js';
import { waitUntil } from './wait.js';

let probes = 0;
/** A loopback address not used before in this file (127.9.x.y: no test sends from 127.9.0.0/16). */
export function freshAddress(): string {
  const n = probes++;
  return `127.9.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`;
}

/** Resolves once two requests from a fresh address are counted: the second's RateLimit-Remaining
 *  is `limit` less two. `uncached()` makes a body the server's cache has not seen (cached answers
 *  are not counted). */
export async function untilCounting(serverUrl: string, limit: number, uncached: () => unknown): Promise<void> {
  const counted = async () => {
    const address = freshAddress();
    await postFrom(address, `${serverUrl}/v1/project`, uncached());
    const second = await postFrom(address, `${serverUrl}/v1/project`, uncached());
    return second.headers['ratelimit-remaining'] === String(limit - 2);
  };
  await waitUntil(counted, `${serverUrl} counts requests in Redis`, undefined, 50);
}
