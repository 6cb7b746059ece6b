import { BlockList, isIP } from 'node:net';

/**
 * The addresses an outbound fetch on a user's behalf (a media URL, a feed, a webhook delivery) must
 * not reach unless the operator allows it (OUTBOUND_ALLOW_PRIVATE_ADDRESSES; for webhooks
 * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES): loopback, private, shared, link-local,
 * multicast, reserved and documentation ranges, where the server's own services and its cloud's
 * metadata endpoint live (server-side request forgery).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:a.b.c.d` and `::ffff:xxxx:yyyy` as the IPv4 address they carry; null otherwise. */
function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/**
 * Whether `address` (an IPv4 or IPv6 literal) is a public one: the one check of every fetch on a
 * user's behalf (media URLs, feeds, webhook deliveries). An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as the IPv4 address it carries. Not an IP
 * literal: false.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = mappedIpv4(address);
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}
