/**
 * A run that was paused past its lease (a frozen VM, a long GC) must not make the irreversible call
 * once a successor may be making it: the claim is checked, and the lease renewed, right before the
 * call. The chaos test freezes real workers at random; these pin the two cases down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTargetAttempts, postTargets } from '@fanout/db/schema';
import type { PlatformPublisher } from '@fanout/platforms';
import type { SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

let server: PublishingServer;
let alice: Awaited<ReturnType<typeof newCreator>>;
let twitter: SocialAccount;
let realTwitter: PlatformPublisher;

beforeAll(async () => {
  server = await startPublishingServer();
  alice = await newCreator(server);
  twitter = await connectAccount(alice.client, alice.group, 'twitter');
  realTwitter = server.core.publishers.twitter;
});
afterAll(async () => server.close());

/** X's adapter, with `beforeFirstPublish` run once before its first publish of the test. */
function interceptFirstPublish(beforeFirstPublish: PlatformPublisher['publish']) {
  let first = true;
  server.core.publishers.twitter = {
    ...realTwitter,
    publish: async (input) => {
      if (!first) return realTwitter.publish(input);
      first = false;
      return beforeFirstPublish(input);
    },
  };
}

async function attemptsOf(targetId: string) {
  return server.database.db
    .select()
    .from(postTargetAttempts)
    .where(eq(postTargetAttempts.targetId, targetId))
    .orderBy(postTargetAttempts.startedAt);
}

function postsOnX(text: string) {
  return server.sandbox.publishing.posts('twitter').filter((post) => post.text === text);
}

describe('a run taken over while paused', () => {
  it('stops before the irreversible call; the successor publishes once', async () => {
    const stale: { targetId?: string } = {};
    interceptFirstPublish(async (input) => {
      stale.targetId = input.targetId;
      // While this run was paused, its lease expired and another run claimed the target.
      await server.database.db
        .update(postTargets)
        .set({
          runCount: 2,
          claimToken: sql`gen_random_uuid()`,
          leaseExpiresAt: new Date(Date.now() + 500),
        })
        .where(and(eq(postTargets.id, input.targetId), eq(postTargets.runCount, 1)));
      return realTwitter.publish(input);
    });
    const post = await postNow(alice.client, [twitter.id]);

    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    expect(stale.targetId).toBe(target?.id);
    // The stale run made no post; the run after the (simulated) successor's expiry made one.
    const onX = postsOnX(post.textContent);
    expect(onX).toHaveLength(1);
    expect(target?.platformPostId).toBe(onX[0]?.id);
    const attempts = await attemptsOf(target?.id ?? '');
    expect(attempts[0]?.outcome).toBe('claim_lost');
    expect(attempts.at(-1)?.outcome).toBe('published');
  });

  it('gives the target back unsent when the renewal was answered too late', async () => {
    interceptFirstPublish(async (input) => {
      // The UPDATE that renews the lease is answered after most of the lease has gone by: the
      // clock reads a lease later at the check that follows the renewal (its second reading).
      // Only this run's readings count: a poll's request reads the clock too.
      const leaseMs = server.core.config.publishing?.leaseMs ?? 0;
      const thisRun = new AsyncLocalStorage<true>();
      let readings = 0;
      server.core.now = () =>
        new Date(Date.now() + (thisRun.getStore() && ++readings === 2 ? leaseMs : 0));
      try {
        await thisRun.run(true, () => input.markIrreversible());
      } finally {
        delete server.core.now;
      }
      return realTwitter.publish(input);
    });
    const post = await postNow(alice.client, [twitter.id]);

    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    expect(postsOnX(post.textContent)).toHaveLength(1);
    const attempts = await attemptsOf(target?.id ?? '');
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['claim_lost', 'published']);
  });
});
