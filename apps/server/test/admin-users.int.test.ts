import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, creditTransactions, users } from '@fanout/db/schema';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { HttpClient, PASSWORD, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: HttpClient;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await adminClient(server);
  admin = signedIn.client;
  adminId = signedIn.userId;
});
afterAll(async () => server.close());

async function balanceOf(userId: string): Promise<number> {
  const [row] = await server.core.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row?.credits ?? -1;
}

/** The latest administrator's action on a user (their own sign-ins and verification are audited too). */
async function lastAudit(targetId: string) {
  const [row] = await server.core.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, targetId), like(auditEvents.action, 'admin.%')))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return row;
}

describe('admin.adjustCredits', () => {
  it('refuses the signed-out (401) and customers (403)', async () => {
    const customer = await signedUpClient(server.baseUrl);
    const body = { userId: customer.userId, amount: 5, reason: 'x' };
    expect(
      (await new HttpClient(server.baseUrl).post('/api/admin/adjust-credits', body)).status,
    ).toBe(401);
    expect((await customer.client.post('/api/admin/adjust-credits', body)).status).toBe(403);
    expect(
      (await customer.client.post('/api/admin/suspend-user', { userId: adminId })).status,
    ).toBe(403);
  });

  it('writes an adjustment ledger row and its audit row with before/after and the reason', async () => {
    const customer = await signedUpClient(server.baseUrl);
    const before = await balanceOf(customer.userId);
    const response = await admin.post('/api/admin/adjust-credits', {
      userId: customer.userId,
      amount: 25,
      reason: 'Goodwill for the outage',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: customer.userId, balance: before + 25 });
    expect(await balanceOf(customer.userId)).toBe(before + 25);
    const [ledger] = await server.core.db
      .select()
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, customer.userId),
          eq(creditTransactions.kind, 'adjustment'),
        ),
      );
    expect(ledger?.amount).toBe(25);
    const audit = await lastAudit(customer.userId);
    expect(audit).toMatchObject({
      action: 'admin.credits_adjusted',
      actorId: adminId,
      summary: 'Goodwill for the outage',
      before: { balance: before },
      after: { balance: before + 25, amount: 25 },
    });
    expect(audit?.ip).toBeTruthy();
  });

  it('never takes a balance below zero: 400 naming what is available, nothing written', async () => {
    const customer = await signedUpClient(server.baseUrl);
    const before = await balanceOf(customer.userId);
    const response = await admin.post('/api/admin/adjust-credits', {
      userId: customer.userId,
      amount: -(before + 1),
      reason: 'Too much',
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(`only ${before} available`);
    expect(await balanceOf(customer.userId)).toBe(before);
    expect(await lastAudit(customer.userId)).toBeUndefined();
  });

  it('400s a zero amount and a missing reason', async () => {
    const customer = await signedUpClient(server.baseUrl);
    const zero = await admin.post('/api/admin/adjust-credits', {
      userId: customer.userId,
      amount: 0,
      reason: 'r',
    });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('Amount must not be zero');
    const noReason = await admin.post('/api/admin/adjust-credits', {
      userId: customer.userId,
      amount: 1,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('A reason is required');
  });
});

describe('admin.suspendUser / admin.reactivateUser', () => {
  it('ends the sessions, refuses sign-in with the message, and reactivation lets them back', async () => {
    const customer = await signedUpClient(server.baseUrl);
    expect((await customer.client.get('/api/auth/user')).status).toBe(200);
    const suspended = await admin.post('/api/admin/suspend-user', { userId: customer.userId });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toEqual({ userId: customer.userId, suspended: true });
    expect((await customer.client.get('/api/auth/user')).status).toBe(401);
    expect(await lastAudit(customer.userId)).toMatchObject({
      action: 'admin.user_suspended',
      actorId: adminId,
    });

    const again = new HttpClient(server.baseUrl);
    const refused = await again.post('/api/auth/login', {
      email: customer.email,
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(ACCOUNT_SUSPENDED_MESSAGE);
    const wrong = await again.post('/api/auth/login', {
      email: customer.email,
      password: 'wrong password here',
    });
    expect(wrong.status).toBe(401);

    expect(
      (await admin.post('/api/admin/reactivate-user', { userId: customer.userId })).status,
    ).toBe(200);
    expect(await lastAudit(customer.userId)).toMatchObject({ action: 'admin.user_reactivated' });
    const back = await again.post('/api/auth/login', { email: customer.email, password: PASSWORD });
    expect(back.status).toBe(200);
  });

  it('refuses self-suspension and the last active admin', async () => {
    const self = await admin.post('/api/admin/suspend-user', { userId: adminId });
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.body)).toContain('cannot suspend your own account');
  });
});
