/**
 * A platform that cannot be reached around the irreversible call (ADR 0038): the platform, or the
 * product with its sandbox, restarting. A call whose connection was refused never left, so it is
 * retried without a reconcile; a lost answer whose reconcile cannot reach the platform is asked
 * again on the retry schedule instead of ending `unconfirmed` within a second and a half.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, postTargetAttempts, users } from '@fanout/db/schema';
import { PlatformError, type PlatformPublisher } from '@fanout/platforms';
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
  // Tries at ≈ 0, 0.2, 0.6, 1.4 and 3 s (the harness's schedule, production's shape).
  server = await startPublishingServer();
  alice = await newCreator(server);
  twitter = await connectAccount(alice.client, alice.group, 'twitter');
  realTwitter = server.core.publishers.twitter;
});
afterEach(() => {
  server.core.publishers.twitter = realTwitter;
  server.sandbox.publishing.reset();
});
afterAll(async () => server.close());

/** What the HTTP layer throws when X's host refuses the connection (platform-failure.ts). */
function refused(operation: string): PlatformError {
  const error = new PlatformError(
    'twitter',
    'transient',
    `X could not be reached for ${operation} (ECONNREFUSED)`,
  );
  error.notSent = true;
  return error;
}

async function attemptsOf(targetId: string) {
  return server.database.db
    .select()
    .from(postTargetAttempts)
    .where(eq(postTargetAttempts.targetId, targetId))
    .orderBy(asc(postTargetAttempts.startedAt));
}

function postsOnX(text: string) {
  return server.sandbox.publishing.posts('twitter').filter((post) => post.text === text);
}

describe('a platform that cannot be reached', () => {
  it('retries an irreversible call whose connection was refused, without asking whether it exists', async () => {
    let reconciles = 0;
    let first = true;
    server.core.publishers.twitter = {
      ...realTwitter,
      publish: async (input) => {
        if (!first) return realTwitter.publish(input);
        first = false;
        await input.markIrreversible();
        throw refused('the post');
      },
      reconcile: async (input) => {
        reconciles += 1;
        return realTwitter.reconcile?.(input) ?? null;
      },
    };
    const post = await postNow(alice.client, [twitter.id]);
    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    expect(reconciles).toBe(0);
    expect(postsOnX(post.textContent)).toHaveLength(1);
    expect((await attemptsOf(target?.id ?? '')).map((a) => a.outcome)).toEqual([
      'retry',
      'published',
    ]);
  });

  it('asks again later when the answer was lost and the platform cannot be asked either', async () => {
    // Alice reads times in India (no DST): the message names the retry on her clock (ADR 0056).
    await server.database.db
      .update(users)
      .set({ timeZone: 'Asia/Kolkata' })
      .where(eq(users.id, alice.userId));
    // The post is made, its answer lost; then X is unreachable for the next two reconciles.
    server.sandbox.publishing.failNext('twitter', { kind: 'drop_answer' });
    let unreachable = 6;
    server.core.publishers.twitter = {
      ...realTwitter,
      reconcile: async (input) => {
        if (unreachable > 0) {
          unreachable -= 1;
          throw refused('the read-back of recent posts');
        }
        return realTwitter.reconcile?.(input) ?? null;
      },
    };
    const post = await postNow(alice.client, [twitter.id]);
    const [target] = await settledTargets(server, post.id, 30_000);
    expect(target?.state).toBe('published');
    const onX = postsOnX(post.textContent);
    expect(onX).toHaveLength(1);
    expect(target?.platformPostId).toBe(onX[0]?.id);
    const attempts = await attemptsOf(target?.id ?? '');
    // Three reconciles a run: two runs could not ask, the third found the post.
    expect(attempts.map((a) => a.outcome)).toEqual(['retry', 'retry', 'published']);
    expect(attempts[0]?.errorMessage).toMatch(
      /^X did not confirm the post, and asking X whether it exists failed too \(X could not be reached for the read-back of recent posts \(ECONNREFUSED\)\); we will ask again at \d\d:\d\d:\d\d GMT\+5:30\.$/,
    );
    await server.database.db
      .update(users)
      .set({ timeZone: 'UTC' })
      .where(eq(users.id, alice.userId));
  });

  it('ends unconfirmed (charged, never refunded) when the platform cannot be asked on any try', async () => {
    server.sandbox.publishing.failNext('twitter', { kind: 'drop_answer' });
    server.core.publishers.twitter = {
      ...realTwitter,
      reconcile: async () => {
        throw refused('the read-back of recent posts');
      },
    };
    const post = await postNow(alice.client, [twitter.id]);
    const [target] = await settledTargets(server, post.id, 30_000);
    expect(target?.state).toBe('unconfirmed');
    expect(target?.errorMessage).toBe(
      'X did not confirm the post, and asking X whether it exists failed too (X could not be reached for the read-back of recent posts (ECONNREFUSED)). It may have been published: look at your X account before posting it again.',
    );
    // The whole schedule was spent asking: one run per try.
    const attempts = await attemptsOf(target?.id ?? '');
    expect(attempts.map((a) => a.outcome)).toEqual([
      'retry',
      'retry',
      'retry',
      'retry',
      'unconfirmed',
    ]);
    expect(postsOnX(post.textContent)).toHaveLength(1);
    const ledger = await server.database.db
      .select({ kind: creditTransactions.kind })
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, target?.id ?? ''));
    expect(ledger.map((row) => row.kind)).toEqual(['publish_charge']);
  });
});
