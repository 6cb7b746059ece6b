import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPublishing } from '@fanout/core/publishing';
import { creditTransactions, notifications, postTargets } from '@fanout/db/schema';
import type { Post, SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  newCreator,
  scheduleInAnHour,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

let server: PublishingServer;
let creator: Awaited<ReturnType<typeof newCreator>>;
let account: SocialAccount;

beforeAll(async () => {
  server = await startPublishingServer();
  creator = await newCreator(server);
  account = await connectAccount(creator.client, creator.group, 'bluesky');
});
afterAll(async () => server.close());

const schedule = (text: string) => scheduleInAnHour(creator.client, [account.id], text);

/** The post's target, its job gone (Redis lost, a crash), with `set` applied to its row. */
async function strand(post: Post, set: Partial<typeof postTargets.$inferInsert>) {
  const [target] = await server.database.db
    .select()
    .from(postTargets)
    .where(eq(postTargets.postId, post.id));
  if (!target) throw new Error('no target');
  // It had a job, which is lost now.
  expect(await server.core.jobs.cancel(target.id)).toBe(true);
  await server.database.db.update(postTargets).set(set).where(eq(postTargets.id, target.id));
  return target;
}

describe('the publishing sweeper', () => {
  it('hands a due target whose job was lost to a worker: published once', async () => {
    const post = await schedule('Lost job, found again');
    // The job disappears and the time comes.
    await strand(post, { dueAt: new Date(Date.now() - 5_000) });
    const [settled] = await settledTargets(server, post.id);
    expect(settled?.state).toBe('published');
    expect(
      server.sandbox.publishing.posts().filter((p) => p.text === 'Lost job, found again'),
    ).toHaveLength(1);
  });

  it('marks a target missed past the lateness window, charges nothing and tells the owner', async () => {
    const post = await schedule('Far too late');
    const target = await strand(post, { dueAt: new Date(Date.now() - 25 * 3_600_000) });
    const [settled] = await settledTargets(server, post.id);
    expect(settled?.state).toBe('missed');
    expect(settled?.errorMessage).toContain('within 24 hours');
    const charges = await server.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, target?.id ?? ''));
    expect(charges).toEqual([]);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.targetId, target?.id ?? ''));
    expect(told.map((n) => n.kind)).toEqual(['target_missed']);
    expect(server.sandbox.publishing.posts().some((p) => p.text === 'Far too late')).toBe(false);
  });

  it('resumes a target whose worker died mid-run once its lease expires', async () => {
    const post = await schedule('Worker died here');
    // A claim as a dead worker leaves it: publishing, lease run out, no job anywhere.
    await strand(post, {
      state: 'publishing',
      runCount: 1,
      dueAt: new Date(Date.now() - 60_000),
      leaseExpiresAt: new Date(Date.now() - 1_000),
    });
    const [settled] = await settledTargets(server, post.id);
    expect(settled?.state).toBe('published');
    expect(settled?.runCount).toBe(2);
    expect(
      server.sandbox.publishing.posts().filter((p) => p.text === 'Worker died here'),
    ).toHaveLength(1);
  });

  it('reports what it did; a sweep with nothing to do changes nothing', async () => {
    expect(await sweepPublishing(server.core)).toEqual({ missed: 0, requeued: 0, followUps: 0 });
  });
});
