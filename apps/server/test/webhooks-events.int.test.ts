/**
 * Outgoing webhooks from real flows (ADR 0094): a receiver that verifies every delivery with the
 * `standardwebhooks` package gets each event type — a publish to the sandbox that goes out, fails
 * and is left unconfirmed; an account whose refresh is refused; a balance falling below the
 * low-credit line; a pack paid and refunded on the Stripe simulator — each once, its `data` in the
 * shape of the shared schema, its id the `webhook-id` header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAccount } from '@fanout/core/accounts';
import {
  CREDITS_LOW_THRESHOLD,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  type SocialAccount,
  type WebhookEventType,
} from '@fanout/shared';
import { adminClient } from './admin-helpers';
import type { HttpClient } from './http-client';
import { connectAccount, newCreator, postNow, settledTargets } from './publishing-harness';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { addEndpoint, startWebhookServer, type WebhookServer } from './webhooks-harness';

// 15 credits: the first publish to two networks (6) takes the balance below the line (10).
const GRANT = 15;
let server: WebhookServer;
let receiver: WebhookReceiver;
let admin: HttpClient;
let alice: Awaited<ReturnType<typeof newCreator>>;
let twitter: SocialAccount;
let linkedin: SocialAccount;

beforeAll(async () => {
  // LinkedIn without reading posts back: a lost answer cannot be checked, so it ends unconfirmed.
  server = await startWebhookServer({
    SIGNUP_CREDIT_GRANT: String(GRANT),
    LINKEDIN_READ_POSTS: 'false',
  });
  receiver = await startWebhookReceiver();
  admin = (await adminClient(server)).client;
  alice = await newCreator(server);
  twitter = await connectAccount(alice.client, alice.group, 'twitter');
  linkedin = await connectAccount(alice.client, alice.group, 'linkedin');
  const endpoint = await addEndpoint(alice.client, receiver.url, WEBHOOK_EVENT_TYPES);
  receiver.verifyWith(endpoint.secret);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

function ofType(type: WebhookEventType) {
  return receiver.accepted().filter((item) => item.type === type);
}

async function arrived(type: WebhookEventType, count = 1) {
  await expect.poll(() => ofType(type).length, { timeout: 15_000, interval: 50 }).toBe(count);
  return ofType(type);
}

async function stripeControl(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await admin.request(method, `/sandbox/_control/stripe${path}`, {
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

describe('every event type from a real flow, verified with standardwebhooks', () => {
  it('a post that goes out everywhere: target.published for each, post.published, and credits.low', async () => {
    const post = await postNow(alice.client, [twitter.id, linkedin.id]);
    const targets = await settledTargets(server, post.id);
    expect(targets.map((t) => t.state)).toEqual(['published', 'published']);
    const published = await arrived('target.published', 2);
    expect(published.map((item) => item.data.targetId).sort()).toEqual(
      targets.map((t) => t.id).sort(),
    );
    const [outcome] = await arrived('post.published');
    expect(outcome?.data.postId).toBe(post.id);
    const [low] = await arrived('credits.low');
    expect(low?.data).toEqual({ balance: GRANT - 6, threshold: CREDITS_LOW_THRESHOLD });
  });

  it('one network refuses: target.failed and post.partially_published', async () => {
    server.sandbox.publishing.failNext('linkedin', {
      kind: 'refuse',
      message: 'Duplicate content',
    });
    const post = await postNow(alice.client, [twitter.id, linkedin.id]);
    await settledTargets(server, post.id);
    const [failed] = await arrived('target.failed');
    expect(failed?.data).toMatchObject({ postId: post.id, platform: 'linkedin' });
    expect(String(failed?.data.message)).toContain('Duplicate content');
    const [partial] = await arrived('post.partially_published');
    expect(partial?.data.postId).toBe(post.id);
    // The refund brought the balance back above nothing new: still one credits.low.
    expect(ofType('credits.low')).toHaveLength(1);
  });

  it('a lost answer LinkedIn cannot confirm: target.unconfirmed and post.failed', async () => {
    server.sandbox.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const post = await postNow(alice.client, [linkedin.id]);
    expect((await settledTargets(server, post.id))[0]?.state).toBe('unconfirmed');
    const [unconfirmed] = await arrived('target.unconfirmed');
    expect(unconfirmed?.data).toMatchObject({ postId: post.id, platform: 'linkedin' });
    const [outcome] = await arrived('post.failed');
    expect(outcome?.data.postId).toBe(post.id);
  });

  it('a refused token refresh: account.needs_attention, once however often it is marked', async () => {
    for (let i = 0; i < 2; i += 1) {
      server.sandbox.failNext('linkedin', 'refresh', {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'The refresh token was revoked.' },
      });
      expect(await refreshAccount(server.core, linkedin.id, { force: true })).toBe(
        'needs_attention',
      );
    }
    const [attention] = await arrived('account.needs_attention');
    expect(attention?.data).toMatchObject({ socialAccountId: linkedin.id, platform: 'linkedin' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ofType('account.needs_attention')).toHaveLength(1);
  });

  it('a pack paid and refunded on the Stripe simulator: payment.succeeded and payment.refunded', async () => {
    const bought = await alice.client.post('/api/credits/purchase', {
      package: 'growth',
      amount: 1000,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const sessionId = (bought.body as { url: string }).url.split('/').pop() ?? '';
    await stripeControl('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
    const [paid] = await arrived('payment.succeeded');
    expect(paid?.data).toMatchObject({ credits: 1000 });
    const { charge } = (await stripeControl('GET', `/checkout-sessions/${sessionId}`)) as {
      charge: string | null;
    };
    await stripeControl('POST', `/charges/${charge}/refund`, {});
    const [refunded] = await arrived('payment.refunded');
    expect(refunded?.data.paymentId).toBe(paid?.data.paymentId);
  });

  it('each delivery: signed, its data in the shared schema, one event id each, none refused', async () => {
    const seen = new Set(receiver.accepted().map((item) => item.type));
    expect([...seen].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(receiver.received.every((item) => item.verified[0] === true)).toBe(true);
    for (const item of receiver.accepted()) {
      const schema = WEBHOOK_EVENT_DATA[item.type as WebhookEventType];
      expect(schema.safeParse(item.data).success, `${item.type}: ${item.body}`).toBe(true);
      expect(item.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(item.headers['webhook-timestamp']).toMatch(/^\d+$/);
    }
    const ids = receiver.accepted().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
