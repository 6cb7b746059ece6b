/**
 * How outgoing webhooks are delivered (ADR 0094): a backlog after an outage arrives in order, a
 * delivery gives up after its retry window, an endpoint failing for 5 days is turned off with a
 * notification, replay and the test event, secret rotation's overlap, a refused redirect, the
 * delivery log, and one user never reaching another's endpoints or deliveries. Time is moved in
 * the rows (an hour, three days, five days), never slept.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emitWebhookEvent } from '@fanout/core/webhooks';
import { auditEvents, notifications, webhookDeliveries, webhookEndpoints } from '@fanout/db/schema';
import {
  WEBHOOK_ENDPOINTS_PER_USER,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { addEndpoint, startWebhookServer, type WebhookServer } from './webhooks-harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: WebhookServer;
let receiver: WebhookReceiver;
let alice: { client: HttpClient; userId: string };
let endpoint: WebhookEndpointWithSecret;

beforeAll(async () => {
  server = await startWebhookServer();
  // Retries within a test's time, in the production schedule's shape.
  server.core.config.webhooks = { ...server.core.config.webhooks, retryScheduleMs: [150, 300] };
  receiver = await startWebhookReceiver();
  alice = await signedUpClient(server.baseUrl);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(async () => {
  // A fresh endpoint per test: its own log, streak and order.
  await server.database.db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, alice.userId));
  receiver.mode.down = false;
  receiver.mode.redirect = false;
  receiver.received.length = 0;
  receiver.hits.length = 0;
  endpoint = await addEndpoint(alice.client, receiver.url, ['credits.low', 'payment.succeeded']);
  receiver.verifyWith(endpoint.secret);
});

let counter = 0;
/** An event from the outbox's own entry point, as a balance crossing the line writes it. */
async function emit(userId = alice.userId): Promise<void> {
  counter += 1;
  await emitWebhookEvent(server.database.db, {
    userId,
    type: 'credits.low',
    data: { balance: counter, threshold: 10 },
    dedupKey: `test:${counter}:${Math.random()}`,
  });
}

async function deliveriesOf(endpointId = endpoint.id) {
  return server.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.eventSeq);
}

async function log(client = alice.client, endpointId = endpoint.id) {
  const response = await client.get(`/api/webhook-endpoints/${endpointId}/deliveries?limit=100`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as WebhookDeliveriesPage).deliveries;
}

describe('an outage', () => {
  it('a receiver down for an hour gets the backlog in order once it is back, each once', async () => {
    receiver.mode.down = true;
    for (let i = 0; i < 5; i += 1) await emit();
    const rows = await deliveriesOf();
    expect(rows).toHaveLength(5);
    const order = rows.map((row) => row.eventId);
    // While down, only the oldest is tried; the others wait behind it.
    await expect
      .poll(async () => (await deliveriesOf())[0]?.attempts ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    expect(new Set(receiver.hits)).toEqual(new Set([order[0]]));
    expect((await deliveriesOf()).slice(1).every((row) => row.attempts === 0)).toBe(true);
    // An hour passes (the events and their deliveries are an hour older); the receiver returns.
    await server.database.db.execute(sql`
      update webhook_events set created_at = created_at - interval '1 hour'
        where id in (select event_id from webhook_deliveries where endpoint_id = ${endpoint.id})`);
    await server.database.db.execute(sql`
      update webhook_deliveries set created_at = created_at - interval '1 hour'
        where endpoint_id = ${endpoint.id}`);
    receiver.mode.down = false;
    await expect.poll(() => receiver.accepted().length, { timeout: 15_000 }).toBe(5);
    expect(receiver.accepted().map((item) => item.id)).toEqual(order);
    // The receiver answers before the attempt is recorded: wait for the last record.
    await expect
      .poll(async () => (await deliveriesOf()).map((row) => row.status), { timeout: 5_000 })
      .toEqual(Array(5).fill('succeeded'));
    expect((await deliveriesOf())[0]?.attempts).toBeGreaterThanOrEqual(4);
    expect(receiver.hits.filter((id) => id !== order[0])).toEqual(order.slice(1));
  });

  it('a delivery still failing after three days is failed, and the next one goes', async () => {
    receiver.mode.down = true;
    await emit();
    await emit();
    const [first, second] = await deliveriesOf();
    await server.database.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 3 * DAY - 1000) })
      .where(eq(webhookDeliveries.id, first?.id ?? ''));
    await expect
      .poll(async () => (await deliveriesOf()).map((row) => row.status), { timeout: 10_000 })
      .toEqual(['failed', 'retrying']);
    const [shown] = (await log()).filter((item) => item.id === first?.id);
    expect(shown).toMatchObject({ status: 'failed', lastStatusCode: 503, nextAttemptAt: null });
    expect(shown?.lastResponse).toContain('down for maintenance');
    expect(receiver.hits).toContain(second?.eventId);
  });

  it('an endpoint whose deliveries all failed for 5 days is turned off, and its owner told', async () => {
    receiver.mode.down = true;
    await server.database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 5 * DAY - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await emit();
    const listed = async () =>
      ((await alice.client.get('/api/webhook-endpoints')).body as WebhookEndpoint[])[0];
    await expect.poll(async () => (await listed())?.enabled, { timeout: 10_000 }).toBe(false);
    expect((await listed())?.disabledReason).toBe('failing');
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, alice.userId),
          eq(notifications.kind, 'webhook_endpoint_disabled'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain(receiver.url);
    // Turned off: nothing more is sent, and new events open no delivery.
    const hits = receiver.hits.length;
    await emit();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.hits.length).toBe(hits);
    expect(await deliveriesOf()).toHaveLength(1);
    // Its owner turns it on again: the waiting delivery goes.
    receiver.mode.down = false;
    const on = await alice.client.request('PATCH', `/api/webhook-endpoints/${endpoint.id}`, {
      body: { enabled: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
    await expect.poll(() => receiver.accepted().length, { timeout: 10_000 }).toBe(1);
  });
});

describe('the outbox', () => {
  it('writes nothing for a type no enabled endpoint takes, nor for a user without endpoints', async () => {
    const bob = await signedUpClient(server.baseUrl);
    for (const [userId, type] of [
      [alice.userId, 'post.published'],
      [bob.userId, 'credits.low'],
    ] as const) {
      await emitWebhookEvent(server.database.db, {
        userId,
        type,
        data: {},
        dedupKey: `unsubscribed:${userId}:${type}`,
      });
    }
    const rows = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from webhook_events where dedup_key like 'unsubscribed:%'`,
    );
    expect(rows[0]?.n).toBe(0);
    // The same cause twice is one event, one delivery.
    for (let i = 0; i < 2; i += 1) {
      await emitWebhookEvent(server.database.db, {
        userId: alice.userId,
        type: 'credits.low',
        data: { balance: 1, threshold: 10 },
        dedupKey: `twice:${endpoint.id}`,
      });
    }
    expect(await deliveriesOf()).toHaveLength(1);
  });
});

describe('replay, the test event and the log', () => {
  it('Send test event: a signed webhook.test, logged as succeeded with status and latency', async () => {
    const sent = await alice.client.post(`/api/webhook-endpoints/${endpoint.id}/test`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const delivery = sent.body as WebhookDelivery;
    expect(delivery.eventType).toBe('webhook.test');
    await expect.poll(() => receiver.accepted().length, { timeout: 10_000 }).toBe(1);
    expect(receiver.accepted()[0]).toMatchObject({
      id: delivery.eventId,
      type: 'webhook.test',
      data: { test: true, endpointId: endpoint.id },
    });
    await expect.poll(async () => (await log())[0]?.status, { timeout: 5_000 }).toBe('succeeded');
    const [shown] = await log();
    expect(shown).toMatchObject({ id: delivery.id, status: 'succeeded', lastStatusCode: 204 });
    expect(shown?.lastLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it('replay sends any delivery again now, under the same event id', async () => {
    await emit();
    await expect.poll(async () => (await log())[0]?.status, { timeout: 10_000 }).toBe('succeeded');
    const [delivery] = await log();
    const replayed = await alice.client.post(`/api/webhook-deliveries/${delivery?.id}/replay`);
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    await expect.poll(() => receiver.accepted().length, { timeout: 10_000 }).toBe(2);
    const [first, second] = receiver.accepted();
    expect(second?.id).toBe(first?.id);
    expect(second?.body).toBe(first?.body);
    await expect.poll(async () => (await log())[0]?.attempts, { timeout: 5_000 }).toBe(2);
    expect((await log())[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('the log pages newest first with a cursor', async () => {
    for (let i = 0; i < 5; i += 1) await emit();
    await expect.poll(() => receiver.accepted().length, { timeout: 10_000 }).toBe(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (
        await alice.client.get(`/api/webhook-endpoints/${endpoint.id}/deliveries?limit=2${query}`)
      ).body as WebhookDeliveriesPage;
      seen.push(...page.deliveries.map((item) => item.eventId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(
      receiver
        .accepted()
        .map((item) => item.id)
        .reverse(),
    );
  });
});

describe('secrets', () => {
  it('rotation: both secrets verify during the overlap, only the new one after 24 hours', async () => {
    const rotated = await alice.client.post(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = rotated.body as WebhookEndpointWithSecret;
    expect(fresh.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(fresh.secret).not.toBe(endpoint.secret);
    expect(new Date(fresh.previousSecretExpiresAt ?? 0).getTime() - Date.now()).toBeGreaterThan(
      23 * HOUR,
    );
    // A receiver holding the old secret and one holding the new both accept.
    receiver.verifyWith(endpoint.secret, fresh.secret);
    await emit();
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(receiver.received[0]?.verified).toEqual([true, true]);
    // 24 hours later: only the new one.
    await server.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await emit();
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    expect(receiver.received[1]?.verified).toEqual([false, true]);
    expect(String(receiver.received[1]?.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it('the secret is stored encrypted and never listed', async () => {
    const [row] = await server.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secretEnc).not.toContain(endpoint.secret.slice(6));
    expect(row?.secretEnc.startsWith('v1.')).toBe(true);
    const listed = await alice.client.get('/api/webhook-endpoints');
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret.slice(6));
  });
});

describe('the audit log', () => {
  it('records who added, changed, rotated and deleted an endpoint, never its secret', async () => {
    await alice.client.request('PATCH', `/api/webhook-endpoints/${endpoint.id}`, {
      body: { events: ['credits.low'], enabled: false },
    });
    const rotated = await alice.client.post(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`);
    const secret = (rotated.body as WebhookEndpointWithSecret).secret;
    await alice.client.request('DELETE', `/api/webhook-endpoints/${endpoint.id}`, { body: {} });
    const rows = await server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetType, 'webhook_endpoint'), eq(auditEvents.targetId, endpoint.id)),
      )
      .orderBy(auditEvents.createdAt);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['webhook_endpoint.created', alice.userId],
      ['webhook_endpoint.updated', alice.userId],
      ['webhook_endpoint.secret_rotated', alice.userId],
      ['webhook_endpoint.deleted', alice.userId],
    ]);
    expect(rows[1]?.before).toMatchObject({
      events: ['credits.low', 'payment.succeeded'],
      enabled: true,
    });
    expect(rows[1]?.after).toMatchObject({ events: ['credits.low'], enabled: false });
    expect(rows[0]?.summary).toBe(`Webhook endpoint ${receiver.url} added`);
    expect(rows.every((row) => row.ip !== null)).toBe(true);
    const written = JSON.stringify(rows);
    for (const one of [endpoint.secret, secret]) expect(written).not.toContain(one.slice(6));
  });
});

describe('refusals', () => {
  it('a redirect is not followed: a failed attempt, recorded with its 302', async () => {
    receiver.mode.redirect = true;
    await emit();
    await expect.poll(async () => (await log())[0]?.lastStatusCode, { timeout: 10_000 }).toBe(302);
    const [shown] = await log();
    expect(shown?.status).toBe('retrying');
    expect(shown?.lastResponse).toContain('not followed');
    expect(receiver.accepted()).toHaveLength(0);
  });

  it('bad input is a 400 naming the problem; at most 20 endpoints', async () => {
    const cases: [unknown, string][] = [
      [{ url: receiver.url, events: [] }, 'events must name at least one event'],
      [{ url: 'ftp://example.com/x', events: ['credits.low'] }, 'url must start with https://'],
      [{ url: 'not a url', events: ['credits.low'] }, 'url must be a URL'],
      [{ url: receiver.url, events: ['post.deleted'] }, 'events must name'],
      [{ url: 'https://user:pw@example.com/', events: ['credits.low'] }, 'user name or password'],
    ];
    for (const [body, message] of cases) {
      const response = await alice.client.post('/api/webhook-endpoints', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { message: string }).message).toContain(message);
    }
    // A string is not a boolean, over REST too (its adapter would coerce "false" to true).
    const notBoolean = await alice.client.request(
      'PATCH',
      `/api/webhook-endpoints/${endpoint.id}`,
      {
        body: { enabled: 'false' },
      },
    );
    expect(notBoolean.status).toBe(400);
    expect((notBoolean.body as { message: string }).message).toContain(
      'enabled must be true or false',
    );
    for (let i = 1; i < WEBHOOK_ENDPOINTS_PER_USER; i += 1) {
      await addEndpoint(alice.client, receiver.url, ['credits.low']);
    }
    const over = await alice.client.post('/api/webhook-endpoints', {
      url: receiver.url,
      events: ['credits.low'],
    });
    expect(over.status).toBe(400);
    expect((over.body as { message: string }).message).toContain('at most 20');
  });
});

describe('ownership', () => {
  it('another user sees none of these endpoints or deliveries, and touching them is a 404', async () => {
    await emit();
    await expect.poll(() => receiver.accepted().length, { timeout: 10_000 }).toBe(1);
    const [delivery] = await log();
    const bob = await signedUpClient(server.baseUrl);
    expect((await bob.client.get('/api/webhook-endpoints')).body).toEqual([]);
    const attempts = [
      bob.client.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`),
      bob.client.request('PATCH', `/api/webhook-endpoints/${endpoint.id}`, {
        body: { enabled: false },
      }),
      bob.client.post(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`),
      bob.client.post(`/api/webhook-endpoints/${endpoint.id}/test`),
      bob.client.post(`/api/webhook-deliveries/${delivery?.id}/replay`),
      bob.client.request('DELETE', `/api/webhook-endpoints/${endpoint.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    // Still Alice's, untouched: on, one delivery, one receipt.
    const mine = (await alice.client.get('/api/webhook-endpoints')).body as WebhookEndpoint[];
    expect(mine.map((item) => [item.id, item.enabled])).toEqual([[endpoint.id, true]]);
    expect(await log()).toHaveLength(1);
    expect(receiver.hits).toHaveLength(1);
    // Bob's events never reach Alice's endpoint.
    await emit(bob.userId);
    expect(await deliveriesOf()).toHaveLength(1);
  });

  it('without a session: 401', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/webhook-endpoints`);
    expect(anonymous.status).toBe(401);
  });
});
