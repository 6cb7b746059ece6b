import { and, exists, notExists, sql, type SQL } from 'drizzle-orm';
import { posts, postTargets } from '@fanout/db/schema';
import { isWaiting } from '../targets';

/** The post lists: all, the Posts & Drafts tabs (ADR 0055 adds published and failed). */
export type PostListKind = 'all' | 'scheduled' | 'drafts' | 'published' | 'failed';

/** Some target of the current post is in a state for which `where` holds. */
const anyTarget = (where: SQL) =>
  exists(
    sql`(select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${where})`,
  );
const noTarget = (where: SQL) =>
  notExists(
    sql`(select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${where})`,
  );

export const hasWaitingTarget = () => anyTarget(isWaiting());

/** Derived status draft: no target, or only draft ones. */
export const isDraft = () => noTarget(sql`${postTargets.state} <> 'draft'`);

/** Derived status published: every target went out (and there is one). */
export const isPublished = () =>
  and(anyTarget(sql`true`), noTarget(sql`${postTargets.state} <> 'published'`));

/**
 * Derived status partially_published, unconfirmed, missed or failed: nothing is on its way any
 * more, it is no draft, and some target did not go out. These are the posts that need the owner's
 * look (ADR 0055); the integration test checks this against `derivePostStatus`.
 */
export const needsAttention = () =>
  and(
    anyTarget(sql`${postTargets.state} <> 'draft'`),
    noTarget(isWaiting()),
    anyTarget(sql`${postTargets.state} <> 'published'`),
  );

export const onPlatform = (platform: string) =>
  anyTarget(sql`${postTargets.platform} = ${platform}`);

/** The condition of a newest-first list (scheduled is read another way: soonest first). */
export function newestKindCondition(kind: Exclude<PostListKind, 'scheduled'>): SQL | undefined {
  switch (kind) {
    case 'all':
      return undefined;
    case 'drafts':
      return isDraft();
    case 'published':
      return isPublished();
    case 'failed':
      return needsAttention();
  }
}
