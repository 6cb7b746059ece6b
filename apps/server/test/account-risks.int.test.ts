import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAccount, warnAccountsAtRisk } from '@fanout/core/accounts';
import { notifications, socialAccounts, users } from '@fanout/db/schema';
import {
  accountRiskHeadline,
  targetAtRisk,
  type AccountRisk,
  type Post,
  type SocialAccount,
} from '@fanout/shared';
import { connectAccount, newCreator, type Connectable } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

/** ADR 0060: accounts whose scheduled posts will fail, said before they fail. */
let server: TestServer;
beforeAll(async () => {
  // Enough credits for the 52 posts of one test.
  server = await startTestServer({ SIGNUP_CREDIT_GRANT: '200' });
});
afterAll(async () => server.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inMs = (ms: number) => new Date(Date.now() + ms);
const ZONE = 'Europe/Berlin';

async function creatorWith(...platforms: Connectable[]) {
  const creator = await newCreator(server);
  await server.database.db
    .update(users)
    .set({ timeZone: ZONE })
    .where(eq(users.id, creator.userId));
  const accounts: SocialAccount[] = [];
  for (const platform of platforms) {
    accounts.push(await connectAccount(creator.client, creator.group, platform));
  }
  const scheduled: Post[] = [];
  const schedule = async (accountIds: string[], at: Date, title = 'Planned') => {
    const answer = await creator.client.post('/api/posts', {
      title,
      textContent: `${title} text`,
      platforms: accountIds,
      status: 'scheduled',
      scheduledAt: at.toISOString(),
      timeZone: ZONE,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    scheduled.push(answer.body as Post);
    return answer.body as Post;
  };
  const risks = async () => {
    const answer = await creator.client.get('/api/social-accounts/at-risk');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as AccountRisk[];
  };
  const setAccount = (id: string, values: Partial<typeof socialAccounts.$inferInsert>) =>
    server.database.db.update(socialAccounts).set(values).where(eq(socialAccounts.id, id));
  const warnings = () =>
    server.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, creator.userId), eq(notifications.kind, 'account_at_risk')),
      );
  return { ...creator, accounts, scheduled, schedule, risks, setAccount, warnings };
}

/** The targets of `posts` the pages mark from the risks (`targetAtRisk`), sorted. */
function markedTargets(risks: readonly AccountRisk[], posts: readonly Post[]): string[] {
  const riskOf = new Map(risks.map((risk) => [risk.accountId, risk]));
  return posts
    .flatMap((post) => post.platforms)
    .filter((target) => {
      const risk = riskOf.get(target.socialAccountId ?? '');
      return risk !== undefined && targetAtRisk(risk, target);
    })
    .map((target) => target.id)
    .sort();
}

/** The pages' reading of the risks marks exactly the targets the server lists. */
function expectPagesAgree(risks: readonly AccountRisk[], posts: readonly Post[]): void {
  const listed = risks.flatMap((risk) => risk.posts.map((post) => post.targetId)).sort();
  expect(markedTargets(risks, posts)).toEqual(listed);
}

const targetOf = (post: Post, accountId: string) =>
  post.platforms.find((target) => target.socialAccountId === accountId)?.id;

describe('GET /api/social-accounts/at-risk', () => {
  it('lists nothing while every account can be renewed, however far its posts are', async () => {
    const creator = await creatorWith('twitter', 'linkedin');
    await creator.schedule(
      creator.accounts.map((account) => account.id),
      inMs(2 * DAY),
    );
    await creator.schedule(
      creator.accounts.map((account) => account.id),
      inMs(300 * DAY),
    );
    expect(await creator.risks()).toEqual([]);
  });

  it('lists an account the platform refused to renew, with its scheduled posts soonest first', async () => {
    const creator = await creatorWith('twitter', 'linkedin');
    const [x, linkedin] = creator.accounts as [SocialAccount, SocialAccount];
    const later = await creator.schedule([x.id, linkedin.id], inMs(3 * DAY), 'Later');
    const sooner = await creator.schedule([x.id], inMs(2 * DAY), 'Sooner');
    await creator.schedule([linkedin.id], inMs(DAY), 'LinkedIn only');
    await creator.client.post('/api/posts', {
      textContent: 'A draft is not due',
      platforms: [x.id],
      status: 'draft',
    });
    await creator.setAccount(x.id, {
      status: 'needs_attention',
      statusMessage: 'Reconnect this account: X refused to renew its access (invalid_grant).',
    });

    const risks = await creator.risks();
    expect(risks).toEqual([
      {
        accountId: x.id,
        platform: 'twitter',
        accountName: x.displayName,
        groupId: creator.group.id,
        reason: 'needs_attention',
        statusMessage: 'Reconnect this account: X refused to renew its access (invalid_grant).',
        accessEndsAt: null,
        postCount: 2,
        posts: [
          { postId: sooner.id, targetId: targetOf(sooner, x.id), dueAt: sooner.scheduledAt },
          { postId: later.id, targetId: targetOf(later, x.id), dueAt: later.scheduledAt },
        ],
      },
    ]);

    expectPagesAgree(risks, creator.scheduled);

    // Nobody else sees them.
    const other = await creatorWith('twitter');
    expect(await other.risks()).toEqual([]);
  });

  it('lists the posts due after the access ends while renewing it keeps failing, until a renewal works', async () => {
    const creator = await creatorWith('linkedin');
    const [linkedin] = creator.accounts as [SocialAccount];
    const before = await creator.schedule([linkedin.id], inMs(HOUR), 'Before the end');
    const after = await creator.schedule([linkedin.id], inMs(DAY), 'After the end');
    const endsAt = inMs(2 * HOUR);
    await creator.setAccount(linkedin.id, { tokenExpiresAt: endsAt });
    // An expiring token alone is no risk: the sweep renews it.
    expect(await creator.risks()).toEqual([]);

    // LinkedIn's token endpoint is down: the renewal fails for a passing reason.
    server.sandbox.failNext('linkedin', 'refresh', {
      status: 503,
      body: { error: 'temporarily_unavailable', error_description: 'Try again later.' },
    });
    expect(await refreshAccount(server.core, linkedin.id, { force: true })).toBe(
      'transient_failure',
    );
    const risks = await creator.risks();
    expect(risks).toMatchObject([
      {
        accountId: linkedin.id,
        reason: 'refresh_failing',
        accessEndsAt: endsAt.toISOString(),
        postCount: 1,
        posts: [{ postId: after.id }],
      },
    ]);
    expect(risks[0]?.posts.map((post) => post.postId)).not.toContain(before.id);
    expectPagesAgree(risks, creator.scheduled);

    // The next renewal works: no longer at risk.
    expect(await refreshAccount(server.core, linkedin.id, { force: true })).toBe('refreshed');
    expect(await creator.risks()).toEqual([]);
  });

  it('lists posts due after an access that ends within the warning window and cannot be renewed', async () => {
    const creator = await creatorWith('linkedin', 'twitter', 'bluesky');
    const [linkedin, x, bluesky] = creator.accounts as [
      SocialAccount,
      SocialAccount,
      SocialAccount,
    ];
    const all = [linkedin.id, x.id, bluesky.id];
    const before = await creator.schedule(all, inMs(2 * DAY), 'Before the end');
    const after = await creator.schedule(all, inMs(5 * DAY), 'After the end');
    // LinkedIn's refresh token ends for good in 3 days (365 days from the first consent).
    const linkedinEnds = inMs(3 * DAY);
    await creator.setAccount(linkedin.id, {
      tokenExpiresAt: inMs(HOUR),
      refreshTokenExpiresAt: linkedinEnds,
    });
    // X gave no refresh token: its access ends with the access token, in 4 days.
    const xEnds = inMs(4 * DAY);
    await creator.setAccount(x.id, { refreshTokenEnc: null, tokenExpiresAt: xEnds });
    // Bluesky's refresh token rolls with every refresh: 30 days ahead is no end.
    await creator.setAccount(bluesky.id, { refreshTokenExpiresAt: inMs(30 * DAY) });
    await creator.schedule([bluesky.id], inMs(40 * DAY), 'Far Bluesky');

    const risks = await creator.risks();
    // Both fail from the same post on: their order between them is not fixed.
    const sorted = [...risks].sort((a, b) => a.platform.localeCompare(b.platform));
    expect(sorted.map((risk) => [risk.platform, risk.reason, risk.accessEndsAt])).toEqual([
      ['linkedin', 'access_ending', linkedinEnds.toISOString()],
      ['twitter', 'access_ending', xEnds.toISOString()],
    ]);
    for (const risk of risks) {
      expect(risk.posts.map((post) => post.postId)).toEqual([after.id]);
      expect(risk.posts.map((post) => post.postId)).not.toContain(before.id);
    }
    expectPagesAgree(risks, creator.scheduled);
  });

  it("tells LinkedIn's fixed end however far ahead it is, and no rolling end beyond the window", async () => {
    const creator = await creatorWith('linkedin', 'bluesky');
    const [linkedin, bluesky] = creator.accounts as [SocialAccount, SocialAccount];
    const both = [linkedin.id, bluesky.id];
    const sooner = await creator.schedule(both, inMs(30 * DAY), 'Before the end');
    const later = await creator.schedule(both, inMs(90 * DAY), 'After the end');
    // Both refresh tokens end in 60 days. LinkedIn's 365 days do not move with a refresh;
    // Bluesky's refresh token is replaced by a new one with each refresh.
    const ends = inMs(60 * DAY);
    await creator.setAccount(linkedin.id, { refreshTokenExpiresAt: ends });
    await creator.setAccount(bluesky.id, { refreshTokenExpiresAt: ends });

    const risks = await creator.risks();
    expect(risks).toMatchObject([
      {
        accountId: linkedin.id,
        reason: 'access_ending',
        accessEndsAt: ends.toISOString(),
        postCount: 1,
        posts: [{ postId: later.id, targetId: targetOf(later, linkedin.id) }],
      },
    ]);
    expect(risks[0]?.posts.map((post) => post.postId)).not.toContain(sooner.id);
    expectPagesAgree(risks, creator.scheduled);
  });

  it('counts every post at risk and lists the soonest 50; the pages mark all of them', async () => {
    const creator = await creatorWith('twitter');
    const [x] = creator.accounts as [SocialAccount];
    for (let i = 0; i < 52; i += 1) await creator.schedule([x.id], inMs(DAY + i * HOUR));
    await creator.setAccount(x.id, { status: 'needs_attention' });
    const risks = await creator.risks();
    const [risk] = risks;
    expect(risk?.postCount).toBe(52);
    expect(risk?.posts).toHaveLength(50);
    const dues = risk?.posts.map((post) => post.dueAt) ?? [];
    expect([...dues].sort()).toEqual(dues);
    // The pages still mark all 52, the two beyond the list too.
    const marked = markedTargets(risks, creator.scheduled);
    expect(marked).toHaveLength(52);
    expect(marked).toEqual(expect.arrayContaining(risk?.posts.map((post) => post.targetId) ?? []));
  });

  it('refuses a caller without a session', async () => {
    const response = await fetch(`${server.baseUrl}/api/social-accounts/at-risk`);
    expect(response.status).toBe(401);
  });
});

describe('the warning sweep (warnAccountsAtRisk)', () => {
  it('tells once, after a real refusal to renew: "N posts on {day} will fail: reconnect X now"', async () => {
    const creator = await creatorWith('linkedin');
    const [linkedin] = creator.accounts as [SocialAccount];
    const at = inMs(2 * DAY);
    await creator.schedule([linkedin.id], at, 'First');
    await creator.schedule([linkedin.id], new Date(at.getTime() + 60_000), 'Second');
    await warnAccountsAtRisk(server.core);
    expect(await creator.warnings()).toHaveLength(0);

    server.sandbox.failNext('linkedin', 'refresh', {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The refresh token was revoked.' },
    });
    expect(await refreshAccount(server.core, linkedin.id, { force: true })).toBe('needs_attention');

    // Two sweeps at once, then another: one notification.
    await Promise.all([warnAccountsAtRisk(server.core), warnAccountsAtRisk(server.core)]);
    await warnAccountsAtRisk(server.core);
    const told = await creator.warnings();
    expect(told).toHaveLength(1);
    const [risk] = await creator.risks();
    if (!risk) throw new Error('LinkedIn is not at risk');
    expect(told[0]?.title).toBe(accountRiskHeadline(risk, new Date(), ZONE));
    expect(told[0]?.title).toMatch(
      /^2 posts (on \w+|tomorrow|from \w+ on) will fail: reconnect LinkedIn now$/,
    );
    expect(told[0]?.body).toContain('LinkedIn refused to renew its access');
    expect(told[0]?.body).toContain('Reconnect it on Connected Accounts before');

    // Its owner's bell lists it.
    const bell = await creator.client.get('/api/notifications');
    expect(JSON.stringify(bell.body)).toContain('reconnect LinkedIn now');
  });

  it('forgets an account no longer at risk, and tells again when it is at risk again', async () => {
    const creator = await creatorWith('twitter');
    const [x] = creator.accounts as [SocialAccount];
    await creator.schedule([x.id], inMs(DAY));
    await creator.setAccount(x.id, { status: 'needs_attention' });
    expect((await warnAccountsAtRisk(server.core)).riskWarnings).toBeGreaterThanOrEqual(1);
    expect(await creator.warnings()).toHaveLength(1);

    // Renewed: no longer at risk, so the sweep forgets it and tells nothing.
    await creator.setAccount(x.id, { status: 'active', statusMessage: null });
    expect(await creator.risks()).toEqual([]);
    await warnAccountsAtRisk(server.core);
    const [row] = await server.database.db
      .select({ warned: socialAccounts.riskWarnedAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, x.id));
    expect(row?.warned).toBeNull();
    expect(await creator.warnings()).toHaveLength(1);

    // Failing again: a new spell, told again.
    await creator.setAccount(x.id, { status: 'needs_attention' });
    await warnAccountsAtRisk(server.core);
    expect(await creator.warnings()).toHaveLength(2);
  });
});
