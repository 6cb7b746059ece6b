import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVault, reencryptTokens, tokenContext } from '@fanout/core/accounts';
import { oauthStates, socialAccounts } from '@fanout/db/schema';
import type { AccountGroup, SocialAccount } from '@fanout/shared';
import { deriveKey, resolveAppSecret } from '@fanout/runtime';
import { HttpClient, signedUpClient } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let alice: HttpClient;
let bob: HttpClient;
let aliceGroup: AccountGroup;

beforeAll(async () => {
  server = await startTestServer();
  alice = (await signedUpClient(server.baseUrl)).client;
  bob = (await signedUpClient(server.baseUrl)).client;
  aliceGroup = (await alice.post('/api/account-groups', { name: 'Alice brand' }))
    .body as AccountGroup;
});
afterAll(async () => server.close());

async function accountCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(socialAccounts);
  return row?.n ?? -1;
}

const outcome = (url: URL) => ({
  code: url.searchParams.get('connectError'),
  message: url.searchParams.get('message'),
});

describe('OAuth callbacks that must not connect anything', () => {
  it('a tampered state', async () => {
    const callback = new URL(
      await submitConsent(await connectUrl(alice, 'linkedin', aliceGroup.id)),
    );
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const back = await followCallback(alice, callback.toString());
    expect(outcome(back).code).toBe('state_invalid');
    expect(outcome(back).message).toMatch(/not valid/);
    expect(await accountCount()).toBe(0);
  });

  it('a replayed state: the second use is refused', async () => {
    const callback = await submitConsent(await connectUrl(alice, 'tiktok', aliceGroup.id));
    expect((await followCallback(alice, callback)).searchParams.get('connected')).toBe('tiktok');
    const before = await accountCount();
    const replay = await followCallback(alice, callback);
    expect(outcome(replay).code).toBe('state_invalid');
    expect(await accountCount()).toBe(before);
    await alice.request('DELETE', `/api/social-accounts/${(await firstAccount(alice)).id}`);
  });

  it('a callback arriving with another user’s session', async () => {
    const callback = await submitConsent(await connectUrl(alice, 'youtube', aliceGroup.id));
    const stolen = await followCallback(bob, callback);
    expect(outcome(stolen).code).toBe('state_invalid');
    expect(await accountCount()).toBe(0);
    // The rightful user can still finish it: the refusal did not burn her state.
    expect((await followCallback(alice, callback)).searchParams.get('connected')).toBe('youtube');
    await alice.request('DELETE', `/api/social-accounts/${(await firstAccount(alice)).id}`);
  });

  it('a signed-out callback', async () => {
    const callback = await submitConsent(await connectUrl(alice, 'linkedin', aliceGroup.id));
    expect(outcome(await followCallback(new HttpClient(server.baseUrl), callback)).code).toBe(
      'state_invalid',
    );
    expect(await accountCount()).toBe(0);
  });

  it('denied consent', async () => {
    const back = await followCallback(
      alice,
      await submitConsent(await connectUrl(alice, 'pinterest', aliceGroup.id), {
        decision: 'deny',
      }),
    );
    expect(outcome(back)).toEqual({
      code: 'access_denied',
      message: 'You declined the authorization on Pinterest.',
    });
    expect(await accountCount()).toBe(0);
  });

  it('an expired state', async () => {
    const callback = await submitConsent(await connectUrl(alice, 'threads', aliceGroup.id));
    await server.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const back = await followCallback(alice, callback);
    expect(outcome(back)).toEqual({
      code: 'state_expired',
      message: 'The connection request expired. Please try again.',
    });
    expect(await accountCount()).toBe(0);
  });

  it('a platform error during the code exchange', async () => {
    const callback = await submitConsent(await connectUrl(alice, 'twitter', aliceGroup.id));
    server.sandbox.failNext('twitter', 'token', {
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'Value passed for the authorization code was invalid.',
      },
    });
    const back = await followCallback(alice, callback);
    expect(outcome(back).code).toBe('platform_error');
    expect(outcome(back).message).toMatch(/^X returned an error: .*authorization code was invalid/);
    expect(await accountCount()).toBe(0);
  });

  it('a PKCE verifier that does not match is refused by the platform', async () => {
    const authUrl = new URL(await connectUrl(alice, 'twitter', aliceGroup.id));
    authUrl.searchParams.set('code_challenge', 'A'.repeat(43));
    const back = await followCallback(alice, await submitConsent(authUrl.toString()));
    expect(outcome(back).code).toBe('platform_error');
    expect(await accountCount()).toBe(0);
  });
});

async function firstAccount(owner: HttpClient): Promise<SocialAccount> {
  const [account] = (await owner.get('/api/social-accounts')).body as SocialAccount[];
  if (!account) throw new Error('no account');
  return account;
}

describe('one user cannot touch another’s groups and accounts', () => {
  let account: SocialAccount;
  beforeAll(async () => {
    await followCallback(
      alice,
      await submitConsent(await connectUrl(alice, 'facebook', aliceGroup.id)),
    );
    account = await firstAccount(alice);
  });

  it('cannot list them', async () => {
    expect((await bob.get('/api/social-accounts')).body).toEqual([]);
    expect((await bob.get('/api/account-groups')).body).toEqual([]);
  });

  it('cannot disconnect, list pages for, or pick a page for the account', async () => {
    expect((await bob.request('DELETE', `/api/social-accounts/${account.id}`)).status).toBe(404);
    expect((await bob.get(`/api/social-accounts/${account.id}/facebook-pages`)).status).toBe(404);
    expect(
      (
        await bob.request('PATCH', `/api/social-accounts/${account.id}/facebook-page`, {
          body: { pageId: '1' },
        })
      ).status,
    ).toBe(404);
    expect((await firstAccount(alice)).id).toBe(account.id);
  });

  it('cannot connect into, rename or delete the group', async () => {
    expect((await bob.get(`/api/oauth/connect/linkedin?groupId=${aliceGroup.id}`)).status).toBe(
      404,
    );
    expect(
      (
        await bob.post('/api/social-accounts/bluesky', {
          groupId: aliceGroup.id,
          handle: 'bob.bsky.social',
          appPassword: 'abcd-efgh-ijkl-mnop',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await bob.request('PATCH', `/api/account-groups/${aliceGroup.id}`, {
          body: { name: 'mine now' },
        })
      ).status,
    ).toBe(404);
    expect((await bob.request('DELETE', `/api/account-groups/${aliceGroup.id}`)).status).toBe(404);
    expect(((await alice.get('/api/account-groups')).body as AccountGroup[])[0]?.name).toBe(
      'Alice brand',
    );
  });
});

describe('groups', () => {
  it('need a name, and refuse deletion while they hold accounts', async () => {
    const blank = await alice.post('/api/account-groups', { name: '   ' });
    expect(blank.status).toBe(400);
    expect((blank.body as { message: string }).message).toMatch(/Name is required/);
    const refused = await alice.request('DELETE', `/api/account-groups/${aliceGroup.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(
      'Disconnect the 1 account in "Alice brand" before deleting the group.',
    );
    const empty = (await alice.post('/api/account-groups', { name: 'Spare' })).body as AccountGroup;
    expect((await alice.request('DELETE', `/api/account-groups/${empty.id}`)).status).toBe(200);
  });
});

describe('token key rotation', () => {
  it('re-encrypts every stored token under the new key; the old key can then go', async () => {
    const appKey = {
      id: 'app',
      key: deriveKey(resolveAppSecret(server.config, server.core.logger), 'token-vault'),
    };
    const next = { id: 'k2', key: randomBytes(32) };
    const rotated = { ...server.core, vault: createTokenVault([next, appKey]) };
    const before = await server.database.db.select().from(socialAccounts);
    const plain = before.map((row) =>
      server.core.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id)),
    );

    const result = await reencryptTokens(rotated);
    expect(result.accounts).toBe(before.length);
    const after = await server.database.db.select().from(socialAccounts);
    const onlyNewKey = createTokenVault([next]);
    after.forEach((row, index) => {
      expect(row.accessTokenEnc).toMatch(/^v1\.k2\./);
      expect(onlyNewKey.decrypt(row.accessTokenEnc, tokenContext.access(row.id))).toBe(
        plain[index],
      );
    });
    expect((await reencryptTokens(rotated)).values).toBe(0);
  });
});
