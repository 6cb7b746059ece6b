import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  contentItems,
  payments,
  stripeEvents,
  subscriptions,
} from '@fanout/db/schema';
import { makeMediaFixtures, type MediaFixtures } from '@fanout/core/testing';
import { adminClient } from './admin-helpers';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import { deliver, stripeEvent } from './stripe-test-events';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

/**
 * ADR 0050: deletion for real. The "no row left" check reads every column that names a user
 * from information_schema, so a table added later is covered without touching this test.
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

/** Columns that hold a user id: by name, in every table (the append-only audit log excepted, ADR 0050). */
const USER_COLUMNS = sql.raw(`'user_id', 'owner_id'`);

async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const columns = await server.database.db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in (${USER_COLUMNS})
          and table_name <> 'audit_events'`,
  );
  expect(columns.length).toBeGreaterThan(10);
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[`${table}.${column}`] = row?.n ?? -1;
  }
  // The users row itself, by its primary key.
  const [self] = await server.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where id = ${userId}`,
  );
  counts['users.id'] = self?.n ?? -1;
  return counts;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function stripeControl(path: string, body: unknown = {}): Promise<void> {
  const response = await admin.request('POST', `/sandbox/_control/stripe${path}`, { body });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

/** A user with a subscription (and its payment), a connected X account, an uploaded image. */
async function fullUser(): Promise<{ client: HttpClient; email: string; userId: string }> {
  const user = await signedUpClient(server.baseUrl);
  const plans = (await admin.get('/api/subscription-plans')).body as { id: string; name: string }[];
  const pro = plans.find((plan) => plan.name === 'Pro Plan')?.id ?? '';
  const answer = await user.client.post('/api/subscription/subscribe', {
    planId: pro,
    paymentProvider: 'stripe',
    interval: 'month',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const sessionId = (answer.body as { url: string }).url.split('/').pop() ?? '';
  await stripeControl(`/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
  await expect
    .poll(
      async () =>
        (await server.database.db.select().from(payments).where(eq(payments.userId, user.userId)))
          .length,
      {
        timeout: 10_000,
      },
    )
    .toBe(1);
  const group = (await user.client.post('/api/account-groups', { name: 'Brand' })).body as {
    id: string;
  };
  await followCallback(
    user.client,
    await submitConsent(await connectUrl(user.client, 'twitter', group.id)),
  );
  expect((await uploadFiles(server.baseUrl, user.client, [fixtures.imagePng])).status).toBe(201);
  return user;
}

async function storedKeys(userId: string): Promise<string[]> {
  const rows = await server.database.db
    .select()
    .from(contentItems)
    .where(eq(contentItems.ownerId, userId));
  return rows.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]);
}

describe('deleting an account from the user menu', () => {
  it('leaves no row, file, token or subscription of the user, and nothing of anyone else changes', async () => {
    const alice = await fullUser();
    const bob = await fullUser();
    const [subscription] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, alice.userId));
    const aliceKeys = await storedKeys(alice.userId);
    const [alicePayment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, alice.userId));
    const bobBefore = await rowsNaming(bob.userId);
    expect(total(await rowsNaming(alice.userId))).toBeGreaterThan(5);
    expect(aliceKeys.length).toBeGreaterThan(0);

    const wrong = await alice.client.post('/api/auth/account-deletion/delete-mine', {
      email: bob.email,
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toMatch(/not the email of this account/);

    const started = Date.now();
    const deleted = await alice.client.post('/api/auth/account-deletion/delete-mine', {
      email: alice.email.toUpperCase(),
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(Date.now() - started).toBeLessThan(60_000);

    expect(await rowsNaming(alice.userId)).toEqual(
      Object.fromEntries(Object.keys(bobBefore).map((key) => [key, 0])),
    );
    for (const key of aliceKeys) expect(await server.core.storage.size(key)).toBeNull();
    for (const key of await storedKeys(bob.userId)) {
      expect(await server.core.storage.size(key)).toBeGreaterThan(0);
    }
    expect(await rowsNaming(bob.userId)).toEqual(bobBefore);

    // Stripe: canceled at once; the payment record stays, naming nobody.
    const remote = await server.core.billing?.stripe.subscriptions.retrieve(
      subscription?.stripeSubscriptionId ?? '',
    );
    expect(remote?.status).toBe('canceled');
    const kept = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, alicePayment?.id ?? ''));
    expect(kept).toEqual([
      { ...alicePayment, userId: null, subscriptionId: null, updatedAt: expect.any(Date) },
    ]);
    // The platform was asked to revoke the token.
    expect(
      server.sandbox.requests.some(
        (r) => r.platform === 'twitter' && r.path.endsWith('/2/oauth2/revoke'),
      ),
    ).toBe(true);

    // Signed out everywhere, cannot sign in, told by mail, written to the audit log by id only.
    expect((await alice.client.get('/api/auth/user')).status).toBe(401);
    const login = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email: alice.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(401);
    await expect
      .poll(() => server.mails.some((m) => m.to === alice.email && /was deleted/.test(m.subject)))
      .toBe(true);
    const [audit] = await server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'account.deleted'), eq(auditEvents.targetId, alice.userId)),
      );
    expect(audit?.actorId).toBe(alice.userId);
    expect(JSON.stringify(audit)).not.toContain(alice.email);
  });

  it('refuses the last administrator', async () => {
    const rows = await server.database.db.execute<{ email: string }>(
      sql`select u.email from users u join user_roles ur on ur.user_id = u.id
          join roles r on r.id = ur.role_id where r.name = 'admin'`,
    );
    expect(rows).toHaveLength(1);
    const answer = await admin.post('/api/auth/account-deletion/delete-mine', {
      email: rows[0]?.email,
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(/only administrator/);
    expect((await admin.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a signed-out caller', async () => {
    const anon = new HttpClient(server.baseUrl);
    const answer = await anon.post('/api/auth/account-deletion/delete-mine', {
      email: uniqueEmail(),
    });
    expect(answer.status).toBe(401);
  });
});

/** Delivers `customer.subscription.updated` for `stripeId` over and over until `stop()` answers true. */
async function pumpSubscriptionEvents(stripeId: string, stop: () => boolean) {
  const answers: { status: number; id: string }[] = [];
  while (!stop()) {
    const event = stripeEvent('customer.subscription.updated', { id: stripeId });
    answers.push({ status: (await deliver(server, event)).status, id: event.id });
  }
  return answers;
}

describe('Stripe events around a deletion', () => {
  it('an event racing the deletion, or arriving after it, is answered 200, recorded, and names nobody', async () => {
    const alice = await fullUser();
    const [subscription] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, alice.userId));
    const stripeId = subscription?.stripeSubscriptionId ?? '';
    let deleting = true;
    const pumps = [1, 2, 3].map(() => pumpSubscriptionEvents(stripeId, () => !deleting));
    const deleted = await alice.client.post('/api/auth/account-deletion/delete-mine', {
      email: alice.email,
    });
    deleting = false;
    const racing = (await Promise.all(pumps)).flat();
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(racing.length).toBeGreaterThan(3);
    expect(racing.filter((answer) => answer.status !== 200)).toEqual([]);

    const late = stripeEvent('customer.subscription.deleted', { id: stripeId });
    const answer = await deliver(server, late);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const recorded = await server.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, late.id));
    expect(recorded).toHaveLength(1);
    expect(total(await rowsNaming(alice.userId))).toBe(0);
  });
});

function deletionToken(text: string): string {
  const match = /https?:\/\/[^/\s]+\/user-data-deletion\/confirm\?token=([A-Za-z0-9%._-]+)/.exec(
    text,
  );
  if (!match?.[1]) throw new Error(`no deletion link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('deleting an account from /user-data-deletion', () => {
  it('answers the same for an unknown address and mails only the known one', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const before = server.mails.length;
    const anon = new HttpClient(server.baseUrl);
    const known = await anon.post('/api/auth/account-deletion/request', { email, reason: 'bye' });
    const unknown = await anon.post('/api/auth/account-deletion/request', {
      email: uniqueEmail('ghost'),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await expect.poll(() => server.mails.length).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.mails.length).toBe(before + 1);
  });

  it('the emailed link deletes the account, once', async () => {
    const { client, email, userId } = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    expect((await anon.post('/api/auth/account-deletion/request', { email })).status).toBe(200);
    await expect
      .poll(() =>
        server.mails.some((m) => m.to === email && /Confirm the deletion/.test(m.subject)),
      )
      .toBe(true);
    const mail = server.mails.findLast((m) => m.to === email);
    const token = deletionToken(mail?.text ?? '');

    const confirmed = await anon.post('/api/auth/account-deletion/confirm', { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(total(await rowsNaming(userId))).toBe(0);
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const again = await anon.post('/api/auth/account-deletion/confirm', { token });
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toMatch(
      /invalid, has expired or was already used/,
    );
    const forged = await anon.post('/api/auth/account-deletion/confirm', { token: `${token}x` });
    expect(forged.status).toBe(400);
  });
});
