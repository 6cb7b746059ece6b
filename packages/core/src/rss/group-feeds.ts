import { and, asc, count, eq } from 'drizzle-orm';
import { accountGroups, rssFeeds, type RssFeedRow } from '@fanout/db/schema';
import { AppError, FEEDS_PER_GROUP_MAX, type AddFeedInput, type Feed } from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import { GROUP_NOT_FOUND } from '../accounts/groups';
import { nowOf, type CoreDeps } from '../deps';
import { feedSettings } from './feed-settings';
import { markSeen } from './poll-feed';
import { readFeed } from './read-feed';

type Owner = Pick<Actor, 'userId'>;

export const FEED_NOT_FOUND = 'Feed not found';

function toFeed(row: RssFeedRow): Feed {
  return {
    id: row.id,
    groupId: row.groupId,
    url: row.url,
    title: row.title,
    template: row.template,
    mode: row.mode,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Another user's group is simply not found. */
async function assertOwnGroup(deps: CoreDeps, actor: Owner, groupId: string): Promise<void> {
  const [group] = await deps.db
    .select({ id: accountGroups.id })
    .from(accountGroups)
    .where(and(eq(accountGroups.id, groupId), eq(accountGroups.ownerId, actor.userId)));
  if (!group) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
}

export async function listFeeds(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ groupId: string }, Owner>,
): Promise<Feed[]> {
  await assertOwnGroup(deps, actor, input.groupId);
  const rows = await deps.db
    .select()
    .from(rssFeeds)
    .where(and(eq(rssFeeds.groupId, input.groupId), eq(rssFeeds.ownerId, actor.userId)))
    .orderBy(asc(rssFeeds.createdAt));
  return rows.map(toFeed);
}

/**
 * Follows a feed in a group (ADR 0096): read once now, so a URL that is no feed is refused at
 * once with the reason, and every item it shows today is marked seen: only items published from
 * now on become posts (a new feed does not flood the group with its archive).
 */
export async function addFeed(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<AddFeedInput, Owner>,
): Promise<Feed> {
  await assertOwnGroup(deps, actor, input.groupId);
  const [existing] = await deps.db
    .select({ n: count() })
    .from(rssFeeds)
    .where(eq(rssFeeds.groupId, input.groupId));
  if ((existing?.n ?? 0) >= FEEDS_PER_GROUP_MAX) {
    throw new AppError('BAD_REQUEST', `A group follows at most ${FEEDS_PER_GROUP_MAX} feeds`);
  }
  const read = await readFeed(deps, { url: input.url, etag: null, lastModified: null });
  if (read.notModified) throw new AppError('BAD_REQUEST', `${input.url} sent no feed`);
  const now = nowOf(deps);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(rssFeeds)
      .values({
        ownerId: actor.userId,
        groupId: input.groupId,
        url: input.url,
        title: read.title,
        template: input.template,
        mode: input.mode,
        etag: read.etag,
        lastModified: read.lastModified,
        lastPolledAt: now,
        nextPollAt: new Date(now.getTime() + feedSettings(deps).pollIntervalMs),
      })
      .returning();
    if (!inserted) throw new AppError('INTERNAL', 'The feed could not be saved');
    await markSeen(
      tx,
      inserted.id,
      read.entries.map((entry) => entry.key),
    );
    return inserted;
  });
  return toFeed(row);
}

export async function removeFeed(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }, Owner>,
): Promise<{ message: string }> {
  const [row] = await deps.db
    .delete(rssFeeds)
    .where(and(eq(rssFeeds.id, input.id), eq(rssFeeds.ownerId, actor.userId)))
    .returning({ url: rssFeeds.url });
  if (!row) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
  return { message: `Stopped following ${row.url}` };
}
