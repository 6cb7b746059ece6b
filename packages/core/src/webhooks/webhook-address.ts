import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '@fanout/shared';
import { isPublicAddress } from '../outbound/public-address';

/**
 * Where a webhook may go (ADR 0094, "Safe outgoing requests"): only public addresses. Refused:
 * loopback, private, link-local, CGNAT, "this network", multicast, reserved and documentation
 * ranges, in IPv4, IPv6 and IPv4-mapped IPv6 forms, unless the operator allows them
 * (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES); the ranges are the one list of `outbound/public-address.ts`.
 * The host is resolved once per attempt and the request
 * connects to the very address checked (send-webhook.ts), so a DNS answer that changes between the
 * check and the connection (rebinding) cannot slip a private address in.
 */
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
