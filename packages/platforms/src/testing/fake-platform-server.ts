import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, expect } from 'vitest';
import { sandboxHosts, type PlatformHosts } from '../platform-hosts';

/**
 * One request a fake platform expects. Everything is matched exactly: a request with a missing,
 * extra or different parameter, body field or Authorization header is unexpected and fails the test.
 */
export interface FakeRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Full path, host prefix included: `/{platform}/{host}/...` as in sandboxHosts. */
  path: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  authorization?: string;
  status?: number;
  answer?: unknown;
  /** Answer late, to exercise timeouts. */
  delayMs?: number;
}

export interface FakePlatform {
  /** Every platform's hosts pointing at this server (`{url}/{platform}/{host}`). */
  hosts: PlatformHosts;
  /** Requests answered, as `METHOD path`. */
  received: string[];
  /** Requests no route matched, described for the failure message. */
  unexpected: string[];
  close(): Promise<void>;
}

export function basicHeader(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/**
 * Starts fakes for the current test and, after it, closes them and fails the test if any received
 * a request it did not expect.
 */
export function useFakePlatforms(): { start(routes: FakeRoute[]): Promise<FakePlatform> } {
  const started: FakePlatform[] = [];
  afterEach(async () => {
    const fakes = started.splice(0);
    await Promise.all(fakes.map((fake) => fake.close()));
    for (const fake of fakes)
      expect(fake.unexpected, 'requests no fake route expected').toEqual([]);
  });
  return {
    async start(routes) {
      const fake = await startFakePlatform(routes);
      started.push(fake);
      return fake;
    },
  };
}

async function startFakePlatform(routes: FakeRoute[]): Promise<FakePlatform> {
  const received: string[] = [];
  const unexpected: string[] = [];
  const server = createServer((request, response) => {
    void readRequest(request).then(async (seen) => {
      const route = routes.find((candidate) => matches(candidate, seen));
      if (!route) {
        unexpected.push(JSON.stringify(seen));
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'unexpected_request' }));
        return;
      }
      received.push(`${seen.method} ${seen.path}`);
      if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
      if (response.destroyed) return;
      response.writeHead(route.status ?? 200, { 'content-type': 'application/json' });
      response.end(route.answer === undefined ? '' : JSON.stringify(route.answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hosts: sandboxHosts(`http://127.0.0.1:${port}`),
    received,
    unexpected,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | null;
  body: string;
  authorization: string | null;
}

async function readRequest(request: IncomingMessage): Promise<SeenRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? '/', 'http://fake');
  return {
    method: request.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    contentType: request.headers['content-type'] ?? null,
    body: Buffer.concat(chunks).toString('utf8'),
    authorization: request.headers.authorization ?? null,
  };
}

function matches(route: FakeRoute, seen: SeenRequest): boolean {
  if (route.method !== seen.method || route.path !== seen.path) return false;
  if (!isDeepStrictEqual(route.query ?? {}, seen.query)) return false;
  if ((route.authorization ?? null) !== seen.authorization) return false;
  if (route.form) {
    return (
      seen.contentType === 'application/x-www-form-urlencoded' &&
      isDeepStrictEqual(route.form, Object.fromEntries(new URLSearchParams(seen.body)))
    );
  }
  if (route.json !== undefined) {
    return (
      seen.contentType === 'application/json' && isDeepStrictEqual(route.json, parse(seen.body))
    );
  }
  return seen.body === '';
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
