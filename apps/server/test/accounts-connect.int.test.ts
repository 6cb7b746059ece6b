import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAccount, refreshExpiringAccounts, tokenContext } from '@fanout/core/accounts';
import { socialAccounts, type SocialAccountRow } from '@fanout/db/schema';
import { OAUTH_PLATFORMS } from '@fanout/platforms';
import type { AccountGroup, SocialAccount } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let client: HttpClient;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream });
  client = (await signedUpClient(server.baseUrl)).client;
});
afterAll(async () => server.close());

async function createGroup(owner: HttpClient, name: string): Promise<AccountGroup> {
  const response = await owner.post('/api/account-groups', {
    name,
    description: `${name} accounts`,
  });
  expect(response.status).toBe(200);
  return response.body as AccountGroup;
}

async function rowOf(accountId: string): Promise<SocialAccountRow> {
  const [row] = await server.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, accountId));
  if (!row) throw new Error('no row');
  return row;
}

function tokensOf(row: SocialAccountRow) {
  const { vault } = server.core;
  return {
    access: vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id)),
    refresh: row.refreshTokenEnc
      ? vault.decrypt(row.refreshTokenEnc, tokenContext.refresh(row.id))
      : null,
  };
}

/** Platforms whose refresh answer carries a new refresh token that replaces the old one. */
const ROTATING = new Set(['twitter', 'tiktok', 'pinterest']);
/** Platforms with no refresh token at all: the long-lived access token renews itself. */
const SELF_RENEWING = new Set(['threads', 'facebook', 'instagram']);

describe('connecting each platform through the sandbox', () => {
  let group: AccountGroup;
  const raw: string[] = [];

  beforeAll(async () => {
    group = await createGroup(client, 'Main brand');
  });

  it.each(OAUTH_PLATFORMS)('%s: consent, callback, encrypted tokens, refresh', async (platform) => {
    const authUrl = await connectUrl(client, platform, group.id);
    expect(authUrl.startsWith(`${server.baseUrl}/sandbox/`)).toBe(true);
    const back = await followCallback(client, await submitConsent(authUrl));
    expect(back.pathname).toBe('/accounts');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      connected: platform,
      groupId: group.id,
    });

    const accounts = (await client.get('/api/social-accounts')).body as SocialAccount[];
    const account = accounts.find((a) => a.platform === platform);
    expect(account).toMatchObject({
      platform,
      groupId: group.id,
      isConnected: true,
      status: 'active',
      account: { groupId: group.id },
    });
    expect(account?.platformUsername).toBeTruthy();
    expect(account?.lastSynced).not.toBeNull();

    const row = await rowOf(account?.id ?? '');
    const before = tokensOf(row);
    raw.push(before.access, ...(before.refresh ? [before.refresh] : []));
    expect(row.accessTokenEnc).toMatch(/^v1\.app\./);
    expect(JSON.stringify(row)).not.toContain(before.access);
    if (before.refresh) expect(JSON.stringify(row)).not.toContain(before.refresh);
    expect(SELF_RENEWING.has(platform) ? before.refresh : typeof before.refresh).toBe(
      SELF_RENEWING.has(platform) ? null : 'string',
    );

    // Tokens with a refresh token are renewed after the access token died; long-lived Meta and
    // Threads tokens renew themselves and must be renewed while still valid.
    if (!SELF_RENEWING.has(platform)) server.sandbox.expireAccessTokens(platform);
    expect(await refreshAccount(server.core, row.id, { force: true })).toBe('refreshed');
    const after = tokensOf(await rowOf(row.id));
    raw.push(after.access, ...(after.refresh ? [after.refresh] : []));
    expect(after.access).not.toBe(before.access);
    if (ROTATING.has(platform)) {
      expect(after.refresh).not.toBe(before.refresh);
      // The newest refresh token is the one that works next time.
      expect(await refreshAccount(server.core, row.id, { force: true })).toBe('refreshed');
    } else {
      // LinkedIn keeps its refresh token; YouTube sends none back: the stored one stays.
      expect(after.refresh).toBe(before.refresh);
    }
    if (platform === 'linkedin')
      expect(row.details).toMatchObject({ memberUrn: expect.stringMatching(/^urn:li:person:/) });
    if (platform === 'instagram')
      expect(row.details).toMatchObject({ facebookPageId: expect.any(String) });
  });

  it('bluesky: app password, encrypted session, rotating refresh', async () => {
    const response = await client.post('/api/social-accounts/bluesky', {
      groupId: group.id,
      handle: '@Creator.bsky.social',
      appPassword: 'abcd-efgh-ijkl-mnop',
    });
    expect(response.status).toBe(200);
    const account = response.body as SocialAccount;
    expect(account).toMatchObject({ platform: 'bluesky', platformUsername: 'creator.bsky.social' });
    const before = tokensOf(await rowOf(account.id));
    expect(await refreshAccount(server.core, account.id, { force: true })).toBe('refreshed');
    const after = tokensOf(await rowOf(account.id));
    expect(after.refresh).not.toBe(before.refresh);
    raw.push(before.access, after.access);

    const wrong = await client.post('/api/social-accounts/bluesky', {
      groupId: group.id,
      handle: 'someone.bsky.social',
      appPassword: 'not-an-app-password',
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toMatch(
      /^Bluesky refused the sign-in: .*App passwords/,
    );
    // The reason said once, with what an app password looks like.
    expect((wrong.body as { message: string }).message).toBe(
      'Bluesky refused the sign-in: Invalid identifier or password. Check the handle, and use an app password, not your account password. An app password looks like xxxx-xxxx-xxxx-xxxx: create one in Bluesky under Settings → Privacy and security → App passwords.',
    );
  });

  it('never shows a raw token in API answers or logs', async () => {
    const answers = [
      await client.get('/api/social-accounts'),
      await client.get('/api/account-groups'),
      await client.get('/trpc/socialAccount.list'),
    ];
    const facebook = ((answers[0]?.body ?? []) as SocialAccount[]).find(
      (a) => a.platform === 'facebook',
    );
    answers.push(await client.get(`/api/social-accounts/${facebook?.id}/facebook-pages`));
    const everything = JSON.stringify(answers.map((a) => a.body)) + logLines.join('');
    expect(raw.length).toBeGreaterThan(15);
    for (const token of raw) expect(everything).not.toContain(token);
  });

  it('facebook: lists the pages without tokens and saves the chosen page with its token encrypted', async () => {
    const accounts = (await client.get('/api/social-accounts')).body as SocialAccount[];
    const facebook = accounts.find((a) => a.platform === 'facebook');
    const pages = (await client.get(`/api/social-accounts/${facebook?.id}/facebook-pages`))
      .body as Array<Record<string, unknown>>;
    expect(pages.length).toBeGreaterThan(0);
    expect(Object.keys(pages[0] ?? {}).sort()).toEqual(['category', 'id', 'name']);

    const forged = await client.request(
      'PATCH',
      `/api/social-accounts/${facebook?.id}/facebook-page`,
      {
        body: { pageId: pages[0]?.id, pageName: 'x', pageAccessToken: 'made-up-token' },
      },
    );
    expect(forged.status).toBe(400);
    const unknownPage = await client.request(
      'PATCH',
      `/api/social-accounts/${facebook?.id}/facebook-page`,
      {
        body: { pageId: '999999', pageName: 'Not mine' },
      },
    );
    expect(unknownPage.status).toBe(400);

    const saved = await client.request(
      'PATCH',
      `/api/social-accounts/${facebook?.id}/facebook-page`,
      {
        body: { pageId: pages[0]?.id, pageName: pages[0]?.name },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      facebookPageId: pages[0]?.id,
      facebookPageName: pages[0]?.name,
    });
    const row = await rowOf(facebook?.id ?? '');
    expect(row.facebookPageTokenEnc).toMatch(/^v1\./);
  });

  it('pinterest: the account picks a default board among its own', async () => {
    const accounts = (await client.get('/api/social-accounts')).body as SocialAccount[];
    const pinterest = accounts.find((a) => a.platform === 'pinterest');
    const boards = (
      await client.get(
        `/trpc/socialAccount.pinterestBoards?input=${encodeURIComponent(JSON.stringify({ id: pinterest?.id }))}`,
      )
    ).body as { result: { data: Array<{ id: string; name: string }> } };
    const [board] = boards.result.data;
    const saved = await client.request(
      'PATCH',
      `/api/social-accounts/${pinterest?.id}/pinterest-board`,
      { body: { boardId: board?.id } },
    );
    expect(saved.body).toMatchObject({
      pinterestBoardId: board?.id,
      pinterestBoardName: board?.name,
    });
    const bad = await client.request(
      'PATCH',
      `/api/social-accounts/${pinterest?.id}/pinterest-board`,
      { body: { boardId: 'nope' } },
    );
    expect(bad.status).toBe(400);
  });

  it('marks an account as needing attention when the platform refuses to refresh, keeping its tokens', async () => {
    const accounts = (await client.get('/api/social-accounts')).body as SocialAccount[];
    const tiktok = accounts.find((a) => a.platform === 'tiktok');
    const before = await rowOf(tiktok?.id ?? '');
    server.sandbox.failNext('tiktok', 'refresh', {
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'Refresh token is invalid or expired.',
        log_id: 'sbx',
      },
    });
    expect(await refreshAccount(server.core, before.id, { force: true })).toBe('needs_attention');
    const after = await rowOf(before.id);
    expect(after.refreshTokenEnc).toBe(before.refreshTokenEnc);
    const listed = ((await client.get('/api/social-accounts')).body as SocialAccount[]).find(
      (a) => a.id === before.id,
    );
    expect(listed?.status).toBe('needs_attention');
    expect(listed?.statusMessage).toMatch(
      /^Reconnect this account: TikTok refused to renew its access \(.*Refresh token is invalid or expired/,
    );
  });

  it('the sweep refreshes accounts whose tokens expire soon and leaves the others', async () => {
    const accounts = (await client.get('/api/social-accounts')).body as SocialAccount[];
    const youtube = accounts.find((a) => a.platform === 'youtube');
    const linkedin = accounts.find((a) => a.platform === 'linkedin');
    await server.database.db
      .update(socialAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(socialAccounts.id, youtube?.id ?? ''));
    const linkedinBefore = await rowOf(linkedin?.id ?? '');
    const youtubeBefore = await rowOf(youtube?.id ?? '');
    const counts = await refreshExpiringAccounts(server.core);
    expect(counts.refreshed).toBe(1);
    expect((await rowOf(youtube?.id ?? '')).accessTokenEnc).not.toBe(youtubeBefore.accessTokenEnc);
    expect((await rowOf(youtube?.id ?? '')).tokenExpiresAt?.getTime()).toBeGreaterThan(
      Date.now() + 30 * 60_000,
    );
    expect((await rowOf(linkedin?.id ?? '')).accessTokenEnc).toBe(linkedinBefore.accessTokenEnc);
  });

  it('disconnects: revokes where the platform can, deletes the tokens', async () => {
    const accounts = (await client.get('/api/social-accounts')).body as SocialAccount[];
    const x = accounts.find((a) => a.platform === 'twitter');
    const response = await client.request('DELETE', `/api/social-accounts/${x?.id}`);
    expect(response.status).toBe(200);
    expect(
      await server.database.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.id, x?.id ?? '')),
    ).toEqual([]);
    expect(
      server.sandbox.requests.some(
        (r) => r.platform === 'twitter' && r.path.endsWith('/2/oauth2/revoke'),
      ),
    ).toBe(true);
  });
});
