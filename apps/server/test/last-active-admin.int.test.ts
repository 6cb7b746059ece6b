import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '@fanout/db/schema';
import { issueSetupTokenIfNoAdmin } from '@fanout/core/auth';
import { adminClient } from './admin-helpers';
import { type HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let adminRoleId: string;
beforeAll(async () => {
  server = await startTestServer();
  const [role] = await server.database.db.execute<{ id: string }>(
    sql`select id from roles where name = 'admin'`,
  );
  adminRoleId = role?.id ?? '';
});
afterAll(async () => server.close());

// Each case starts with no administrator at all and makes the ones it needs.
beforeEach(async () => {
  await server.database.db.execute(sql`delete from user_roles where role_id = ${adminRoleId}`);
});

const revokeAdmin = (client: HttpClient, userId: string) =>
  client.request('DELETE', `/api/admin/user-roles?userId=${userId}&roleId=${adminRoleId}`);

const message = (answer: { body: unknown }) => (answer.body as { message?: string }).message ?? '';

describe('the last active administrator', () => {
  it('cannot drop their own role while the only other admin is suspended', async () => {
    const alice = await adminClient(server);
    const bob = await adminClient(server);
    const suspended = await alice.client.post('/api/admin/suspend-user', { userId: bob.userId });
    expect(suspended.status).toBe(200);

    const demoted = await revokeAdmin(alice.client, alice.userId);
    expect(demoted.status).toBe(400);
    expect(message(demoted)).toMatch(/last active administrator/);
    expect((await alice.client.get('/api/admin/users')).status).toBe(200);
  });

  it('cannot delete their own account while the only other admin is suspended', async () => {
    const alice = await adminClient(server);
    const bob = await adminClient(server);
    expect(
      (await alice.client.post('/api/admin/suspend-user', { userId: bob.userId })).status,
    ).toBe(200);

    const deleted = await alice.client.post('/api/auth/account-deletion/delete-mine', {
      email: alice.email,
    });
    expect(deleted.status).toBe(400);
    expect(message(deleted)).toMatch(/only administrator/);
    expect((await alice.client.get('/api/auth/user')).status).toBe(200);
  });

  it('a suspended admin does not count when the active ones are demoted', async () => {
    // Two active admins: one may be demoted; the remaining one is then the last.
    const alice = await adminClient(server);
    const bob = await adminClient(server);
    const carol = await adminClient(server);
    expect(
      (await alice.client.post('/api/admin/suspend-user', { userId: carol.userId })).status,
    ).toBe(200);
    expect((await revokeAdmin(alice.client, bob.userId)).status).toBe(200);
    const last = await revokeAdmin(alice.client, alice.userId);
    expect(last.status).toBe(400);
    // A suspended admin may still be demoted: they were never counted.
    expect((await revokeAdmin(alice.client, carol.userId)).status).toBe(200);
  });

  it('two admins suspending each other at once: one of them stays active', async () => {
    for (let round = 0; round < 5; round += 1) {
      await server.database.db.execute(sql`delete from user_roles where role_id = ${adminRoleId}`);
      const alice = await adminClient(server);
      const bob = await adminClient(server);
      const answers = await Promise.all([
        alice.client.post('/api/admin/suspend-user', { userId: bob.userId }),
        bob.client.post('/api/admin/suspend-user', { userId: alice.userId }),
      ]);
      // Whoever lost the race may also have been signed out by the winner's suspension (401).
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const [row] = await server.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users u join user_roles ur on ur.user_id = u.id
            where ur.role_id = ${adminRoleId} and u.suspended_at is null
              and u.id in (${alice.userId}, ${bob.userId})`,
      );
      expect(row?.n).toBe(1);
    }
  });

  it('becoming admin through the setup link is written to the audit log', async () => {
    const token = new URL(
      (await issueSetupTokenIfNoAdmin(server.core)) ?? 'http://x/',
    ).searchParams.get('token');
    const owner = await signedUpClient(server.baseUrl);
    const claimed = await owner.client.post('/api/auth/claim-admin', { token });
    expect(claimed.status).toBe(200);
    const rows = await server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, owner.userId),
          inArray(auditEvents.action, ['admin.role_granted']),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: owner.userId,
      after: { role: 'admin', via: 'setup' },
    });
  });
});
