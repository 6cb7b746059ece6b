import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin, issueSetupTokenIfNoAdmin } from '@fanout/core/auth';
import { runServerCommand } from './run-server-command';
import { HttpClient, signedUpClient, uniqueEmail, unverifiedClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function tokenOf(link: string | null): string {
  const token = new URL(link ?? 'http://x/').searchParams.get('token');
  if (!token) throw new Error(`no setup token in ${String(link)}`);
  return token;
}

async function isAdmin(client: HttpClient): Promise<boolean> {
  const response = await client.get('/api/user/permissions');
  return (response.body as { permissions: string[] }).permissions.includes('view_admin_panel');
}

describe('the first administrator', () => {
  it('a setup token makes a verified user admin once; refuses the unverified, reuse and older tokens', async () => {
    const older = tokenOf(await issueSetupTokenIfNoAdmin(server.core));
    const link = await issueSetupTokenIfNoAdmin(server.core);
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/setup\\?token=`));
    const token = tokenOf(link);

    const unverified = await unverifiedClient(server.baseUrl);
    const refused = await unverified.client.post('/api/auth/claim-admin', { token });
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toMatch(/Verify your email address/);
    expect(await isAdmin(unverified.client)).toBe(false);

    const signedOut = await new HttpClient(server.baseUrl).post('/api/auth/claim-admin', { token });
    expect(signedOut.status).toBe(401);

    const owner = await signedUpClient(server.baseUrl);
    const stale = await owner.client.post('/api/auth/claim-admin', { token: older });
    expect(stale.status).toBe(400);
    expect(await isAdmin(owner.client)).toBe(false);

    const claimed = await owner.client.post('/api/auth/claim-admin', { token });
    expect(claimed.status).toBe(200);
    expect(await isAdmin(owner.client)).toBe(true);

    const other = await signedUpClient(server.baseUrl);
    const reused = await other.client.post('/api/auth/claim-admin', { token });
    expect(reused.status).toBe(400);
    expect((reused.body as { message: string }).message).toMatch(
      /invalid, expired or already used/,
    );
    expect(await isAdmin(other.client)).toBe(false);

    // With an administrator, a restart issues no token at all.
    expect(await issueSetupTokenIfNoAdmin(server.core)).toBeNull();
  });

  it('admin:grant refuses an unverified or unknown address, and grants a verified one', async () => {
    const unverified = await unverifiedClient(server.baseUrl);
    await expect(grantAdmin(server.core, { input: { email: unverified.email } })).rejects.toThrow(
      /has not verified its email address/,
    );
    await expect(
      grantAdmin(server.core, { input: { email: uniqueEmail('ghost') } }),
    ).rejects.toThrow(/No account has the email address/);
    expect(await isAdmin(unverified.client)).toBe(false);

    const verified = await signedUpClient(server.baseUrl);
    expect(
      await grantAdmin(server.core, { input: { email: verified.email.toUpperCase() } }),
    ).toEqual({
      userId: verified.userId,
      alreadyAdmin: false,
    });
    expect(await isAdmin(verified.client)).toBe(true);
  });

  it('`pnpm admin:grant` exits non-zero with the reason for an unverified address', async () => {
    const unverified = await unverifiedClient(server.baseUrl);
    const refused = await runServerCommand('grant-admin', [unverified.email], server.database.url);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/has not verified its email address/);
    expect(await isAdmin(unverified.client)).toBe(false);

    const verified = await signedUpClient(server.baseUrl);
    const granted = await runServerCommand('grant-admin', [verified.email], server.database.url);
    expect(granted.output).toMatch(/is now an administrator/);
    expect(granted.code).toBe(0);
    expect(await isAdmin(verified.client)).toBe(true);
  }, 120_000);
});
