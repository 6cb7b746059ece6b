/**
 * Outgoing webhooks go only to public addresses (ADR 0094) when the operator has not allowed
 * private ones: a private, loopback, link-local or mapped address is refused at registration with a
 * 400 that says why, and again at each delivery — a host whose DNS answer turns private after it
 * was registered (rebinding) is refused then, recorded as a failed attempt, and nothing is sent.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitWebhookEvent } from '@fanout/core/webhooks';
import { webhookDeliveries } from '@fanout/db/schema';
import type { WebhookEndpointWithSecret } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { startWebhookServer, type WebhookServer } from './webhooks-harness';

let server: WebhookServer;
let receiver: WebhookReceiver;
let alice: { client: HttpClient; userId: string };
/** What the test's DNS answers, per host; a host not listed does not resolve. */
const dns: Record<string, string[]> = {
  'hooks.example.test': ['93.184.216.34'],
  'internal.example.test': ['93.184.216.34', '192.168.1.20'],
};

beforeAll(async () => {
  server = await startWebhookServer({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'false' });
  server.core.webhookResolver = async (host) => {
    const answer = dns[host];
    if (!answer) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return answer;
  };
  receiver = await startWebhookReceiver();
  alice = await signedUpClient(server.baseUrl);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe('without WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', () => {
  it('registration refuses http, private and special addresses with a 400 that says why', async () => {
    const cases: [string, string][] = [
      [receiver.url, 'url must start with https://'],
      ['https://127.0.0.1/hooks', '127.0.0.1, which is not a public address'],
      ['https://10.0.0.5/hooks', 'not a public address'],
      ['https://169.254.169.254/latest/meta-data', 'not a public address'],
      ['https://100.64.1.1/', 'not a public address'],
      ['https://0.0.0.0/', 'not a public address'],
      ['https://[::1]/', 'not a public address'],
      ['https://[fd00::1]/', 'not a public address'],
      ['https://[fe80::1]/', 'not a public address'],
      ['https://[::ffff:127.0.0.1]/', 'not a public address'],
      ['https://internal.example.test/hooks', '192.168.1.20, which is not a public address'],
      ['https://nowhere.example.test/hooks', 'could not be resolved'],
    ];
    for (const [url, message] of cases) {
      const response = await alice.client.post('/api/webhook-endpoints', {
        url,
        events: ['credits.low'],
      });
      expect(response.status, url).toBe(400);
      expect((response.body as { message: string }).message, url).toContain(message);
    }
    expect((await alice.client.get('/api/webhook-endpoints')).body).toEqual([]);
  });

  it('a DNS answer that turns private after registration is refused at delivery', async () => {
    const created = await alice.client.post('/api/webhook-endpoints', {
      url: 'https://hooks.example.test/hooks',
      events: ['credits.low'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const endpoint = created.body as WebhookEndpointWithSecret;
    // The name now points at this machine, where a receiver listens.
    dns['hooks.example.test'] = ['127.0.0.1'];
    await emitWebhookEvent(server.database.db, {
      userId: alice.userId,
      type: 'credits.low',
      data: { balance: 3, threshold: 10 },
      dedupKey: `rebind:${endpoint.id}`,
    });
    const attempted = async () =>
      (
        await server.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint.id))
      )[0];
    await expect.poll(async () => (await attempted())?.attempts, { timeout: 10_000 }).toBe(1);
    const row = await attempted();
    expect(row?.status).toBe('retrying');
    expect(row?.lastStatusCode).toBeNull();
    expect(row?.lastResponse).toContain('resolves to 127.0.0.1, which is not a public address');
    expect(receiver.hits).toEqual([]);
    // A URL changed to a private address is refused like a new one.
    const changed = await alice.client.request('PATCH', `/api/webhook-endpoints/${endpoint.id}`, {
      body: { url: 'https://192.168.0.10/hooks' },
    });
    expect(changed.status).toBe(400);
  });
});
