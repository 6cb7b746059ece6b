import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { AppError } from '@fanout/shared';
import { isPublicAddress } from './public-address';

/**
 * GET of a URL a user gave (a media URL of a CSV row, a feed): only http(s), only to public
 * addresses unless the operator allows private ones, each redirect checked again, within a
 * deadline that also covers reading the body. The address is checked where the connection is made
 * (the socket's lookup), so a name that resolves to a public address when checked and a private one
 * when connecting (DNS rebinding) cannot slip through.
 */
export interface PublicFetchOptions {
  allowPrivateAddresses: boolean;
  /** The whole exchange, body included. */
  timeoutMs: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
}

export interface PublicResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body; the caller reads it (or destroys it) within the deadline. */
  body: IncomingMessage;
  /** The URL that answered, after redirects. */
  url: string;
}

export function refusedAddress(url: string): AppError {
  return new AppError(
    'BAD_REQUEST',
    `${url} is not at a public address: only public internet addresses can be fetched`,
  );
}

function guardedLookup(url: string, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(refusedAddress(url) as unknown as NodeJS.ErrnoException, '', 4);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
      return callback(null, first.address, first.family);
    });
  };
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', `${raw} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('BAD_REQUEST', `${raw} is not an http or https URL`);
  }
  if (url.username || url.password) {
    throw new AppError('BAD_REQUEST', `${raw} must not carry a user name or password`);
  }
  return url;
}

function requestOnce(
  url: URL,
  options: PublicFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: check it here.
  if (isIP(literal) && !options.allowPrivateAddresses && !isPublicAddress(literal)) {
    return Promise.reject(refusedAddress(url.href));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      headers: { 'user-agent': 'Fanout', ...options.headers },
      lookup: guardedLookup(url.href, options.allowPrivateAddresses),
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

function unreachable(url: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const timedOut = (error as { name?: string }).name === 'AbortError';
  return new AppError(
    'BAD_REQUEST',
    timedOut ? `${url} did not answer in time` : `${url} could not be reached`,
  );
}

export async function fetchPublic(
  raw: string,
  options: PublicFetchOptions,
): Promise<PublicResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = parseUrl(raw);
  const maxRedirects = options.maxRedirects ?? 3;
  for (let hop = 0; ; hop += 1) {
    let response: IncomingMessage;
    try {
      response = await requestOnce(url, options, signal);
    } catch (error) {
      throw unreachable(raw, error);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && status !== 304 && location) {
      response.destroy();
      if (hop >= maxRedirects) {
        throw new AppError('BAD_REQUEST', `${raw} redirects more than ${maxRedirects} times`);
      }
      url = parseUrl(new URL(location, url).href);
      continue;
    }
    // The deadline also ends a body that is still arriving.
    signal.addEventListener('abort', () => response.destroy(signal.reason as Error), {
      once: true,
    });
    return { status, headers: response.headers, body: response, url: url.href };
  }
}
