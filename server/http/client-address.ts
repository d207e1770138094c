// Who a request is counted against (docs/api.md#rate-limits): the client address, read without
// ever throwing, and the rate limit's key made from it. A connection its client reset before the
// server accepted it has no readable address; such connections are closed unread (connections.ts),
// and a request that still arrives without one is dropped by the limiter, never served uncounted
// (docs/operations.md#connections-reset-before-they-are-accepted).
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An IPv6 client is counted by its /64, the block one subscriber or one host is given, so that
 *  it cannot take a new budget with each of its addresses (the grouping @fastify/rate-limit makes
 *  by default, kept with the key function's own). */
const IPV6_BLOCK_GROUPS = 4;

/** The client address (the peer's, or with TRUST_PROXY the one the proxies forwarded); undefined
 *  when it cannot be read. Never throws. */
export function clientAddress(request: FastifyRequest): string | undefined {
  try {
    const address = request.ip;
    return typeof address === 'string' ? address : undefined;
  } catch {
    return undefined;
  }
}

/** An IPv6 address in its canonical text (lower case, the longest run of zero groups as ::, an
 *  IPv4 tail in hex), or undefined when it is not one. */
function canonicalIPv6(address: string): string | undefined {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/** The eight 16-bit groups of an IPv6 address (a zone such as %eth0 left out); undefined when it
 *  is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const canonical = canonicalIPv6(address.split('%', 1)[0] ?? '');
  if (canonical === undefined) return undefined;
  const [head = '', tail] = canonical.split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':').map((group) => Number.parseInt(group, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The rate limit's key of a client address: an IPv4 address as it is, an IPv4-mapped IPv6 one as
 *  IPv4, any other IPv6 one as the start of its /64; anything else (a forwarded value that is no
 *  address) in lower case. Total: every string, and even no address, has a key. */
export function rateLimitKey(address: string | undefined): string {
  if (address === undefined) return '';
  const groups = isIPv6(address) ? ipv6Groups(address) : undefined;
  if (groups === undefined) return address.toLowerCase();
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  const block = [...groups.slice(0, IPV6_BLOCK_GROUPS), 0, 0, 0, 0].map((group) => group.toString(16)).join(':');
  return canonicalIPv6(block) ?? block;
}
