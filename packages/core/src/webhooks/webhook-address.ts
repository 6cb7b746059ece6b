import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '@fanout/shared';

/**
 * Where a webhook may go (ADR 0094, "Safe outgoing requests"): only public addresses. Refused:
 * loopback, private, link-local, CGNAT, "this network", multicast, reserved and documentation
 * ranges, in IPv4, IPv6 and IPv4-mapped IPv6 forms, unless the operator allows them
 * (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES). The host is resolved once per attempt and the request
 * connects to the very address checked (send-webhook.ts), so a DNS answer that changes between the
 * check and the connection (rebinding) cannot slip a private address in.
 */
const NOT_PUBLIC = new BlockList();
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
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
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
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
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

/** Whether an IP address (either family) is a public one a webhook may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family === 6) {
    const v4 = mappedIpv4(address);
    if (v4) return !NOT_PUBLIC.check(v4, 'ipv4');
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return false;
}

/** Resolves a host name to its addresses (the system resolver unless a test gives its own). */
export type WebhookResolver = (host: string) => Promise<string[]>;

export const systemResolver: WebhookResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** The address a request goes to, checked: the host's first address, all of them public. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export class RefusedAddressError extends Error {}

/**
 * Resolves the URL's host and checks every address it answers (one private answer among public
 * ones refuses the URL: the connection could pick any). Throws RefusedAddressError with the reason.
 */
export async function checkWebhookAddress(
  url: URL,
  options: { allowPrivate: boolean; resolve?: WebhookResolver },
): Promise<CheckedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new RefusedAddressError(`The host ${host} could not be resolved`);
    }
  }
  const [first] = addresses;
  if (!first) throw new RefusedAddressError(`The host ${host} has no address`);
  if (!options.allowPrivate) {
    const refused = addresses.find((address) => !isPublicAddress(address));
    if (refused !== undefined) {
      throw new RefusedAddressError(
        `The host ${host} resolves to ${refused}, which is not a public address`,
      );
    }
  }
  return { address: first, family: isIP(first) === 6 ? 6 : 4 };
}

/**
 * The registration's check (create, URL change): https, or http only where the operator allows
 * private addresses (a local receiver); the host resolves to public addresses. A 400 that says why.
 */
export async function assertWebhookUrlAllowed(
  raw: string,
  options: { allowPrivate: boolean; resolve?: WebhookResolver },
): Promise<void> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowPrivate)) {
    throw new AppError('BAD_REQUEST', 'url must start with https://');
  }
  try {
    await checkWebhookAddress(url, options);
  } catch (error) {
    if (error instanceof RefusedAddressError) {
      throw new AppError('BAD_REQUEST', `url is not allowed: ${error.message}`);
    }
    throw error;
  }
}
