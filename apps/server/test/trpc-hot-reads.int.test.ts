import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './admin-helpers';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

// The hot reads (post lists, tab counts, stats) are answered without tRPC's HTTP adapter when a
// batch holds only them (apps/server/src/trpc/hot-reads.ts, ADR 0042). The web app must not be
// able to tell: the same envelope and data as through the adapter, and every error in tRPC's shape.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const batchUrl = (paths: string[], inputs: unknown[]) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(inputs.map((input, index) => [String(index), input]))),
  )}`;

type Envelope = Array<{
  result?: { data: unknown };
  error?: { message: string; data: { code: string } };
}>;

describe('tRPC hot reads', () => {
  it('answers a batch of hot reads as the adapter answers the same calls', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const page = { limit: 20, direction: 'forward' };
    const hot = await client.get(
      batchUrl(['post.stats', 'post.scheduled', 'post.counts'], [undefined, page, {}]),
    );
    // With `auth.me` in the batch, the whole batch goes through tRPC's adapter.
    const adapter = await client.get(
      batchUrl(
        ['post.stats', 'post.scheduled', 'post.counts', 'auth.me'],
        [undefined, page, {}, undefined],
      ),
    );
    expect(hot.status, JSON.stringify(hot.body)).toBe(200);
    expect(adapter.status).toBe(200);
    expect(hot.headers.get('content-type')).toMatch(/^application\/json/);
    expect(hot.body).toEqual((adapter.body as Envelope).slice(0, 3));
    expect((hot.body as Envelope).map((entry) => Object.keys(entry))).toEqual([
      ['result'],
      ['result'],
      ['result'],
    ]);
  });

  it('answers a long batch, its path past the router default of 100 characters', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const page = { limit: 20, direction: 'forward' };
    const inputs: Record<string, unknown> = {
      'auth.me': undefined,
      'post.stats': undefined,
      'post.counts': {},
      'post.scheduled': page,
      'post.drafts': page,
    };
    const many = Array.from({ length: 3 }, () => Object.keys(inputs)).flat();
    expect(many.join(',').length).toBeGreaterThan(100);
    const answer = await client.get(
      batchUrl(
        many,
        many.map((name) => inputs[name]),
      ),
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body as Envelope).toHaveLength(many.length);
  });

  it("answers /admin's figures as the adapter does, and leaves a customer's refusal to tRPC", async () => {
    const { client: admin } = await adminClient(server);
    const hot = await admin.get(batchUrl(['admin.stats'], [undefined]));
    const adapter = await admin.get(batchUrl(['admin.stats', 'auth.me'], [undefined, undefined]));
    expect(hot.status, JSON.stringify(hot.body)).toBe(200);
    expect(hot.body).toEqual((adapter.body as Envelope).slice(0, 1));
    // Answered without the adapter: tRPC's adapter streams its answer and adds `vary`.
    expect([hot.headers.get('vary'), adapter.headers.get('vary')]).toEqual([
      null,
      'trpc-accept, accept',
    ]);

    const { client: customer } = await signedUpClient(server.baseUrl);
    const refused = await customer.get(batchUrl(['admin.stats'], [undefined]));
    expect(refused.status).toBe(403);
    expect((refused.body as Envelope)[0]?.error?.data.code).toBe('FORBIDDEN');
  });

  it('leaves errors to tRPC: no session, and bad input named', async () => {
    const anonymous = new HttpClient(server.baseUrl);
    const unauthorized = await anonymous.get(batchUrl(['post.stats'], [undefined]));
    expect(unauthorized.status).toBe(401);
    expect((unauthorized.body as Envelope)[0]?.error?.data.code).toBe('UNAUTHORIZED');

    const { client } = await signedUpClient(server.baseUrl);
    const bad = await client.get(batchUrl(['post.scheduled'], [{ limit: -1 }]));
    expect(bad.status).toBe(400);
    const [entry] = bad.body as Envelope;
    expect(entry?.error?.data.code).toBe('BAD_REQUEST');
    expect(entry?.error?.message).toMatch(/limit/i);

    const broken = await client.get('/trpc/post.stats?batch=1&input=%7Bnot-json');
    expect(broken.status).toBe(400);
  });
});
