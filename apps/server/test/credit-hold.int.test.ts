import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { postTargets } from '@fanout/db/schema';
import { INSUFFICIENT_CREDITS, type Post, type SocialAccount } from '@fanout/shared';
import type { HttpClient } from './http-client';
import {
  connectAccount,
  newCreator,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

/**
 * Issue 13 item 6: the credit hold is taken with the post's creation, so a burst of Post Now or
 * Schedule requests is refused at once beyond the balance — while the publishing engine runs and
 * claims (charges) the accepted targets concurrently — instead of accepting one too many that then
 * fails later with "Insufficient credits".
 */
let server: PublishingServer;
beforeAll(async () => {
  server = await startPublishingServer();
});
afterAll(async () => server.close());

const REQUESTS = 20;
const ROUNDS = 8;

/** A new creator with one LinkedIn account and exactly `credits` credits (set through the ledger). */
async function creatorWith(credits: number) {
  const creator = await newCreator(server);
  const account = await connectAccount(creator.client, creator.group, 'linkedin');
  const { credits: balance } = (await creator.client.get('/api/credits')).body as {
    credits: number;
  };
  await applyCreditChange(server.core.db, {
    userId: creator.userId,
    amount: credits - balance,
    kind: 'adjustment',
    description: 'test balance',
    idempotencyKey: `test-balance:${creator.userId}`,
  });
  return { ...creator, account };
}

function send(client: HttpClient, account: SocialAccount, body: Record<string, unknown>) {
  return client.post('/api/posts', {
    title: null,
    textContent: `Burst ${Math.random().toString(36).slice(2)}`,
    platforms: [account.id],
    generationMode: 'predefined',
    timeZone: 'UTC',
    ...body,
  });
}

/** Exactly 3 of the burst accepted, the rest refused at once with the spec's message. */
function expectExactlyThreeAccepted(results: Array<{ status: number; body: unknown }>): Post[] {
  const accepted = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status !== 200);
  expect(accepted, JSON.stringify(results.map((r) => r.status))).toHaveLength(3);
  expect(refused).toHaveLength(REQUESTS - 3);
  for (const response of refused) {
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(INSUFFICIENT_CREDITS);
  }
  return accepted.map((response) => response.body as Post);
}

/** Every accepted target publishes — none fails later for want of credits — and all is spent. */
async function expectAllPublished(creator: { userId: string; client: HttpClient }, posts: Post[]) {
  for (const post of posts) {
    const targets = await settledTargets(server, post.id);
    expect(targets.map((t) => [t.state, t.errorMessage])).toEqual([['published', null]]);
  }
  const all = await server.database.db
    .select()
    .from(postTargets)
    .where(eq(postTargets.ownerId, creator.userId));
  expect(all.filter((t) => t.errorClass === 'insufficient_credits')).toEqual([]);
  expect(all).toHaveLength(posts.length);
  expect(((await creator.client.get('/api/credits')).body as { credits: number }).credits).toBe(0);
}

describe('the credit hold under a burst, with publishing running', () => {
  it('20 parallel Post Now requests with credits for 3 accept exactly 3', async () => {
    // A few rounds, each a new creator: the race this guards against shows in most single rounds.
    for (let round = 0; round < ROUNDS; round += 1) {
      const creator = await creatorWith(9);
      const results = await Promise.all(
        Array.from({ length: REQUESTS }, () =>
          send(creator.client, creator.account, { status: 'published' }),
        ),
      );
      await expectAllPublished(creator, expectExactlyThreeAccepted(results));
    }
  });

  it('20 parallel requests, Schedule and Post Now mixed, with credits for 3 accept exactly 3, all of which publish', async () => {
    // The Post Now ones are claimed (charged) by the engine while the others are still being held.
    const creator = await creatorWith(9);
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        send(
          creator.client,
          creator.account,
          i % 2 === 0
            ? { status: 'published' }
            : { status: 'scheduled', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
        ),
      ),
    );
    const accepted = expectExactlyThreeAccepted(results);
    // Bring the scheduled ones forward: they publish, paid by the credits held for them.
    await server.database.db
      .update(postTargets)
      .set({ dueAt: new Date(Date.now() - 1_000) })
      .where(and(eq(postTargets.ownerId, creator.userId), eq(postTargets.state, 'scheduled')));
    await expectAllPublished(creator, accepted);
  });
});
