import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_EXCERPT_BYTES, sendWebhook } from './send-webhook';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/silent') return; // never answers
    if (request.url === '/big') {
      response.writeHead(500).end('x'.repeat(100_000));
      return;
    }
    if (request.url === '/moved') {
      response.writeHead(301, { location: 'http://10.0.0.1/' }).end();
      return;
    }
    response.writeHead(200).end(`host=${request.headers.host}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const send = (path: string, timeoutMs = 2_000) =>
  sendWebhook({ url: `${base}${path}`, headers: {}, body: '{}', timeoutMs, allowPrivate: true });

describe('sendWebhook', () => {
  it('a 2xx is ok, with the Host of the URL although it connects to the checked address', async () => {
    const result = await send('/ok');
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(result.excerpt).toBe(`host=${new URL(base).host}`);
  });

  it('gives up after the timeout', async () => {
    const result = await send('/silent', 200);
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.excerpt).toBe('No answer within 200 ms');
  });

  it('keeps only the first KB of an answer', async () => {
    const result = await send('/big');
    expect(result).toMatchObject({ ok: false, statusCode: 500 });
    expect(result.excerpt.length).toBe(RESPONSE_EXCERPT_BYTES);
  });

  it('never follows a redirect', async () => {
    const result = await send('/moved');
    expect(result).toMatchObject({ ok: false, statusCode: 301 });
    expect(result.excerpt).toContain('Redirect to http://10.0.0.1/ not followed');
  });

  it('refuses a private address unless allowed, without connecting', async () => {
    const result = await sendWebhook({
      url: `${base}/ok`,
      headers: {},
      body: '{}',
      timeoutMs: 1_000,
      allowPrivate: false,
    });
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.excerpt).toContain('127.0.0.1, which is not a public address');
  });
});
