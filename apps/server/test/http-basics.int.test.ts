import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('HTTP basics', () => {
  it('answers /healthz and /readyz', async () => {
    const client = new HttpClient(server.baseUrl);
    expect(await client.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await client.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('sends security headers and a request id', async () => {
    const response = await new HttpClient(server.baseUrl).get('/healthz');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await new HttpClient(server.baseUrl).get('/healthz', {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers unknown GET paths 404 with the web app, so the SPA shows its own 404 page', async () => {
    const response = await new HttpClient(server.baseUrl).get('/no/such/page');
    expect(response.status).toBe(404);
    expect(String(response.body)).toContain('Fanout test shell');
  });

  it('answers unknown API paths with a JSON 404 message, not the web app', async () => {
    const response = await new HttpClient(server.baseUrl).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toMatch(/node_modules|\.ts:/);
  });

  it('answers a malformed JSON body with 400 and a message', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database check fails', async () => {
    const broken = await startTestServer();
    await broken.database.destroy(); // the database is gone
    try {
      const response = await new HttpClient(broken.baseUrl).get('/readyz');
      expect(response.status).toBe(503);
    } finally {
      await broken.app.close();
    }
  });
});
