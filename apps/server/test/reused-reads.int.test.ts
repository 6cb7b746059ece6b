import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Transaction } from '@fanout/db/client';
import { posts, postTargets } from '@fanout/db/schema';
import type { Post, Stats, TargetState } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

// The lists, tab counts and stats the web app reads through tRPC are the REST routes' answers, reused
// under the same list version (ADR 0021, 0042): equal, reused, and never older than a committed change.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const HOUR = 3_600_000;

/** A query as the web app's tRPC client sends it: one batched GET (httpBatchLink, no transformer). */
async function trpcQuery(client: HttpClient, procedure: string, input?: object): Promise<unknown> {
  const batch = input === undefined ? {} : { 0: input };
  const response = await client.get(
    `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(batch))}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as Array<{ result: { data: unknown } }>)[0]?.result.data;
}

async function rest(client: HttpClient, path: string): Promise<unknown> {
  const response = await client.get(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const trpcItems = async (client: HttpClient, procedure: string, input: object) =>
  ((await trpcQuery(client, procedure, input)) as { items: Post[] }).items;

async function addPost(ownerId: string, states: readonly TargetState[], text: string) {
  const scheduledAt = new Date(Date.now() + HOUR + Math.floor(Math.random() * HOUR));
  const [post] = await server.database.db
    .insert(posts)
    .values({ ownerId, textContent: text, scheduledAt })
    .returning({ id: posts.id });
  if (!post) throw new Error('insert failed');
  await server.database.db.insert(postTargets).values(
    states.map((state, i) => ({
      postId: post.id,
      ownerId,
      platform: i % 2 === 0 ? ('linkedin' as const) : ('bluesky' as const),
      state,
      dueAt: scheduledAt,
    })),
  );
  return post.id;
}

/** Stats as a plain count over the tables, never reused: the oracle. */
async function statsNow(ownerId: string): Promise<Omit<Stats, 'connectedAccounts'>> {
  const [row] = await server.database.db.execute<{ monthly: number; scheduled: number }>(sql`
    select
      (select count(distinct post_id)::int from post_targets where owner_id = ${ownerId}
        and state = 'published' and updated_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') as monthly,
      (select count(distinct post_id)::int from post_targets where owner_id = ${ownerId}
        and state in ('scheduled', 'publishing')) as scheduled`);
  return { monthlyPosts: row?.monthly ?? -1, scheduledPosts: row?.scheduled ?? -1 };
}

/** Runs `change` with the list-version update triggers off: a change no reused answer can see. */
async function unseenChange(change: (tx: Transaction) => Promise<unknown>): Promise<void> {
  await server.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table posts disable trigger posts_list_version_update`);
    await tx.execute(
      sql`alter table post_targets disable trigger post_targets_list_version_update`,
    );
    await change(tx);
    await tx.execute(sql`alter table posts enable trigger posts_list_version_update`);
    await tx.execute(sql`alter table post_targets enable trigger post_targets_list_version_update`);
  });
}

describe('the tRPC lists and stats', () => {
  it('answer exactly what REST answers, from the same reused pages, and fresh after a write', async () => {
    const owner = await signedUpClient(server.baseUrl);
    const scheduled = await addPost(owner.userId, ['scheduled', 'scheduled'], 'Scheduled one');
    await addPost(owner.userId, ['scheduled', 'draft'], 'Scheduled two');
    await addPost(owner.userId, ['draft'], 'A draft');
    await addPost(owner.userId, ['published', 'failed'], 'Published');
    const client = owner.client;

    // As the dashboard, Posts & Drafts (an infinite query's first page) and an integrator ask.
    const lists = [
      ['/api/posts?limit=4', 'post.list', { limit: 4 }],
      ['/api/posts/scheduled', 'post.scheduled', { limit: 20, direction: 'forward' }],
      ['/api/posts/drafts?platform=linkedin', 'post.drafts', { platform: 'linkedin', limit: 20 }],
      ['/api/posts/published', 'post.published', { limit: 20 }],
      ['/api/posts/failed', 'post.failed', { limit: 20 }],
    ] as const;
    const compare = async () => {
      for (const [path, procedure, input] of lists) {
        expect(await trpcItems(client, procedure, input)).toEqual(await rest(client, path));
      }
      const stats = await rest(client, '/api/stats');
      expect(await trpcQuery(client, 'post.stats')).toEqual(stats);
      return stats;
    };
    expect(await compare()).toEqual({ monthlyPosts: 1, scheduledPosts: 2, connectedAccounts: 0 });
    const texts = async () =>
      (await trpcItems(client, 'post.scheduled', { limit: 20 })).map((p) => p.textContent);
    expect((await texts()).sort()).toEqual(['Scheduled one', 'Scheduled two']);
    expect(await trpcQuery(client, 'post.counts', {})).toEqual({
      scheduled: 2,
      drafts: 1,
      published: 0,
      failed: 1,
    });

    // Changes the triggers cannot see show that tRPC reuses the pages and stats it built: they
    // still say what they said (before ADR 0042, tRPC read the tables on every call).
    await unseenChange(async (tx) => {
      await tx.update(posts).set({ textContent: 'Unseen' }).where(eq(posts.id, scheduled));
      await tx
        .update(postTargets)
        .set({ state: 'published' })
        .where(eq(postTargets.postId, scheduled));
    });
    expect((await texts()).sort()).toEqual(['Scheduled one', 'Scheduled two']);
    expect(await trpcQuery(client, 'post.counts', {})).toEqual({
      scheduled: 2,
      drafts: 1,
      published: 0,
      failed: 1,
    });
    expect(await compare()).toEqual({ monthlyPosts: 1, scheduledPosts: 2, connectedAccounts: 0 });

    // Any committed change the triggers see gives a new version: tRPC and REST both answer from the
    // tables again, and agree with each other and with the tables.
    await server.database.db
      .update(postTargets)
      .set({ errorMessage: 'seen' })
      .where(eq(postTargets.postId, scheduled));
    expect(await texts()).toEqual(['Scheduled two']);
    expect(await trpcQuery(client, 'post.counts', {})).toEqual({
      scheduled: 1,
      drafts: 1,
      published: 1,
      failed: 1,
    });
    expect(await compare()).toEqual({ ...(await statsNow(owner.userId)), connectedAccounts: 0 });
    expect(await statsNow(owner.userId)).toEqual({ monthlyPosts: 2, scheduledPosts: 1 });
  });

  it("count a published target into this month's posts by its updated_at, as soon as that changes", async () => {
    const owner = await signedUpClient(server.baseUrl);
    const post = await addPost(owner.userId, ['published'], 'Published today');
    expect(await trpcQuery(owner.client, 'post.stats')).toMatchObject({ monthlyPosts: 1 });
    // Nothing but the time it was last written moves it to last month (migration 0016 bumps the
    // list version for it; before, the reused stats kept counting it).
    await server.database.db.execute(
      sql`update post_targets set updated_at = now() - interval '32 days' where post_id = ${post}`,
    );
    expect(await trpcQuery(owner.client, 'post.stats')).toMatchObject({ monthlyPosts: 0 });
    expect(await rest(owner.client, '/api/stats')).toMatchObject({ monthlyPosts: 0 });
  });

  it('never answer older than the last committed change, under concurrent writes', async () => {
    const owner = await signedUpClient(server.baseUrl);
    const ids: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      ids.push(await addPost(owner.userId, ['scheduled', 'scheduled'], `Waiting ${i}`));
    }
    const targets = await server.database.db
      .select({ id: postTargets.id })
      .from(postTargets)
      .where(and(eq(postTargets.ownerId, owner.userId), inArray(postTargets.postId, ids)));
    const waitingNow = async () =>
      new Set(
        (
          await server.database.db
            .selectDistinct({ postId: postTargets.postId })
            .from(postTargets)
            .where(
              and(
                eq(postTargets.ownerId, owner.userId),
                inArray(postTargets.state, ['scheduled', 'publishing']),
              ),
            )
        ).map((row) => row.postId),
      );

    // Four writers on their own connections publish one target per transaction (targets only ever
    // leave the waiting set, so every answer must lie between what the tables said before it was
    // asked for and after it came back).
    const writerDb = createDatabase({ url: server.database.url, maxConnections: 4 });
    let writing = true;
    const writers = [0, 1, 2, 3].map(async (w) => {
      for (const target of targets.filter((_, i) => i % 4 === w)) {
        await writerDb.db.transaction(async (tx) => {
          await tx.execute(
            sql`update post_targets set state = 'published', updated_at = now() where id = ${target.id}`,
          );
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
        });
      }
    });
    const between: number[] = [];
    const readers = [0, 1, 2].map(async (r) => {
      while (writing) {
        const before = { stats: await statsNow(owner.userId), waiting: await waitingNow() };
        const stats = (
          r === 0
            ? await rest(owner.client, '/api/stats')
            : await trpcQuery(owner.client, 'post.stats')
        ) as Stats;
        const listed = new Set(
          (await trpcItems(owner.client, 'post.scheduled', { limit: 100 })).map((p) => p.id),
        );
        const after = { stats: await statsNow(owner.userId), waiting: await waitingNow() };
        expect(stats.scheduledPosts).toBeLessThanOrEqual(before.stats.scheduledPosts);
        expect(stats.scheduledPosts).toBeGreaterThanOrEqual(after.stats.scheduledPosts);
        expect(stats.monthlyPosts).toBeGreaterThanOrEqual(before.stats.monthlyPosts);
        expect(stats.monthlyPosts).toBeLessThanOrEqual(after.stats.monthlyPosts);
        for (const id of listed) expect(before.waiting.has(id), `stale post ${id}`).toBe(true);
        for (const id of after.waiting) expect(listed.has(id), `missing post ${id}`).toBe(true);
        between.push(stats.scheduledPosts);
      }
    });
    try {
      await Promise.all(writers);
    } finally {
      writing = false;
      await Promise.all(readers);
      await writerDb.close();
    }

    // The reads really overlapped the writes: many of them saw the library part-way published.
    expect(between.filter((n) => n > 0 && n < ids.length).length).toBeGreaterThan(5);
    const final = { monthlyPosts: ids.length, scheduledPosts: 0, connectedAccounts: 0 };
    expect(await rest(owner.client, '/api/stats')).toEqual(final);
    expect(await trpcQuery(owner.client, 'post.stats')).toEqual(final);
    expect(await trpcItems(owner.client, 'post.scheduled', { limit: 100 })).toEqual([]);
  });
});
