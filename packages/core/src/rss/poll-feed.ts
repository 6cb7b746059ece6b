import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { rssFeedItems, rssFeeds, socialAccounts, type RssFeedRow } from '@fanout/db/schema';
import {
  FEED_ITEMS_PER_POLL_MAX,
  createPostInput,
  isAppError,
  type Platform,
} from '@fanout/shared';
import { loadActor } from '../access/load-actor';
import { nowOf, type CoreDeps } from '../deps';
import { createPost } from '../posts/create-post';
import { addToQueue } from '../queue/add-to-queue';
import type { FeedEntry } from './feed-entries';
import { feedPostText } from './feed-post-text';
import { feedSettings } from './feed-settings';
import { readFeed } from './read-feed';

/** The item's row was written by an earlier poll (another process, a retry): no second post. */
class AlreadySeen extends Error {}

/** Marks items seen without a post; `problem` says why. Existing rows are left as they are. */
export async function markSeen(
  executor: Pick<Transaction, 'insert'>,
  feedId: string,
  keys: readonly string[],
  problem: string | null = null,
): Promise<void> {
  if (keys.length === 0) return;
  await executor
    .insert(rssFeedItems)
    .values(keys.map((itemKey) => ({ feedId, itemKey, problem })))
    .onConflictDoNothing();
}

/**
 * One poll of one feed (ADR 0096): a conditional request; each item never seen before becomes a
 * post (a draft of the group's accounts, or the group's next queue slot), its "seen" row written
 * in the transaction that creates the post, so an item makes one post across restarts and
 * concurrent polls. At most FEED_ITEMS_PER_POLL_MAX new items make posts (the newest; the rest are
 * marked seen). The validators are kept only after the items are handled, so a poll that stops
 * halfway is simply made again.
 */
export async function pollFeed(
  deps: CoreDeps,
  feed: RssFeedRow,
): Promise<{ created: number; notModified: boolean }> {
  const now = nowOf(deps);
  const done = (values: Partial<RssFeedRow>) =>
    deps.db
      .update(rssFeeds)
      .set({ lastPolledAt: now, ...values })
      .where(eq(rssFeeds.id, feed.id));
  let read;
  try {
    read = await readFeed(deps, feed);
  } catch (error) {
    if (!isAppError(error)) throw error;
    await done({ lastError: error.message });
    return { created: 0, notModified: false };
  }
  if (read.notModified) {
    await done({ lastError: null });
    return { created: 0, notModified: true };
  }
  const keys = read.entries.map((entry) => entry.key);
  const seen = keys.length
    ? await deps.db
        .select({ key: rssFeedItems.itemKey })
        .from(rssFeedItems)
        .where(and(eq(rssFeedItems.feedId, feed.id), inArray(rssFeedItems.itemKey, keys)))
    : [];
  const seenKeys = new Set(seen.map((row) => row.key));
  const fresh = read.entries.filter((entry) => !seenKeys.has(entry.key));
  const taken = fresh.slice(0, FEED_ITEMS_PER_POLL_MAX);
  await markSeen(
    deps.db,
    feed.id,
    fresh.slice(FEED_ITEMS_PER_POLL_MAX).map((entry) => entry.key),
    `more than ${FEED_ITEMS_PER_POLL_MAX} new items in one poll`,
  );
  let created = 0;
  let lastError: string | null = null;
  // Oldest first, so the posts (and queue slots) follow the feed's order.
  for (const entry of taken.reverse()) {
    const outcome = await postFromEntry(deps, feed, entry);
    if (outcome === 'created') created += 1;
    else if (outcome !== 'seen') lastError = outcome;
  }
  await done({
    lastError,
    title: read.title ?? feed.title,
    etag: read.etag,
    lastModified: read.lastModified,
  });
  return { created, notModified: false };
}

/** The item as a post; 'seen' when another poll made it, or the problem that refused it. */
async function postFromEntry(
  deps: CoreDeps,
  feed: RssFeedRow,
  entry: FeedEntry,
): Promise<'created' | 'seen' | string> {
  const accounts = await deps.db
    .select({ id: socialAccounts.id, platform: socialAccounts.platform })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.groupId, feed.groupId), eq(socialAccounts.ownerId, feed.ownerId)));
  const actor = await loadActor(deps, feed.ownerId);
  const input = createPostInput.parse({
    textContent: feedPostText(
      feed.template,
      entry,
      accounts.map((account) => account.platform as Platform),
    ),
    platforms: accounts.map((account) => account.id),
    status: 'draft',
  });
  const claim = async (tx: Transaction) => {
    const [row] = await tx
      .insert(rssFeedItems)
      .values({ feedId: feed.id, itemKey: entry.key })
      .onConflictDoNothing()
      .returning({ key: rssFeedItems.itemKey });
    if (!row) throw new AlreadySeen();
  };
  try {
    if (feed.mode === 'queue') {
      await addToQueue(deps, { actor, input: { ...input, groupId: feed.groupId }, claim });
    } else {
      await createPost(deps, { actor, input, claim });
    }
    return 'created';
  } catch (error) {
    if (error instanceof AlreadySeen) return 'seen';
    if (!isAppError(error) || error.code !== 'BAD_REQUEST') throw error;
    // A rule the item breaks (no free slot, credits) would break again: seen, with the reason.
    const problem = `"${entry.title || entry.link}": ${error.message}`;
    await markSeen(deps.db, feed.id, [entry.key], problem);
    return problem;
  }
}

/**
 * The feeds due, claimed by moving their next poll one interval on in one statement (SKIP LOCKED:
 * two processes never poll one feed at once), then polled a few at a time.
 */
export async function sweepFeeds(deps: CoreDeps): Promise<Record<string, number>> {
  const { pollIntervalMs } = feedSettings(deps);
  const now = nowOf(deps);
  const due = await deps.db.execute<{ id: string }>(sql`
    update ${rssFeeds} set next_poll_at = ${new Date(now.getTime() + pollIntervalMs).toISOString()}::timestamptz
    where ${rssFeeds.id} in (
      select id from ${rssFeeds} where ${rssFeeds.nextPollAt} <= ${now.toISOString()}::timestamptz
      order by ${rssFeeds.nextPollAt} limit 20 for update skip locked)
    returning ${rssFeeds.id} as id`);
  const ids = [...due].map((row) => row.id);
  if (ids.length === 0) return { polled: 0, created: 0, notModified: 0 };
  const feeds = await deps.db.select().from(rssFeeds).where(inArray(rssFeeds.id, ids));
  const counts = { polled: 0, created: 0, notModified: 0 };
  for (const feed of feeds) {
    const result = await pollFeed(deps, feed);
    counts.polled += 1;
    counts.created += result.created;
    if (result.notModified) counts.notModified += 1;
  }
  return counts;
}
