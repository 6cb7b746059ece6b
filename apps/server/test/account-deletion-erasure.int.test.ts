import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsVersions,
  auditEvents,
  billingCustomers,
  payments,
  postListVersions,
  postTargets,
  stripeEvents,
  targetAnalytics,
} from '@fanout/db/schema';
import { makeMediaFixtures, type MediaFixtures } from '@fanout/core/testing';
import { adminClient } from './admin-helpers';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

/**
 * ADR 0065: a deletion leaves nothing that names the person — no open Checkout to pay, no Stripe
 * Customer, no empty folder, no list-version or analytics-version row, no email in the audit log —
 * and money paid after it goes back.
 */
let server: TestServer;
let fixtures: MediaFixtures;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-fixtures-')));
  admin = (await adminClient(server)).client;
});
afterAll(async () => server.close());

function stripe() {
  const billing = server.core.billing;
  if (!billing) throw new Error('the test server has no billing');
  return billing.stripe;
}

async function stripeControl(
  method: 'POST' | 'PUT' | 'DELETE',
  route: string,
  body: unknown = {},
): Promise<unknown> {
  const response = await admin.request(method, `/sandbox/_control/stripe${route}`, { body });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

async function openPackCheckout(client: HttpClient): Promise<string> {
  const answer = await client.post('/api/credits/purchase', { package: 'growth', amount: 1000 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { url: string }).url.split('/').pop() ?? '';
}

async function customerOf(userId: string): Promise<string> {
  const [row] = await server.database.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId ?? '';
}

async function deleteOwnAccount(client: HttpClient, email: string): Promise<void> {
  const answer = await client.post('/api/auth/account-deletion/delete-mine', { email });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The database's own message of a refused statement (Drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Error);
  const cause = (error as Error).cause;
  return cause instanceof Error ? cause.message : String(error);
}

describe('what a deletion leaves behind', () => {
  it('expires open Checkouts, deletes the Stripe Customer, leaves no folder, version row or email', async () => {
    const user = await signedUpClient(server.baseUrl);
    expect((await uploadFiles(server.baseUrl, user.client, [fixtures.imagePng])).status).toBe(201);
    const draft = await user.client.post('/api/posts', { textContent: 'A draft', status: 'draft' });
    expect(draft.status, JSON.stringify(draft.body)).toBeLessThan(300);
    // A published target with its analytics row: the owner gets an analytics version (ADR 0090).
    const postId = (draft.body as { id: string }).id;
    const [published] = await server.database.db
      .insert(postTargets)
      .values({ postId, ownerId: user.userId, platform: 'bluesky', state: 'published' })
      .returning();
    await server.database.db.insert(targetAnalytics).values({
      targetId: published?.id ?? '',
      ownerId: user.userId,
      postId,
      platform: 'bluesky',
      publishedAt: new Date(),
    });
    const versionOf = () =>
      server.database.db
        .select()
        .from(analyticsVersions)
        .where(eq(analyticsVersions.userId, user.userId));
    expect(await versionOf()).toHaveLength(1);
    const refused = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email: user.email,
      password: 'not the password at all',
    });
    expect(refused.status).toBe(401);
    const sessionId = await openPackCheckout(user.client);
    const customerId = await customerOf(user.userId);
    const folder = path.join(server.config.storage.localRoot, 'content', user.userId);
    expect(existsSync(folder)).toBe(true);
    const mentions = sql`strpos(lower(${auditEvents.summary} || coalesce(${auditEvents.before}::text, '') || coalesce(${auditEvents.after}::text, '')), ${user.email.toLowerCase()}) > 0`;
    const before = await server.database.db.select().from(auditEvents).where(mentions);
    expect(before.length).toBeGreaterThanOrEqual(2);

    await deleteOwnAccount(user.client, user.email);

    expect((await stripe().checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    expect(await stripe().customers.retrieve(customerId)).toMatchObject({
      id: customerId,
      deleted: true,
    });
    expect(existsSync(folder)).toBe(false);
    expect(existsSync(server.config.storage.localRoot)).toBe(true);
    expect(
      await server.database.db
        .select()
        .from(postListVersions)
        .where(eq(postListVersions.userId, user.userId)),
    ).toEqual([]);
    expect(await versionOf()).toEqual([]);

    // The audit rows stay, with a pseudonym in place of the address; the erasure is itself audited.
    expect(await server.database.db.select().from(auditEvents).where(mentions)).toEqual([]);
    const pseudonym = `deleted-user-${user.userId}`;
    const redacted = await server.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} in ${before.map((row) => row.id)}`);
    expect(redacted).toHaveLength(before.length);
    for (const row of redacted) {
      const original = before.find((old) => old.id === row.id);
      expect(JSON.stringify(row)).toContain(pseudonym);
      expect({ ...row, summary: '', before: null, after: null }).toEqual({
        ...original,
        summary: '',
        before: null,
        after: null,
      });
    }
    const [erasure] = await server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'account.email_pseudonymised'),
          eq(auditEvents.targetId, user.userId),
        ),
      );
    expect(erasure?.after).toEqual({ pseudonym, events: before.length });
  });

  it('the audit log stays append-only outside the erasure function', async () => {
    const db = server.database.db;
    expect(await refusal(db.execute(sql`update audit_events set summary = 'changed'`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('fanout.audit_erasure', 'on', true)`);
          await tx.execute(sql`delete from audit_events`);
        }),
      ),
    ).toMatch(/append-only: DELETE refused/);
    expect(
      await refusal(
        db.execute(
          sql`select erase_email_from_audit_events(gen_random_uuid(), array['a@b.c'], 'x@y')`,
        ),
      ),
    ).toMatch(/pseudonym/);
  });
});

describe('a Checkout paid after its buyer deleted the account', () => {
  it('is refunded at once and recorded as refunded, granting nothing', async () => {
    const user = await signedUpClient(server.baseUrl);
    const sessionId = await openPackCheckout(user.client);
    // The buyer pays while the webhook cannot get through, then deletes the account: from our side
    // the payment lands after the deletion.
    await stripeControl('PUT', '/faults', { webhooks: { badSignature: true } });
    try {
      await stripeControl('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
      await deleteOwnAccount(user.client, user.email);
    } finally {
      await stripeControl('DELETE', '/faults');
    }
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.stripeCheckoutSessionId, sessionId));
    expect(payment).toMatchObject({ userId: null, status: 'pending' });

    const { data: events } = (await admin.get('/sandbox/_control/stripe/events')).body as {
      data: { id: string; type: string; object: string | null }[];
    };
    const completed = events.find(
      (event) => event.type === 'checkout.session.completed' && event.object === sessionId,
    );
    expect(completed).toBeDefined();
    await stripeControl('POST', `/events/${completed?.id ?? ''}/resend`);
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .select()
              .from(stripeEvents)
              .where(eq(stripeEvents.id, completed?.id ?? ''))
          ).length,
        { timeout: 10_000 },
      )
      .toBe(1);

    const [after] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.stripeCheckoutSessionId, sessionId));
    expect(after).toMatchObject({
      userId: null,
      status: 'refunded',
      amountRefunded: after?.amount,
    });
    const intent = await stripe().paymentIntents.retrieve(after?.stripePaymentIntentId ?? '');
    const charge = await stripe().charges.retrieve(String(intent.latest_charge));
    expect(charge.amount_refunded).toBe(charge.amount);
    expect(charge.refunded).toBe(true);
  });
});
