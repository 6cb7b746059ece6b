/**
 * The bounded read behind best times (ADR 0091): an account's last year, at most its last 1,000
 * posts that count, and nothing that cannot count taking a place among them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountGroups, socialAccounts, users } from '@fanout/db/schema';
import { createTestDatabase, insertPublishedHistory, type TestDatabase } from '@fanout/db/testing';
import { readBestTimesHistory } from './best-times-history';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-29T12:00:00Z');
let database: TestDatabase;
let account: { id: string; ownerId: string; groupId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: `history-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  const ownerId = user?.id ?? '';
  const [group] = await database.db
    .insert(accountGroups)
    .values({ ownerId, name: 'History' })
    .returning({ id: accountGroups.id });
  const groupId = group?.id ?? '';
  const [row] = await database.db
    .insert(socialAccounts)
    .values({
      ownerId,
      groupId,
      platform: 'twitter',
      externalAccountId: `x-${randomUUID()}`,
      platformUsername: 'history',
      accessTokenEnc: 'v1.test',
    })
    .returning({ id: socialAccounts.id });
  account = { id: row?.id ?? '', ownerId, groupId };
});
afterAll(async () => database.destroy());

const read = (method: 'engagement_per_view' | 'engagement_per_post') =>
  readBestTimesHistory(database.db, {
    ownerId: account.ownerId,
    accountId: account.id,
    method,
    now,
  });

describe('readBestTimesHistory', () => {
  it('reads the last 1,000 posts that count within a year, newest first', async () => {
    // 1,005 posts that count, one every 8 hours back from three days ago.
    const counted = Array.from({ length: 1005 }, (_, i) => ({
      publishedAt: new Date(now.getTime() - 3 * DAY - i * 8 * HOUR),
      views: 100,
      engagement: 5,
    }));
    // Newer than all of them, none of which may take a place among the 1,000: read 6 hours after
    // publishing, not read, no engagement reported, no views (per view), and published after now.
    const recent = now.getTime() - 2 * DAY;
    await insertPublishedHistory(database.db, { ...account, platform: 'twitter' }, [
      ...counted,
      {
        publishedAt: new Date(recent),
        fetchedAt: new Date(recent + 6 * HOUR),
        views: 10,
        engagement: 1,
      },
      { publishedAt: new Date(recent + HOUR), fetchedAt: null, views: 10, engagement: 1 },
      { publishedAt: new Date(recent + 2 * HOUR), views: 10, engagement: null },
      { publishedAt: new Date(recent + 3 * HOUR), views: 0, engagement: 1 },
      { publishedAt: new Date(now.getTime() + HOUR), views: 10, engagement: 1 },
    ]);

    const perView = await read('engagement_per_view');
    expect(perView).toHaveLength(1000);
    expect(perView[0]?.publishedAt).toEqual(counted[0]?.publishedAt);
    expect(perView[999]?.publishedAt).toEqual(counted[999]?.publishedAt);

    // Per post, a post with no views counts: it is the newest.
    const perPost = await read('engagement_per_post');
    expect(perPost[0]?.publishedAt).toEqual(new Date(recent + 3 * HOUR));
  });

  it('reads nothing older than a year', async () => {
    // A hundred days on, the posts more than 365 days before then are left out (they are fewer
    // than 1,000 once they are: the year is the bound, not the count). The one published after
    // the first `now` counts by then.
    const later = new Date(now.getTime() + 100 * DAY);
    const cutoff = later.getTime() - 365 * DAY;
    const posts = await readBestTimesHistory(database.db, {
      ownerId: account.ownerId,
      accountId: account.id,
      method: 'engagement_per_view',
      now: later,
    });
    const withinYear = Array.from(
      { length: 1005 },
      (_, i) => now.getTime() - 3 * DAY - i * 8 * HOUR,
    ).filter((at) => at > cutoff);
    expect(withinYear.length).toBeLessThan(1000);
    expect(posts).toHaveLength(withinYear.length + 1);
    expect(posts.every((post) => post.publishedAt.getTime() > cutoff)).toBe(true);
  });
});
