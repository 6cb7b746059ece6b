import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import {
  creditTransactions,
  notifications,
  postTargetAttempts,
  postTargets,
} from '@fanout/db/schema';
import { INSUFFICIENT_CREDITS, targetAdvice, type Post, type SocialAccount } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

/**
 * Retrying one target and resolving an unconfirmed one (ADR 0054), against the
 * sandbox platforms with publishing running: a retry publishes once and charges once, never
 * publishes a target twice, and the user's answer for an unconfirmed target keeps credits exact.
 */
describe('retrying and resolving one target', () => {
  let server: PublishingServer;
  let alice: Awaited<ReturnType<typeof newCreator>>;
  let accounts: Record<'twitter' | 'linkedin' | 'bluesky', SocialAccount>;

  beforeAll(async () => {
    // LinkedIn cannot read posts back here: a lost answer there makes the target unconfirmed.
    server = await startPublishingServer({ LINKEDIN_READ_POSTS: 'false' });
    alice = await newCreator(server);
    accounts = {
      twitter: await connectAccount(alice.client, alice.group, 'twitter'),
      linkedin: await connectAccount(alice.client, alice.group, 'linkedin'),
      bluesky: await connectAccount(alice.client, alice.group, 'bluesky'),
    };
  });
  afterAll(async () => server.close());

  async function balance(): Promise<number> {
    return ((await alice.client.get('/api/credits')).body as { credits: number }).credits;
  }

  function retry(client: HttpClient, postId: string, targetId: string) {
    return client.post(`/api/posts/${postId}/targets/${targetId}/retry`, {});
  }

  function resolve(postId: string, targetId: string, body: Record<string, unknown>) {
    return alice.client.post(`/api/posts/${postId}/targets/${targetId}/resolve`, body);
  }

  function copiesOf(post: Post) {
    return server.sandbox.publishing.posts().filter((p) => p.text === post.textContent);
  }

  async function ledgerOf(targetId: string) {
    const rows = await server.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, targetId))
      .orderBy(creditTransactions.createdAt, creditTransactions.id);
    return rows.map((row) => [row.kind, row.amount, row.idempotencyKey]);
  }

  async function targetRow(targetId: string) {
    const [row] = await server.database.db
      .select()
      .from(postTargets)
      .where(eq(postTargets.id, targetId));
    if (!row) throw new Error('target gone');
    return row;
  }

  /** Posts to LinkedIn and X with LinkedIn refusing: LinkedIn failed (refunded), X published. */
  async function partlyFailedPost() {
    server.sandbox.publishing.failNext('linkedin', { kind: 'refuse', message: 'Text too long' });
    const post = await postNow(alice.client, [accounts.linkedin.id, accounts.twitter.id]);
    const targets = await settledTargets(server, post.id);
    const failed = targets.find((t) => t.platform === 'linkedin');
    const published = targets.find((t) => t.platform === 'twitter');
    if (failed?.state !== 'failed' || published?.state !== 'published') {
      throw new Error(`unexpected: ${targets.map((t) => `${t.platform}=${t.state}`).join(', ')}`);
    }
    return { post, failed, published };
  }

  it('a retry of a failed target publishes it once and charges it once; the post turns Published', async () => {
    const before = await balance();
    const { post, failed } = await partlyFailedPost();
    const listed = ((await alice.client.get('/api/posts')).body as Post[]).find(
      (p) => p.id === post.id,
    );
    expect(listed?.status).toBe('partially_published');
    expect(listed?.platforms.find((t) => t.id === failed.id)?.errorClass).toBe('invalid_content');
    expect(await balance()).toBe(before - 3);
    expect(copiesOf(post)).toHaveLength(1);
    // The notification says what to do, in the same words as the page (target-advice.ts).
    const [notice] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.targetId, failed.id));
    expect(notice?.body).toBe(
      `${failed.errorMessage ?? ''} ${targetAdvice('failed', 'invalid_content') ?? ''}`,
    );
    expect(notice?.body).toContain('shorten the text or change the media');

    const response = await retry(alice.client, post.id, failed.id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answered = response.body as Post;
    expect(answered.platforms.find((t) => t.id === failed.id)?.state).toMatch(
      /^(scheduled|publishing|published)$/,
    );
    const targets = await settledTargets(server, post.id);
    expect(targets.map((t) => t.state)).toEqual(['published', 'published']);
    expect(copiesOf(post)).toHaveLength(2);
    // Charged for both platforms once each, in net: the failed round was refunded.
    expect(await balance()).toBe(before - 6);
    expect(await ledgerOf(failed.id)).toEqual([
      ['publish_charge', -3, `publish:${failed.id}`],
      ['refund', 3, `refund:${failed.id}`],
      ['publish_charge', -3, `publish:${failed.id}:1`],
    ]);
    // The attempt log keeps the failed attempt beside the retry's.
    const attempts = await server.database.db
      .select()
      .from(postTargetAttempts)
      .where(eq(postTargetAttempts.targetId, failed.id));
    expect(attempts.map((a) => a.outcome).sort()).toEqual(['failed', 'published']);
    const after = ((await alice.client.get('/api/posts')).body as Post[]).find(
      (p) => p.id === post.id,
    );
    expect(after?.status).toBe('published');
    // The history pairs each charge with its own round's outcome (the first test: these are the
    // only LinkedIn charges so far).
    const history = (await alice.client.get('/api/credits')).body as {
      transactions: Array<{ type: string; description: string; outcome: string | null }>;
    };
    const linkedinCharges = history.transactions.filter(
      (t) => t.type === 'publish_charge' && t.description.startsWith('Post to LinkedIn'),
    );
    expect(linkedinCharges.map((t) => t.outcome).sort()).toEqual(['published', 'refunded']);
  });

  it('a retry that fails again is refunded again, nothing charged in the end, and told again', async () => {
    const before = await balance();
    const { post, failed } = await partlyFailedPost();
    server.sandbox.publishing.failNext('linkedin', { kind: 'refuse', message: 'Still too long' });
    expect((await retry(alice.client, post.id, failed.id)).status).toBe(200);
    const targets = await settledTargets(server, post.id);
    expect(targets.find((t) => t.id === failed.id)?.state).toBe('failed');
    expect(await balance()).toBe(before - 3);
    expect((await ledgerOf(failed.id)).map(([kind, amount]) => [kind, amount])).toEqual([
      ['publish_charge', -3],
      ['refund', 3],
      ['publish_charge', -3],
      ['refund', 3],
    ]);
    // Each failure the owner met is told: the first, and the retry's (its own reason).
    const told = await server.database.db
      .select({ body: notifications.body, round: notifications.targetRound })
      .from(notifications)
      .where(and(eq(notifications.targetId, failed.id), eq(notifications.kind, 'target_failed')))
      .orderBy(notifications.targetRound);
    expect(told.map((notice) => notice.round)).toEqual([0, 1]);
    expect(told[1]?.body).toContain('Still too long');
  });

  it('a retry of a published target is refused, and nothing is sent or charged', async () => {
    const { post, published } = await partlyFailedPost();
    const before = await balance();
    const response = await retry(alice.client, post.id, published.id);
    expect(response.status).toBe(409);
    expect((response.body as { message: string }).message).toBe(
      'This platform already has the post: it cannot be published again.',
    );
    expect(await balance()).toBe(before);
    expect((await targetRow(published.id)).state).toBe('published');
    expect(copiesOf(post)).toHaveLength(1);
  });

  it('two concurrent retries of one target give one run and one publication', async () => {
    const { post, failed } = await partlyFailedPost();
    const before = await balance();
    const answers = await Promise.all([
      retry(alice.client, post.id, failed.id),
      retry(alice.client, post.id, failed.id),
      retry(alice.client, post.id, failed.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    await settledTargets(server, post.id);
    expect((await targetRow(failed.id)).state).toBe('published');
    expect(copiesOf(post)).toHaveLength(2);
    expect(await balance()).toBe(before - 3);
  });

  it('a retry while a run is in flight is refused, and the run publishes once', async () => {
    server.sandbox.publishing.failNext('bluesky', { kind: 'slow', ms: 2_000 });
    const post = await postNow(alice.client, [accounts.bluesky.id]);
    const targetId = post.platforms[0]?.id ?? '';
    const deadline = Date.now() + 10_000;
    while ((await targetRow(targetId)).state !== 'publishing') {
      if (Date.now() > deadline) throw new Error('the run never started');
      await new Promise((r) => setTimeout(r, 20));
    }
    const response = await retry(alice.client, post.id, targetId);
    expect(response.status).toBe(409);
    expect((response.body as { message: string }).message).toBe(
      'This platform is already being published to: wait for the result.',
    );
    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    expect(copiesOf(post)).toHaveLength(1);
    expect((await ledgerOf(targetId)).map(([kind]) => kind)).toEqual(['publish_charge']);
  });

  async function unconfirmedPost() {
    server.sandbox.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const post = await postNow(alice.client, [accounts.linkedin.id]);
    const [target] = await settledTargets(server, post.id);
    if (target?.state !== 'unconfirmed') throw new Error(`unexpected ${target?.state}`);
    return { post, target };
  }

  it('"It was published" marks an unconfirmed target published with its link, charged once', async () => {
    const before = await balance();
    const { post, target } = await unconfirmedPost();
    // Retry is not the way out of unconfirmed: the user answers first.
    expect((await retry(alice.client, post.id, target.id)).status).toBe(409);
    const bad = await resolve(post.id, target.id, { published: true, url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('url');
    const url = 'https://www.linkedin.com/feed/update/urn:li:share:1';
    const response = await resolve(post.id, target.id, { published: true, url });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answered = (response.body as Post).platforms[0];
    expect([answered?.state, answered?.platformPostUrl]).toEqual(['published', url]);
    expect((response.body as Post).status).toBe('published');
    expect(await balance()).toBe(before - 3);
    expect((await ledgerOf(target.id)).map(([kind]) => kind)).toEqual(['publish_charge']);
    expect(copiesOf(post)).toHaveLength(1);
    // Answered once: a second answer is refused.
    expect((await resolve(post.id, target.id, { published: false })).status).toBe(409);
  });

  it('"It was not published, retry" refunds the charge and publishes again, charged once in net', async () => {
    const before = await balance();
    const { post, target } = await unconfirmedPost();
    const response = await resolve(post.id, target.id, { published: false });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [settled] = await settledTargets(server, post.id);
    expect(settled?.state).toBe('published');
    expect(await balance()).toBe(before - 3);
    expect((await ledgerOf(target.id)).map(([kind, amount]) => [kind, amount])).toEqual([
      ['publish_charge', -3],
      ['refund', 3],
      ['publish_charge', -3],
    ]);
    const attempts = await server.database.db
      .select()
      .from(postTargetAttempts)
      .where(eq(postTargetAttempts.targetId, target.id));
    expect(attempts.map((a) => a.outcome).sort()).toEqual([
      'published',
      'unconfirmed',
      'user_not_published',
    ]);
  });

  it('a retry needs the credits, like Post Now, and says so with the spec message', async () => {
    const { post, failed } = await partlyFailedPost();
    const left = await balance();
    await applyCreditChange(server.database.db, {
      userId: alice.userId,
      amount: -left,
      kind: 'adjustment',
      description: 'test: empty the balance',
      idempotencyKey: `test-empty:${failed.id}`,
    });
    const response = await retry(alice.client, post.id, failed.id);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(INSUFFICIENT_CREDITS);
    expect((await targetRow(failed.id)).state).toBe('failed');
    expect(await balance()).toBe(0);
    await applyCreditChange(server.database.db, {
      userId: alice.userId,
      amount: left,
      kind: 'adjustment',
      description: 'test: give the balance back',
      idempotencyKey: `test-refill:${failed.id}`,
    });
  });

  it("another user's target looks missing (404), and bad ids are a 400 naming the field", async () => {
    const { post, failed } = await partlyFailedPost();
    const mallory = await signedUpClient(server.baseUrl);
    const stolen = await retry(mallory.client, post.id, failed.id);
    expect(stolen.status).toBe(404);
    const resolved = await mallory.client.post(
      `/api/posts/${post.id}/targets/${failed.id}/resolve`,
      { published: true },
    );
    expect(resolved.status).toBe(404);
    expect((await targetRow(failed.id)).state).toBe('failed');
    // A target of another post of the same owner is not found under this post either.
    const other = await postNow(alice.client, [accounts.twitter.id]);
    expect((await retry(alice.client, other.id, failed.id)).status).toBe(404);
    const bad = await retry(alice.client, post.id, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('targetId');
  });
});
