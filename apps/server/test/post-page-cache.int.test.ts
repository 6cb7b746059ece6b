import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postListVersion } from '@fanout/core/posts';
import { posts, postTargets, users } from '@fanout/db/schema';
import type { SocialAccount } from '@fanout/shared';
import { connectAccount, newCreator, scheduleInAnHour } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let creator: Awaited<ReturnType<typeof newCreator>>;
let account: SocialAccount;

beforeAll(async () => {
  server = await startTestServer();
  creator = await newCreator(server);
  account = await connectAccount(creator.client, creator.group, 'bluesky');
});
afterAll(async () => server.close());

const schedule = (text: string) => scheduleInAnHour(creator.client, [account.id], text);

const scheduledList = async () =>
  (await creator.client.get('/api/posts/scheduled')).body as Array<{
    id: string;
    textContent: string;
    platforms: Array<{ state: string; errorMessage: string | null }>;
  }>;

describe('reused list pages', () => {
  it('serve a repeated read from memory, and never a page older than the last committed change', async () => {
    const post = await schedule('First version');
    const v1 = await postListVersion(server.core, creator.userId);
    expect(v1).toBeGreaterThan(0);
    expect((await scheduledList()).map((p) => p.textContent)).toEqual(['First version']);

    // A change the triggers cannot see (they are off for this one statement) shows the page is
    // reused: it still says what it said.
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table posts disable trigger posts_list_version_update`);
      await tx.update(posts).set({ textContent: 'Unseen change' }).where(eq(posts.id, post.id));
      await tx.execute(sql`alter table posts enable trigger posts_list_version_update`);
    });
    expect((await scheduledList())[0]?.textContent).toBe('First version');

    // Any change through the product, or straight in the tables, gives a new version and a fresh page.
    const edited = await creator.client.request('PUT', `/api/posts/${post.id}`, {
      body: { title: 'Edited title', textContent: 'Edited', scheduledAt: post.scheduledAt },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await scheduledList())[0]?.textContent).toBe('Edited');

    await server.database.db
      .update(postTargets)
      .set({ errorMessage: 'set by a worker' })
      .where(eq(postTargets.postId, post.id));
    expect((await scheduledList())[0]?.platforms[0]?.errorMessage).toBe('set by a worker');

    await server.database.db
      .update(postTargets)
      .set({ state: 'published' })
      .where(eq(postTargets.postId, post.id));
    expect(await scheduledList()).toEqual([]);
    expect(await postListVersion(server.core, creator.userId)).toBeGreaterThan(v1);
  });

  it("keeps one owner's pages apart from another's", async () => {
    const other = await newCreator(server, 'Other');
    expect((await other.client.get('/api/posts/scheduled')).body).toEqual([]);
    expect(await postListVersion(server.core, other.userId)).toBe(0);
  });

  it('lets a user be deleted with their posts (the triggers do not hold on to them)', async () => {
    const leaving = await newCreator(server, 'Leaving');
    const bluesky = await connectAccount(leaving.client, leaving.group, 'bluesky');
    const response = await leaving.client.post('/api/posts', {
      title: null,
      textContent: 'Goodbye',
      platforms: [bluesky.id],
      status: 'draft',
      generationMode: 'predefined',
    });
    expect(response.status).toBe(200);
    await server.database.db.delete(users).where(eq(users.id, leaving.userId));
    const left = await server.database.db
      .select()
      .from(posts)
      .where(eq(posts.ownerId, leaving.userId));
    expect(left).toEqual([]);
  });
});
