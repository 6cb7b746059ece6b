import { randomUUID } from 'node:crypto';
import type { Platform } from '@fanout/shared';
import type { Database } from '../client';
import { posts, postTargets, targetAnalytics } from '../schema';

const DAY_MS = 86_400_000;

/** What a test says of one published target's latest figures (target_analytics). */
export interface PublishedFigures {
  publishedAt: Date;
  /** When they were read; two days after publishing unless given (null: not read yet). */
  fetchedAt?: Date | null;
  views: number | null;
  engagement: number | null;
}

/**
 * A history of published posts on one account, as the publishing engine and the analytics reads
 * leave it: per entry a post, its published target and that target's latest figures (the
 * engagement as reactions, so the figures add up). Seeds best times (ADR 0091) without publishing.
 */
export async function insertPublishedHistory(
  db: Database,
  account: { ownerId: string; id: string; platform: Platform; groupId: string | null },
  history: readonly PublishedFigures[],
): Promise<void> {
  if (history.length === 0) return;
  const rows = history.map((entry) => ({ ...entry, postId: randomUUID(), targetId: randomUUID() }));
  await db.transaction(async (tx) => {
    await tx.insert(posts).values(
      rows.map((row, i) => ({
        id: row.postId,
        ownerId: account.ownerId,
        title: `History ${i + 1}`,
        textContent: `A post of the seeded history, number ${i + 1}`,
        scheduledAt: row.publishedAt,
        timeZone: 'UTC',
      })),
    );
    await tx.insert(postTargets).values(
      rows.map((row) => ({
        id: row.targetId,
        postId: row.postId,
        ownerId: account.ownerId,
        socialAccountId: account.id,
        platform: account.platform,
        state: 'published' as const,
        dueAt: row.publishedAt,
        publishedAt: row.publishedAt,
        platformPostId: `seeded-${row.targetId}`,
      })),
    );
    await tx.insert(targetAnalytics).values(
      rows.map((row) => ({
        targetId: row.targetId,
        ownerId: account.ownerId,
        postId: row.postId,
        socialAccountId: account.id,
        groupId: account.groupId,
        platform: account.platform,
        publishedAt: row.publishedAt,
        state: 'fresh' as const,
        round: 3,
        fetchedAt:
          row.fetchedAt === undefined
            ? new Date(row.publishedAt.getTime() + 2 * DAY_MS)
            : row.fetchedAt,
        views: row.views,
        reactions: row.engagement,
        engagement: row.engagement,
      })),
    );
  });
}
