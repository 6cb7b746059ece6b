import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, type AuditEventRow } from '@fanout/db/schema';
import type { AuditAction } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0050: each security-relevant event and each catalog change writes one audit
 * row with its actor, target and the client's address. TRUST_PROXY is on, so the address is the one
 * X-Forwarded-For names: each test uses its own to prove the row carries the request's address.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', PUBLIC_URL: 'http://fanout.test' });
});
afterAll(async () => server.close());

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

async function rowsOf(action: AuditAction, targetId?: string): Promise<AuditEventRow[]> {
  return server.database.db
    .select()
    .from(auditEvents)
    .where(
      targetId
        ? and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId))
        : eq(auditEvents.action, action),
    )
    .orderBy(desc(auditEvents.createdAt));
}

describe('audit rows of sign-in, sign-out, verification and reset', () => {
  it('records a sign-in and a sign-out with the user and the address', async () => {
    const { email, userId } = await signedUpClient(server.baseUrl);
    const client = new HttpClient(server.baseUrl);
    const login = await client.post(
      '/api/auth/login',
      { email, password: PASSWORD },
      from('203.0.113.7'),
    );
    expect(login.status).toBe(200);
    const signIns = await rowsOf('auth.sign_in', userId);
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ actorId: userId, targetType: 'user', ip: '203.0.113.7' });

    expect((await client.post('/api/auth/logout', {}, from('203.0.113.8'))).status).toBe(200);
    const signOuts = await rowsOf('auth.sign_out', userId);
    expect(signOuts).toHaveLength(1);
    expect(signOuts[0]).toMatchObject({ actorId: userId, ip: '203.0.113.8' });
  });

  it('records a failed sign-in with no actor, the lower-cased address and never the password', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const wrong = 'a-secret-guess-9f2c';
    const anon = new HttpClient(server.baseUrl);
    const failed = await anon.post(
      '/api/auth/login',
      { email: email.toUpperCase(), password: wrong },
      from('198.51.100.4'),
    );
    expect(failed.status).toBe(401);
    const rows = (await rowsOf('auth.sign_in_failed')).filter(
      (row) => row.after?.email === email.toLowerCase(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, ip: '198.51.100.4' });
    const everything = JSON.stringify(await server.database.db.select().from(auditEvents));
    expect(everything).not.toContain(wrong);
    expect(everything).not.toContain(PASSWORD);
  });

  it('records the verification of an address once', async () => {
    const { userId, email } = await signedUpClient(server.baseUrl);
    const rows = await rowsOf('auth.email_verified', userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: userId, after: { email } });
  });

  it('records a password reset with the address that used the link', async () => {
    const { userId, email } = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    await anon.post('/api/auth/password-reset/request', { email });
    const mail = server.mails.findLast((m) => m.to === email);
    const match = /reset-password\?token=([A-Za-z0-9%]+)/.exec(mail?.text ?? '');
    const token = decodeURIComponent(match?.[1] ?? '');
    const newPassword = 'an entirely new passphrase';
    const confirmed = await anon.post(
      '/api/auth/password-reset/confirm',
      { token, password: newPassword },
      from('192.0.2.55'),
    );
    expect(confirmed.status).toBe(200);
    const rows = await rowsOf('auth.password_reset', userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: userId, ip: '192.0.2.55' });
    expect(JSON.stringify(rows)).not.toContain(newPassword);
  });
});

const PLAN = {
  name: 'Audited Plan',
  description: 'Watched',
  priceMonthly: 500,
  priceYearly: 4800,
  creditsPerMonth: 150,
  features: ['150 credits a month'],
  isActive: true,
};
const PACKAGE = {
  name: 'Audited Bundle',
  description: 'Watched too',
  creditQuantity: 1000,
  priceMultiplier: 110,
  validityMonths: 12,
  isActive: true,
};

describe('audit rows of catalog changes', () => {
  it('records a plan created, changed and deleted, with before and after', async () => {
    const { client: admin, userId: adminId } = await adminClient(server, uniqueEmail('admin'));
    const created = await admin.post('/api/admin/subscription-plans', PLAN, from('10.1.1.1'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body as { id: string };
    const [createdRow] = await rowsOf('catalog.plan_created', id);
    expect(createdRow).toMatchObject({ actorId: adminId, targetType: 'plan', ip: '10.1.1.1' });
    expect(createdRow?.after).toMatchObject({ name: 'Audited Plan', priceMonthly: 500 });

    const changed = await admin.request('PATCH', `/api/admin/subscription-plans/${id}`, {
      body: { ...PLAN, priceMonthly: 700 },
      headers: { 'x-forwarded-for': '10.1.1.2' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const updates = await rowsOf('catalog.plan_updated', id);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ actorId: adminId, ip: '10.1.1.2' });
    expect(updates[0]?.before).toMatchObject({ priceMonthly: 500 });
    expect(updates[0]?.after).toMatchObject({ priceMonthly: 700 });

    const deleted = await admin.request('DELETE', `/api/admin/subscription-plans/${id}`, {
      headers: { 'x-forwarded-for': '10.1.1.3' },
    });
    expect(deleted.status).toBe(200);
    const deletions = await rowsOf('catalog.plan_deleted', id);
    expect(deletions).toHaveLength(1);
    expect(deletions[0]?.before).toMatchObject({ priceMonthly: 700 });
    expect(deletions[0]?.after).toEqual({ outcome: 'deleted' });
  });

  it('records a package created, changed and deleted, with before and after', async () => {
    const { client: admin, userId: adminId } = await adminClient(server, uniqueEmail('admin'));
    const created = await admin.post('/api/admin/credit-packages', PACKAGE, from('10.2.2.1'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body as { id: string };
    expect(await rowsOf('catalog.package_created', id)).toHaveLength(1);

    const changed = await admin.request('PATCH', `/api/admin/credit-packages/${id}`, {
      body: { ...PACKAGE, creditQuantity: 2000 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [update] = await rowsOf('catalog.package_updated', id);
    expect(update?.before).toMatchObject({ creditQuantity: 1000 });
    expect(update?.after).toMatchObject({ creditQuantity: 2000 });
    expect(update?.actorId).toBe(adminId);

    expect((await admin.request('DELETE', `/api/admin/credit-packages/${id}`)).status).toBe(200);
    const [deletion] = await rowsOf('catalog.package_deleted', id);
    expect(deletion?.before).toMatchObject({ creditQuantity: 2000 });
  });

  it('writes no row when the change is refused', async () => {
    const { client: customer } = await signedUpClient(server.baseUrl);
    const before = (await rowsOf('catalog.plan_created')).length;
    const refused = await customer.post('/api/admin/subscription-plans', PLAN);
    expect(refused.status).toBe(403);
    expect(await rowsOf('catalog.plan_created')).toHaveLength(before);
  });
});

interface Page {
  items: {
    action: string;
    actorEmail: string | null;
    targetId: string | null;
    ip: string | null;
  }[];
  nextCursor: string | null;
}

describe('GET /api/admin/audit-events', () => {
  it('lists newest first with filters and cursor pages; customers are refused', async () => {
    const { client: admin } = await adminClient(server, uniqueEmail('auditor'));
    const { email, userId } = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    for (let i = 0; i < 3; i += 1) {
      await anon.post('/api/auth/login', { email, password: PASSWORD }, from(`10.9.9.${i}`));
    }
    const byUser = await admin.get(
      `/api/admin/audit-events?action=auth.sign_in&actorEmail=${encodeURIComponent(email.toUpperCase())}&limit=2`,
    );
    expect(byUser.status, JSON.stringify(byUser.body)).toBe(200);
    const first = byUser.body as Page;
    expect(first.items.map((item) => item.ip)).toEqual(['10.9.9.2', '10.9.9.1']);
    expect(first.items.every((item) => item.actorEmail === email)).toBe(true);
    const next = await admin.get(
      `/api/admin/audit-events?action=auth.sign_in&actorEmail=${encodeURIComponent(email)}&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    const second = next.body as Page;
    expect(second.items.map((item) => item.ip)).toEqual(['10.9.9.0']);
    expect(second.nextCursor).toBeNull();

    const byTarget = await admin.get(`/api/admin/audit-events?targetType=user&targetId=${userId}`);
    const actions = (byTarget.body as Page).items.map((item) => item.action);
    expect(actions).toContain('auth.email_verified');
    expect(actions.filter((action) => action === 'auth.sign_in')).toHaveLength(3);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const empty = await admin.get(`/api/admin/audit-events?from=${encodeURIComponent(future)}`);
    expect((empty.body as Page).items).toEqual([]);

    const { client: customer } = await signedUpClient(server.baseUrl);
    expect((await customer.get('/api/admin/audit-events')).status).toBe(403);
    const nobody = new HttpClient(server.baseUrl);
    expect((await nobody.get('/api/admin/audit-events')).status).toBe(401);
  });

  it('answers 400 naming the problem for bad filters, and offers no way to change a row', async () => {
    const { client: admin } = await adminClient(server, uniqueEmail('auditor'));
    const badAction = await admin.get('/api/admin/audit-events?action=auth.hacked');
    expect(badAction.status).toBe(400);
    const badCursor = await admin.get('/api/admin/audit-events?cursor=nope');
    expect(badCursor.status).toBe(400);
    expect(JSON.stringify(badCursor.body)).toContain('cursor');
    const badRange = await admin.get(
      '/api/admin/audit-events?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z',
    );
    expect(badRange.status).toBe(400);
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      const response = await admin.request(method, '/api/admin/audit-events', { body: {} });
      expect([404, 405]).toContain(response.status);
    }
  });
});
