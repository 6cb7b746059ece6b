import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivePostStatus } from '@fanout/core/posts';
import {
  postAttachments,
  posts,
  postTargets,
  type PostRow,
  type PostTargetRow,
} from '@fanout/db/schema';
import { TARGET_STATES, type Post, type TargetState } from '@fanout/shared';
import { seedImageItems } from './content-seeds';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const MINUTE = 60_000;
const trpcData = (body: unknown) => (body as { result: { data: unknown } }).result.data;

/**
 * The API shape as Node built it from rows before PostgreSQL wrote the JSON (the former
 * `toPosts`): the oracle the SQL mapping must match field for field.
 */
const waiting = (t: PostTargetRow) => t.state === 'scheduled' || t.state === 'publishing';

function expectedPost(row: PostRow, targets: PostTargetRow[], attachments: string[]): Post {
  return {
    id: row.id,
    title: row.title,
    textContent: row.textContent,
    content: row.textContent,
    status: derivePostStatus(targets.map((t) => t.state)) as Post['status'],
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    platform: (targets[0]?.platform as Post['platform'] | undefined) ?? null,
    platforms: targets.map((t) => ({
      id: t.id,
      platform: t.platform as Post['platform'] & string,
      socialAccountId: t.socialAccountId,
      state: t.state,
      dueAt: t.dueAt?.toISOString() ?? null,
      platformPostUrl: t.platformPostUrl,
      errorMessage: t.errorMessage,
      errorClass: t.errorClass,
      nextTryAt: waiting(t) ? (t.nextTryAt?.toISOString() ?? null) : null,
      waitReason: waiting(t) ? t.waitReason : null,
    })),
    attachments,
    generationMode: row.generationMode,
    generationPrompt: row.generationPrompt,
    referencePostIds: row.referencePostIds,
    aiProvider: row.aiProvider,
    generatedAt: row.generatedAt?.toISOString() ?? null,
  };
}

async function expectedPosts(ids: string[]): Promise<Post[]> {
  const { db } = server.database;
  const rows = await db.select().from(posts).where(inArray(posts.id, ids));
  const targets = await db
    .select()
    .from(postTargets)
    .where(inArray(postTargets.postId, ids))
    .orderBy(asc(postTargets.createdAt), asc(postTargets.id));
  const attachments = await db
    .select()
    .from(postAttachments)
    .where(inArray(postAttachments.postId, ids))
    .orderBy(asc(postAttachments.position));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`post ${id} missing`);
    return expectedPost(
      row,
      targets.filter((t) => t.postId === id),
      attachments.filter((a) => a.postId === id).map((a) => a.contentId),
    );
  });
}

async function addPost(
  ownerId: string,
  states: readonly TargetState[],
  values: Partial<typeof posts.$inferInsert> = {},
): Promise<string> {
  const { db } = server.database;
  const [post] = await db
    .insert(posts)
    .values({ ownerId, textContent: `states ${states.join(',')}`, ...values })
    .returning({ id: posts.id });
  if (!post) throw new Error('insert failed');
  const base = Date.now();
  // Distinct creation times: the API lists targets in creation order, not insertion order.
  for (const [i, state] of states.entries()) {
    await db.insert(postTargets).values({
      postId: post.id,
      ownerId,
      platform: (['linkedin', 'twitter', 'bluesky'] as const)[i % 3] ?? 'twitter',
      state,
      dueAt: values.scheduledAt ?? null,
      createdAt: new Date(base - (states.length - i) * MINUTE),
    });
  }
  return post.id;
}

describe('post lists written as JSON by PostgreSQL', () => {
  it('give every post the shape and the status the API has always given it', async () => {
    const alice = await signedUpClient(server.baseUrl);
    const { db } = server.database;
    const combinations: TargetState[][] = [
      [],
      ...TARGET_STATES.map((s) => [s]),
      ...TARGET_STATES.flatMap((a) => TARGET_STATES.map((b) => [a, b])),
    ];
    const ids: string[] = [];
    for (const states of combinations) ids.push(await addPost(alice.userId, states));

    // One post with every optional field, awkward text, and microsecond timestamps.
    const items = await seedImageItems(db, alice.userId, ['a', 'b']);
    const full = await addPost(alice.userId, ['scheduled', 'failed'], {
      title: 'Quotes " and \\ back\nslash, tabs\t, emoji 🚀, control \u0001',
      textContent: 'Ünïcödé <b>&amp;</b> \u2028 line separator',
      scheduledAt: new Date(Date.now() + 60 * MINUTE),
      timeZone: 'Europe/Berlin',
      generationMode: 'ai_style_emulation',
      generationPrompt: 'prompt',
      referencePostIds: [ids[0] ?? '', ids[1] ?? ''],
      aiProvider: 'openai',
    });
    await db.execute(
      sql`update ${posts} set generated_at = '2030-01-02T03:04:05.678901Z', updated_at = '2030-01-02T03:04:05.999999Z' where id = ${full}`,
    );
    await db
      .update(postTargets)
      .set({ platformPostUrl: 'https://x.example/1', errorMessage: 'Rate "limited"' })
      .where(eq(postTargets.postId, full));
    await db.insert(postAttachments).values([
      { postId: full, contentId: items[1] ?? '', position: 0 },
      { postId: full, contentId: items[0] ?? '', position: 1 },
    ]);
    ids.push(full);

    const listed = (await alice.client.get('/api/posts?limit=100')).body as Post[];
    expect(listed).toHaveLength(ids.length);
    const expected = await expectedPosts(ids);
    for (const post of expected) expect(listed.find((p) => p.id === post.id)).toEqual(post);
    expect(listed.find((p) => p.id === full)?.generatedAt).toBe('2030-01-02T03:04:05.678Z');

    // tRPC reads the same pages as objects.
    const trpc = await alice.client.get(
      `/trpc/post.list?input=${encodeURIComponent(JSON.stringify({ limit: 100 }))}`,
    );
    expect((trpcData(trpc.body) as { items: Post[] }).items).toEqual(listed);
  });

  it('pages the scheduled list soonest first through its Link cursor, over REST and tRPC', async () => {
    const bob = await signedUpClient(server.baseUrl);
    const now = Date.now();
    const due: string[] = [];
    // Created in a shuffled order, so due order is not creation order.
    for (const n of [4, 1, 3, 0, 2]) {
      const id = await addPost(bob.userId, ['scheduled', 'scheduled'], {
        scheduledAt: new Date(now + (n + 1) * 60 * MINUTE),
      });
      due[n] = id;
    }
    await addPost(bob.userId, ['draft']);
    await addPost(bob.userId, ['published']);

    const seen: string[] = [];
    let next: string | null = '/api/posts/scheduled?limit=2&include=platforms';
    while (next) {
      const page = await bob.client.get(next);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^application\/json/);
      seen.push(...(page.body as Post[]).map((p) => p.id));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? null;
    }
    expect(seen).toEqual(due);

    // The platform filter, with and without a cursor.
    const linkedin = await bob.client.get('/api/posts/scheduled?platform=linkedin&limit=4');
    const after = /<([^>]+)>; rel="next"/.exec(linkedin.headers.get('link') ?? '')?.[1] ?? '';
    expect(after).toContain('platform=linkedin');
    const tail = (await bob.client.get(after)).body as Post[];
    expect([...(linkedin.body as Post[]), ...tail].map((p) => p.id)).toEqual(due);
    expect((await bob.client.get('/api/posts/scheduled?platform=bluesky')).body).toEqual([]);

    const first = await bob.client.get(
      `/trpc/post.scheduled?input=${encodeURIComponent(JSON.stringify({ limit: 3 }))}`,
    );
    const { items, nextCursor } = trpcData(first.body) as { items: Post[]; nextCursor: string };
    const rest = await bob.client.get(
      `/trpc/post.scheduled?input=${encodeURIComponent(JSON.stringify({ limit: 3, cursor: nextCursor }))}`,
    );
    const more = trpcData(rest.body) as { items: Post[]; nextCursor: string | null };
    expect([...items, ...more.items].map((p) => p.id)).toEqual(due);
    expect(more.nextCursor).toBeNull();
    expect(items.map((p) => p.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);

    // Only Bob's posts are listed (Alice's above are not), and nobody's when signed out.
    expect((await new HttpClient(server.baseUrl).get('/api/posts/scheduled')).status).toBe(401);

    // A filter the lists do not have is refused, not ignored (it answered every post).
    for (const path of ['/api/posts?status=draft', '/api/posts/scheduled?state=failed']) {
      const refused = await bob.client.get(path);
      expect(refused.status, path).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(
        /^Unknown query parameter "(status|state)": .* by status they are \/api\/posts\/scheduled, \/api\/posts\/drafts, \/api\/posts\/published and \/api\/posts\/failed$/,
      );
    }
  });

  it('counts the stats in one read: published this month, waiting, connected accounts', async () => {
    const carol = await signedUpClient(server.baseUrl);
    const { db } = server.database;
    await addPost(carol.userId, ['published', 'published']);
    await addPost(carol.userId, ['published', 'failed']);
    const lastMonth = await addPost(carol.userId, ['published']);
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    await db
      .update(postTargets)
      .set({ updatedAt: new Date(monthStart.getTime() - MINUTE) })
      .where(eq(postTargets.postId, lastMonth));
    await addPost(carol.userId, ['scheduled', 'publishing']);
    await addPost(carol.userId, ['scheduled', 'published']);
    await addPost(carol.userId, ['draft']);

    const stats = await carol.client.get('/api/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ monthlyPosts: 3, scheduledPosts: 2, connectedAccounts: 0 });
    expect(trpcData((await carol.client.get('/trpc/post.stats')).body)).toEqual(stats.body);

    const signedOut = await new HttpClient(server.baseUrl).get('/api/stats');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({
      message: 'Unauthorized: sign in to continue',
      code: 'UNAUTHORIZED',
    });
  });
});
