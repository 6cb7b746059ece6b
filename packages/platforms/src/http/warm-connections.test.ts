import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWarmConnections, type WarmConnections } from './warm-connections';

/** A server that answers every request with its socket's number, counting the sockets it accepted. */
function countingServer(server: Server, connectEvent: 'connection' | 'secureConnection') {
  const sockets: Socket[] = [];
  const closed = new Set<number>();
  server.on(connectEvent, (socket: Socket) => {
    const index = sockets.push(socket) - 1;
    socket.on('close', () => closed.add(index));
  });
  server.on('request', (req, res) => {
    res.end(String(sockets.indexOf(req.socket)));
  });
  return { sockets, closed };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function plainServer() {
  const server = createServer({ keepAliveTimeout: 10_000 });
  const seen = countingServer(server, 'connection');
  const port = await listen(server);
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { origin: `http://127.0.0.1:${port}`, ...seen };
}

function warmPool(options: Parameters<typeof createWarmConnections>[0]): WarmConnections {
  const warm = createWarmConnections(options);
  cleanups.push(() => warm.close());
  return warm;
}

/** Polls `condition` (the machine may be busy: timers fire late, never early). */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

async function get(warm: WarmConnections, url: string): Promise<string> {
  const answer = await request(url, { dispatcher: warm.dispatcher });
  return answer.body.text();
}

describe('warm connections', () => {
  it('opens the connection before the expected call, and the call uses it', async () => {
    const server = await plainServer();
    const warm = warmPool({ openAheadMs: 600 });
    const at = Date.now() + 1_000;
    warm.expect(server.origin, new Date(at));
    expect(warm.counts()).toEqual({ planned: 1, open: 0, handedOut: 0 });
    await sleep(100);
    expect(server.sockets).toHaveLength(0); // nothing before the opening time

    await until(() => warm.counts().open === 1 && server.sockets.length === 1); // opened ahead
    expect(warm.counts()).toEqual({ planned: 0, open: 1, handedOut: 0 });

    await sleep(Math.max(0, at - Date.now()));
    expect(await get(warm, `${server.origin}/2/tweets`)).toBe('0');
    expect(server.sockets).toHaveLength(1);
    expect(warm.counts()).toEqual({ planned: 0, open: 0, handedOut: 1 });
  });

  it('opens one connection per call expected at an instant, at most maxWarm', async () => {
    const server = await plainServer();
    const warm = warmPool({ openAheadMs: 100, maxWarm: 3 });
    const at = new Date(Date.now() + 100);
    for (let call = 0; call < 5; call += 1) warm.expect(server.origin, at);
    await until(() => warm.counts().open === 3 && server.sockets.length === 3);
    await sleep(100);
    expect(server.sockets).toHaveLength(3);
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => get(warm, `${server.origin}/2/tweets`)),
    );
    // Three calls took the connections opened ahead, two connected by themselves.
    expect(new Set(answers.filter((index) => Number(index) < 3)).size).toBe(3);
    expect(server.sockets).toHaveLength(5);
    expect(warm.counts().handedOut).toBe(3);
  });

  it('closes the connections no call took, and never opens one for another origin', async () => {
    const server = await plainServer();
    const other = await plainServer();
    const warm = warmPool({ openAheadMs: 50, unusedAfterMs: 1_500 });
    warm.expect(server.origin, new Date(Date.now() + 50));
    await until(() => warm.counts().open === 1 && server.sockets.length === 1);
    expect(await get(warm, `${other.origin}/2/tweets`)).toBe('0');
    expect(warm.counts()).toMatchObject({ open: 1, handedOut: 0 });

    await until(() => server.closed.has(0));
    expect(warm.counts()).toMatchObject({ open: 0, handedOut: 0 });
  });

  it('a connection its server closed while it waited is not handed out', async () => {
    const server = await plainServer();
    const warm = warmPool({ openAheadMs: 100 });
    warm.expect(server.origin, new Date(Date.now() + 100));
    await until(() => warm.counts().open === 1 && server.sockets.length === 1);
    server.sockets[0]?.destroy();
    await until(() => warm.counts().open === 0);
    expect(await get(warm, `${server.origin}/2/tweets`)).toBe('1');
    expect(warm.counts().handedOut).toBe(0);
  });

  describe('over TLS', () => {
    let tls: { key: Buffer; cert: Buffer };
    beforeAll(() => {
      // A throwaway self-signed certificate for 127.0.0.1, made for this test only.
      const dir = mkdtempSync(join(tmpdir(), 'warm-tls-'));
      execFileSync(
        'openssl',
        [
          ...[
            'req',
            '-x509',
            '-newkey',
            'rsa:2048',
            '-nodes',
            '-days',
            '1',
            '-subj',
            '/CN=127.0.0.1',
          ],
          ...['-addext', 'subjectAltName=IP:127.0.0.1'],
          ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
        ],
        { stdio: 'ignore' },
      );
      tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
      rmSync(dir, { recursive: true });
    });

    it('hands out the TLS connection opened (and shaken hands) ahead', async () => {
      const server = createTlsServer({ ...tls, keepAliveTimeout: 10_000 });
      const seen = countingServer(server, 'secureConnection');
      const origin = `https://127.0.0.1:${await listen(server)}`;
      cleanups.push(async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      });
      const warm = warmPool({ openAheadMs: 200, connect: { ca: tls.cert } });
      warm.expect(origin, new Date(Date.now() + 200));
      // The handshake is done before the call.
      await until(() => warm.counts().open === 1 && seen.sockets.length === 1);
      expect(await get(warm, `${origin}/2/tweets`)).toBe('0');
      expect(seen.sockets).toHaveLength(1);
      expect(warm.counts().handedOut).toBe(1);
    });
  });
});
