// Which peer addresses are trusted proxies (TRUST_PROXY, docs/operations.md#several-instances),
// for the per-address connection cap (docs/operations.md#connections-per-client-address): every
// visitor behind a proxy arrives from the proxy's one address, so that address is not capped; the
// proxy caps its own sources (deploy/haproxy.cfg). The same forms Fastify's trustProxy takes: true,
// or addresses and CIDR ranges separated by commas, and the names loopback, linklocal, uniquelocal.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IPv4 address a dual-stack socket reports as IPv6 (::ffff:10.0.0.2), as plain IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** True for the peer addresses of trusted proxies. */
export function trustedProxyMatcher(trustProxy: boolean | string): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy.split(',').flatMap((part) => NAMED_RANGES[part.trim()] ?? [part.trim()])) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIPv4(address) && !isIPv6(address)) continue; // Fastify ignores what it cannot read too
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = plainAddress(address);
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}
