import { asc, inArray } from 'drizzle-orm';
import { postAttachments, postTargets, type PostRow, type PostTargetRow } from '@fanout/db/schema';
import type { Platform, Post, PostTarget } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { derivePostStatus } from './derive-post-status';

function toTarget(row: PostTargetRow): PostTarget {
  return {
    id: row.id,
    platform: row.platform as Platform,
    socialAccountId: row.socialAccountId,
    state: row.state,
    dueAt: row.dueAt?.toISOString() ?? null,
    platformPostUrl: row.platformPostUrl,
    errorMessage: row.errorMessage,
  };
}

/** The API shape of a page of posts, with their targets and attachments in two queries (no N+1). */
export async function toPosts(deps: CoreDeps, rows: readonly PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [targets, attachments] = await Promise.all([
    deps.db
      .select()
      .from(postTargets)
      .where(inArray(postTargets.postId, ids))
      .orderBy(asc(postTargets.createdAt), asc(postTargets.id)),
    deps.db
      .select()
      .from(postAttachments)
      .where(inArray(postAttachments.postId, ids))
      .orderBy(asc(postAttachments.position)),
  ]);
  return rows.map((row) => {
    const own = targets.filter((t) => t.postId === row.id);
    return {
      id: row.id,
      title: row.title,
      textContent: row.textContent,
      content: row.textContent,
      status: derivePostStatus(own.map((t) => t.state)),
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      timeZone: row.timeZone,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      platform: (own[0]?.platform as Platform | undefined) ?? null,
      platforms: own.map(toTarget),
      attachments: attachments.filter((a) => a.postId === row.id).map((a) => a.contentId),
      generationMode: row.generationMode,
      generationPrompt: row.generationPrompt,
      referencePostIds: row.referencePostIds,
      aiProvider: row.aiProvider,
      generatedAt: row.generatedAt?.toISOString() ?? null,
    };
  });
}

export async function toPost(deps: CoreDeps, row: PostRow): Promise<Post> {
  const [post] = await toPosts(deps, [row]);
  if (!post) throw new Error('post mapping failed');
  return post;
}
