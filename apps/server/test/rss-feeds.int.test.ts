import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollFeed, startFeedSweeper } from '@fanout/core/rss';
import { posts, postTargets, rssFeeds } from '@fanout/db/schema';
import { createCoreDeps, createLogger } from '@fanout/runtime';
import type { Feed, SocialAccount } from '@fanout/shared';
import { signedUpClient } from './http-client';
import { connectAccount, newCreator } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

/** ADR 0096: a group's feeds, polled with conditional requests, each new item one post. */
let server: TestServer;
let feeds: Server;
let feedBase: string;
let alice: Awaited<ReturnType<typeof newCreator>>;
let x: SocialAccount;

interface Item {
  id: string;
  title: string;
}
const rssItems: Item[] = [];
const atomItems: Item[] = [];
const counts = { rss: 0, notModified: 0, conditional: 0 };

function rssDocument(): string {
  const items = [...rssItems]
    .reverse()
    .map(
      (item) =>
        `<item><title>${item.title}</title><link>${feedBase}/posts/${item.id}</link><guid isPermaLink="false">${item.id}</guid><description>&lt;p&gt;About ${item.title}&lt;/p&gt;</description></item>`,
    )
    .join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Local news</title><link>${feedBase}</link><description>Test feed</description>${items}</channel></rss>`;
}

function atomDocument(): string {
  const entries = atomItems
    .map(
      (item) =>
        `<entry><title>${item.title}</title><id>urn:${item.id}</id><link href="${feedBase}/atom/${item.id}"/><updated>2026-11-30T00:00:00Z</updated></entry>`,
    )
    .join('');
  return `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom news</title><id>urn:feed</id><updated>2026-11-30T00:00:00Z</updated>${entries}</feed>`;
}

beforeAll(async () => {
  server = await startTestServer({
    OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true',
    RSS_POLL_MINUTES: '0.005',
    RSS_SWEEP_SECONDS: '0.1',
  });
  feeds = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      counts.rss += 1;
      const etag = `"v${rssItems.length}"`;
      if (request.headers['if-none-match'] || request.headers['if-modified-since']) {
        counts.conditional += 1;
      }
      if (request.headers['if-none-match'] === etag) {
        counts.notModified += 1;
        response.writeHead(304, { etag }).end();
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'application/rss+xml',
          etag,
          'last-modified': new Date(Date.UTC(2026, 10, 1) + rssItems.length * 60_000).toUTCString(),
        })
        .end(rssDocument());
    } else if (request.url === '/atom.xml') {
      response.writeHead(200, { 'content-type': 'application/atom+xml' }).end(atomDocument());
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hi</body></html>');
    }
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  alice = await newCreator(server);
  x = await connectAccount(alice.client, alice.group, 'twitter');
});
afterAll(async () => {
  feeds.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
  await server.close();
});

async function draftTexts(ownerId: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ text: posts.textContent })
    .from(posts)
    .where(eq(posts.ownerId, ownerId));
  return rows.map((row) => row.text).sort();
}

const textOf = (item: Item, path = 'posts') => `${item.title} ${feedBase}/${path}/${item.id}`;

describe('RSS feeds of a group', () => {
  it('new items become one draft each, across a restart of job processing, with 304s honoured', async () => {
    rssItems.push({ id: 'a', title: 'Old one' }, { id: 'b', title: 'Old two' });
    const added = await alice.client.post(`/api/account-groups/${alice.group.id}/feeds`, {
      url: `${feedBase}/feed.xml`,
      template: '{title} {link}',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const feed = added.body as Feed;
    expect(feed).toMatchObject({ title: 'Local news', mode: 'draft', lastError: null });
    // The items already there are marked seen, not posted.
    expect(await draftTexts(alice.userId)).toEqual([]);

    const stopFirst = startFeedSweeper(server.core);
    await expect.poll(() => counts.notModified, { timeout: 10_000 }).toBeGreaterThan(0);
    rssItems.push({ id: 'c', title: 'Third' }, { id: 'd', title: 'Fourth' });
    await expect
      .poll(() => draftTexts(alice.userId), { timeout: 10_000 })
      .toEqual([textOf(rssItems[3] as Item), textOf(rssItems[2] as Item)].sort());
    await stopFirst();

    // Job processing restarts: a new process's services over the same database.
    rssItems.push({ id: 'e', title: 'Fifth' });
    const restarted = createCoreDeps({
      config: server.config,
      db: server.database.db,
      logger: createLogger({ level: 'silent' }),
    });
    const stopSecond = startFeedSweeper(restarted);
    await expect.poll(() => draftTexts(alice.userId), { timeout: 10_000 }).toHaveLength(3);
    await stopSecond();
    expect(await draftTexts(alice.userId)).toEqual(
      ['c', 'd', 'e'].map((id) => textOf(rssItems.find((i) => i.id === id) as Item)).sort(),
    );

    // Two polls at once that forgot the validators read every item again: still one post each.
    await server.database.db
      .update(rssFeeds)
      .set({ etag: null, lastModified: null })
      .where(eq(rssFeeds.id, feed.id));
    const [row] = await server.database.db.select().from(rssFeeds).where(eq(rssFeeds.id, feed.id));
    if (!row) throw new Error('feed row gone');
    await Promise.all([pollFeed(server.core, row), pollFeed(restarted, row)]);
    expect(await draftTexts(alice.userId)).toHaveLength(3);

    // Each draft targets the group's account, as a draft.
    const targets = await server.database.db
      .select({ state: postTargets.state })
      .from(postTargets)
      .where(and(eq(postTargets.ownerId, alice.userId), eq(postTargets.socialAccountId, x.id)));
    expect(targets.map((t) => t.state)).toEqual(['draft', 'draft', 'draft']);
    // Every poll asked conditionally; only the first read and the two that forgot did not.
    expect(counts.rss - counts.conditional).toBe(3);
    const list = await alice.client.get(
      `/trpc/feed.list?input=${encodeURIComponent(JSON.stringify({ groupId: alice.group.id }))}`,
    );
    expect((list.body as { result: { data: Feed[] } }).result.data).toHaveLength(1);
  });

  it('reads Atom too', async () => {
    const bob = await newCreator(server);
    atomItems.push({ id: 'x1', title: 'Atom first' });
    const added = await bob.client.post(`/api/account-groups/${bob.group.id}/feeds`, {
      url: `${feedBase}/atom.xml`,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    atomItems.unshift({ id: 'x2', title: 'Atom second' });
    const [row] = await server.database.db
      .select()
      .from(rssFeeds)
      .where(eq(rssFeeds.id, (added.body as Feed).id));
    if (!row) throw new Error('feed row gone');
    expect(await pollFeed(server.core, row)).toEqual({ created: 1, notModified: false });
    expect(await draftTexts(bob.userId)).toEqual([
      textOf({ id: 'x2', title: 'Atom second' }, 'atom'),
    ]);
  });

  it('in queue mode, a new item takes the group’s next queue slot', async () => {
    const carol = await newCreator(server);
    const carolX = await connectAccount(carol.client, carol.group, 'twitter');
    atomItems.unshift({ id: 'q0', title: 'Before the queue feed' });
    const added = await carol.client.post(`/api/account-groups/${carol.group.id}/feeds`, {
      url: `${feedBase}/atom.xml`,
      mode: 'queue',
      template: '{title}: {link}',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    atomItems.unshift({ id: 'q1', title: 'Queued from the feed' });
    const [row] = await server.database.db
      .select()
      .from(rssFeeds)
      .where(eq(rssFeeds.id, (added.body as Feed).id));
    if (!row) throw new Error('feed row gone');
    expect(await pollFeed(server.core, row)).toEqual({ created: 1, notModified: false });
    const [queued] = await server.database.db
      .select({ text: posts.textContent, queueGroupId: posts.queueGroupId, at: posts.scheduledAt })
      .from(posts)
      .where(eq(posts.ownerId, carol.userId));
    expect(queued).toMatchObject({
      text: `Queued from the feed: ${feedBase}/atom/q1`,
      queueGroupId: carol.group.id,
    });
    expect(queued?.at?.getTime()).toBeGreaterThan(Date.now());
    const targets = await server.database.db
      .select({ state: postTargets.state })
      .from(postTargets)
      .where(eq(postTargets.socialAccountId, carolX.id));
    expect(targets.map((t) => t.state)).toEqual(['scheduled']);
  });

  it('refuses what is not a feed, and another user’s group or feed', async () => {
    const notFeed = await alice.client.post(`/api/account-groups/${alice.group.id}/feeds`, {
      url: `${feedBase}/page.html`,
    });
    expect(notFeed.status).toBe(400);
    expect((notFeed.body as { message: string }).message).toBe(
      `${feedBase}/page.html is not an RSS or Atom feed`,
    );
    const ftp = await alice.client.post(`/api/account-groups/${alice.group.id}/feeds`, {
      url: 'ftp://example.com/feed',
    });
    expect(ftp.status).toBe(400);
    expect((ftp.body as { message: string }).message).toMatch(/url must be an http or https/);

    const mallory = await signedUpClient(server.baseUrl);
    const [feed] = await server.database.db
      .select({ id: rssFeeds.id })
      .from(rssFeeds)
      .where(eq(rssFeeds.ownerId, alice.userId));
    const theirs = await mallory.client.post(`/api/account-groups/${alice.group.id}/feeds`, {
      url: `${feedBase}/feed.xml`,
    });
    expect(theirs.status).toBe(404);
    expect((await mallory.client.get(`/api/account-groups/${alice.group.id}/feeds`)).status).toBe(
      404,
    );
    const removal = await mallory.client.request('DELETE', `/api/feeds/${feed?.id ?? ''}`);
    expect(removal.status).toBe(404);
    expect(
      await server.database.db.select().from(rssFeeds).where(eq(rssFeeds.ownerId, alice.userId)),
    ).toHaveLength(1);
  });
});
