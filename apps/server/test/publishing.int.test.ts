import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { makeMediaFixtures } from '@fanout/core/testing';
import { creditTransactions, notifications, postTargets, socialAccounts } from '@fanout/db/schema';
import type { ContentItem, NotificationList, SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  DRIVERS,
  driverEnv,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';
import { uploadFiles } from './upload-client';

describe.each(DRIVERS)('publishing with the %s job driver', (driver) => {
  let server: PublishingServer;
  let alice: Awaited<ReturnType<typeof newCreator>>;
  let accounts: Record<'twitter' | 'linkedin' | 'bluesky', SocialAccount>;

  beforeAll(async () => {
    // A LinkedIn app without partner approval, as most operators have: no r_member_social, so a
    // LinkedIn lost answer cannot be checked (ADR 0038; the chaos test runs the approved case).
    server = await startPublishingServer({ ...driverEnv(driver), LINKEDIN_READ_POSTS: 'false' });
    alice = await newCreator(server);
    accounts = {
      twitter: await connectAccount(alice.client, alice.group, 'twitter'),
      linkedin: await connectAccount(alice.client, alice.group, 'linkedin'),
      bluesky: await connectAccount(alice.client, alice.group, 'bluesky'),
    };
  });
  afterAll(async () => server.close());

  async function balance(): Promise<number> {
    const body = (await alice.client.get('/api/credits')).body as { credits: number };
    return body.credits;
  }

  function sandboxPostsWith(text: string) {
    return server.sandbox.publishing.posts().filter((post) => post.text === text);
  }

  describe('publishing now', () => {
    it('publishes each target once, records its link, and charges 3 credits per platform', async () => {
      const before = await balance();
      const post = await postNow(alice.client, [
        accounts.twitter.id,
        accounts.linkedin.id,
        accounts.bluesky.id,
      ]);
      const targets = await settledTargets(server, post.id);
      expect(targets.map((t) => [t.platform, t.state]).sort()).toEqual([
        ['bluesky', 'published'],
        ['linkedin', 'published'],
        ['twitter', 'published'],
      ]);
      for (const target of targets) {
        expect(target.platformPostId).toBeTruthy();
        // In sandbox mode the link is the sandbox's page of the post (ADR 0066).
        expect(target.platformPostUrl).toBe(
          `${server.baseUrl}/sandbox/_control/publishing/${target.platform}/posts/${encodeURIComponent(target.platformPostId ?? '')}`,
        );
      }
      expect(sandboxPostsWith(post.textContent)).toHaveLength(3);
      expect(await balance()).toBe(before - 9);
      const charges = await server.database.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.kind, 'publish_charge'));
      for (const target of targets) {
        expect(charges.filter((c) => c.reference === target.id)).toHaveLength(1);
      }
      // The API shows the per-platform result with its link.
      const listed = (
        (await alice.client.get('/api/posts')).body as Array<{
          id: string;
          status: string;
          platforms: Array<{ platformPostUrl: string | null }>;
        }>
      ).find((p) => p.id === post.id);
      expect(listed?.status).toBe('published');
      expect(
        listed?.platforms.every((t) => t.platformPostUrl?.startsWith(`${server.baseUrl}/sandbox/`)),
      ).toBe(true);
    });
  });

  describe('access tokens', () => {
    it('renews a token that expires within the refresh window before publishing, and uses a fresh one as it is', async () => {
      const accountRow = async () =>
        (
          await server.database.db
            .select()
            .from(socialAccounts)
            .where(eq(socialAccounts.id, accounts.linkedin.id))
        )[0];
      await server.database.db
        .update(socialAccounts)
        .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
        .where(eq(socialAccounts.id, accounts.linkedin.id));
      const expiring = await accountRow();

      const first = await postNow(alice.client, [accounts.linkedin.id]);
      expect((await settledTargets(server, first.id))[0]?.state).toBe('published');
      const renewed = await accountRow();
      expect(renewed?.accessTokenEnc).not.toBe(expiring?.accessTokenEnc);
      expect(renewed?.tokenExpiresAt?.getTime()).toBeGreaterThan(
        Date.now() + server.config.oauth.refreshWindowMs,
      );

      const second = await postNow(alice.client, [accounts.linkedin.id]);
      expect((await settledTargets(server, second.id))[0]?.state).toBe('published');
      const after = await accountRow();
      expect(after?.accessTokenEnc).toBe(renewed?.accessTokenEnc);
      expect(after?.tokenExpiresAt).toEqual(renewed?.tokenExpiresAt);
    });
  });

  describe('failures', () => {
    it('a refusal fails the target with the platform reason, refunds it, and notifies once', async () => {
      server.sandbox.publishing.failNext('linkedin', {
        kind: 'refuse',
        message: 'Duplicate content',
      });
      const before = await balance();
      const post = await postNow(alice.client, [accounts.linkedin.id, accounts.twitter.id]);
      const targets = await settledTargets(server, post.id);
      const linkedin = targets.find((t) => t.platform === 'linkedin');
      expect(linkedin?.state).toBe('failed');
      expect(linkedin?.errorClass).toBe('invalid_content');
      expect(linkedin?.errorMessage).toContain('Duplicate content');
      expect(targets.find((t) => t.platform === 'twitter')?.state).toBe('published');
      // Charged 3 + 3, refunded 3.
      expect(await balance()).toBe(before - 3);
      const refunds = await server.database.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.reference, linkedin?.id ?? ''));
      expect(refunds.map((r) => [r.kind, r.amount]).sort()).toEqual([
        ['publish_charge', -3],
        ['refund', 3],
      ]);
      const bell = (await alice.client.get('/api/notifications')).body as NotificationList;
      const mine = bell.notifications.filter((n) => n.postId === post.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ kind: 'target_failed', read: false });
      expect(mine[0]?.body).toContain('Duplicate content');
      expect(bell.unread).toBeGreaterThanOrEqual(1);
    });

    it('another user sees none of the notifications and cannot mark them read', async () => {
      const mine = (await alice.client.get('/api/notifications')).body as NotificationList;
      expect(mine.unread).toBeGreaterThanOrEqual(1);
      const mallory = await newCreator(server, 'Other');
      const theirs = (await mallory.client.get('/api/notifications')).body as NotificationList;
      expect(theirs).toEqual({ notifications: [], unread: 0 });
      const ids = mine.notifications.map((n) => n.id);
      const marked = await mallory.client.post('/api/notifications/read', { ids });
      expect(marked.status).toBe(200);
      const after = (await alice.client.get('/api/notifications')).body as NotificationList;
      expect(after.unread).toBe(mine.unread);
      const read = await alice.client.post('/api/notifications/read', { all: true });
      expect((read.body as NotificationList).unread).toBe(0);
    });

    it('a transient failure before the post exists is retried and publishes once', async () => {
      server.sandbox.publishing.failNext('twitter', { kind: 'transient' });
      const post = await postNow(alice.client, [accounts.twitter.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      expect(target?.runCount).toBe(2);
      expect(sandboxPostsWith(post.textContent)).toHaveLength(1);
    });

    it('a rate limit pauses the account until the platform reset, then publishes once', async () => {
      // 3 s: a pause already over by the time the refusal is handled is not recorded
      // (remember-rate-limit.ts), and a loaded machine may take over a second to get there.
      server.sandbox.publishing.failNext('bluesky', { kind: 'rate_limit', retryAfterSeconds: 3 });
      const post = await postNow(alice.client, [accounts.bluesky.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      const [account] = await server.database.db
        .select({ until: socialAccounts.rateLimitedUntil })
        .from(socialAccounts)
        .where(eq(socialAccounts.id, accounts.bluesky.id));
      expect(account?.until).toBeInstanceOf(Date);
      expect(sandboxPostsWith(post.textContent)).toHaveLength(1);
    });
  });

  describe('a definite refusal of the call that creates the post', () => {
    it('a rate limit there means no post: retried without reconciling, published once (Pinterest)', async () => {
      const pinterest = await connectAccount(alice.client, alice.group, 'pinterest');
      const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-pin-')));
      const upload = await uploadFiles(server.baseUrl, alice.client, [fixtures.imagePng]);
      const [image] = (upload.body as { items: ContentItem[] }).items;
      server.sandbox.publishing.failNext('pinterest', { kind: 'rate_limit', retryAfterSeconds: 1 });
      const post = await postNow(alice.client, [pinterest.id], { attachments: [image?.id] });
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      expect(target?.runCount).toBe(2);
      // A pin holds the title (here the first line) and the description.
      const pins = server.sandbox.publishing
        .posts('pinterest')
        .filter((pin) => pin.text.endsWith(post.textContent));
      expect(pins).toHaveLength(1);
      expect(pins[0]?.id).toBe(target?.platformPostId);
    });
  });

  describe('lost answers', () => {
    it('X: the post went out but the answer was lost — reading back finds it, published once', async () => {
      server.sandbox.publishing.failNext('twitter', { kind: 'drop_answer' });
      const post = await postNow(alice.client, [accounts.twitter.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      const onPlatform = sandboxPostsWith(post.textContent);
      expect(onPlatform).toHaveLength(1);
      expect(target?.platformPostId).toBe(onPlatform[0]?.id);
    });

    it('Bluesky: the record key chosen before the call finds the record, published once', async () => {
      server.sandbox.publishing.failNext('bluesky', { kind: 'drop_answer' });
      const post = await postNow(alice.client, [accounts.bluesky.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      expect(sandboxPostsWith(post.textContent)).toHaveLength(1);
    });

    it('Facebook: the Page’s recent posts hold the post — matched by text and time, published once', async () => {
      const facebook = await connectAccount(alice.client, alice.group, 'facebook');
      server.sandbox.publishing.failNext('facebook', { kind: 'drop_answer' });
      const post = await postNow(alice.client, [facebook.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      const onPlatform = sandboxPostsWith(post.textContent);
      expect(onPlatform).toHaveLength(1);
      expect(target?.platformPostId).toBe(onPlatform[0]?.id);
      // Found by the reconciliation: its link is the sandbox's page too (ADR 0066).
      expect(target?.platformPostUrl).toBe(
        `${server.baseUrl}/sandbox/_control/publishing/facebook/posts/${encodeURIComponent(onPlatform[0]?.id ?? '')}`,
      );
    });

    it('Pinterest: the board’s recent Pins hold the Pin — published once with its id', async () => {
      const pinterest = await connectAccount(alice.client, alice.group, 'pinterest');
      const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-pin-')));
      const upload = await uploadFiles(server.baseUrl, alice.client, [fixtures.imagePng]);
      const [image] = (upload.body as { items: ContentItem[] }).items;
      server.sandbox.publishing.failNext('pinterest', { kind: 'drop_answer' });
      const post = await postNow(alice.client, [pinterest.id], { attachments: [image?.id] });
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
      const pins = server.sandbox.publishing
        .posts('pinterest')
        .filter((pin) => pin.text.endsWith(post.textContent));
      expect(pins).toHaveLength(1);
      expect(target?.platformPostId).toBe(pins[0]?.id);
    });

    it('Facebook: a post another target already recorded is never matched twice — unconfirmed', async () => {
      const facebook = await connectAccount(alice.client, alice.group, 'facebook');
      const textContent = `Same words twice ${Math.random().toString(36).slice(2)}`;
      const first = await postNow(alice.client, [facebook.id], { textContent });
      const [recorded] = await settledTargets(server, first.id);
      expect(recorded?.state).toBe('published');
      // A 5xx to the second post's call: nothing was created, and the only post with its text and
      // time is the first post's, which is not this target's.
      server.sandbox.publishing.failNext('facebook', { kind: 'transient' });
      const second = await postNow(alice.client, [facebook.id], { textContent });
      const [target] = await settledTargets(server, second.id);
      expect(target?.state).toBe('unconfirmed');
      expect(target?.platformPostId).toBeNull();
      expect(target?.errorMessage).toContain('look at your Facebook account');
      expect(sandboxPostsWith(textContent)).toHaveLength(1);
    });

    it('LinkedIn without r_member_social: no way to check, so the target is unconfirmed, charged, and the user is told', async () => {
      server.sandbox.publishing.failNext('linkedin', { kind: 'drop_answer' });
      const before = await balance();
      const post = await postNow(alice.client, [accounts.linkedin.id]);
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('unconfirmed');
      expect(target?.errorMessage).toContain('look at your LinkedIn account');
      expect(sandboxPostsWith(post.textContent)).toHaveLength(1);
      expect(await balance()).toBe(before - 3);
      const rows = await server.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.targetId, target?.id ?? ''));
      expect(rows.map((r) => r.kind)).toEqual(['target_unconfirmed']);
    });
  });

  describe('a lost answer to a TikTok photo post', () => {
    it('before TikTok gave a publish id: unconfirmed, saying exactly what is unknown', async () => {
      const tiktok = await connectAccount(alice.client, alice.group, 'tiktok');
      const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-tt-')));
      const upload = await uploadFiles(server.baseUrl, alice.client, [fixtures.imageJpeg]);
      const [image] = (upload.body as { items: ContentItem[] }).items;
      server.sandbox.publishing.failNext('tiktok', { kind: 'drop_answer' });
      const post = await postNow(alice.client, [tiktok.id], { attachments: [image?.id] });
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('unconfirmed');
      expect(target?.errorMessage).toBe(
        "TikTok did not confirm the post: the answer to the photo post was lost before TikTok gave its publish id, and TikTok's status endpoint can only be asked with that id, so whether the photos were posted is unknown. It may have been published: look at your TikTok account before posting it again.",
      );
      expect(target?.errorMessage).not.toContain('no way to check');
      expect(server.sandbox.publishing.posts('tiktok')).toHaveLength(1);
    });
  });

  describe('credits at publish time', () => {
    it('50 targets against a balance for 49: 49 published, exactly one refused, balance never below 0', async () => {
      const bob = await newCreator(server, 'Fifty');
      const account = await connectAccount(bob.client, bob.group, 'bluesky');
      // Enough to schedule all 50 (the sign-up grant plus a top-up)...
      const top = 50 * 3 - 60;
      await applyCreditChange(server.database.db, {
        userId: bob.userId,
        amount: top,
        kind: 'adjustment',
        description: 'test top-up',
        idempotencyKey: `top:${bob.userId}`,
      });
      const due = new Date(Date.now() + 60_000).toISOString();
      const posts = [];
      for (let i = 0; i < 50; i += 1) {
        const response = await bob.client.post('/api/posts', {
          title: null,
          textContent: `Fifty ${i} ${bob.userId}`,
          platforms: [account.id],
          status: 'scheduled',
          scheduledAt: due,
          generationMode: 'predefined',
          timeZone: 'UTC',
        });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        posts.push(response.body as { id: string });
      }
      // ...then the balance drops by one target's worth before they are due.
      await applyCreditChange(server.database.db, {
        userId: bob.userId,
        amount: -3,
        kind: 'adjustment',
        description: 'test spend',
        idempotencyKey: `spend:${bob.userId}`,
      });
      await server.database.db
        .update(postTargets)
        .set({ dueAt: new Date(Date.now() - 1_000) })
        .where(eq(postTargets.ownerId, bob.userId));
      // The sweeper finds them due and hands them over at once: they race for the balance.
      const states = [];
      for (const post of posts) states.push(...(await settledTargets(server, post.id, 60_000)));
      expect(states.filter((t) => t.state === 'published')).toHaveLength(49);
      const refused = states.filter((t) => t.state === 'failed');
      expect(refused).toHaveLength(1);
      expect(refused[0]?.errorMessage).toBe('Insufficient credits. Please purchase more credits.');
      const credits = (await bob.client.get('/api/credits')).body as { credits: number };
      expect(credits.credits).toBe(0);
    });
  });
});
