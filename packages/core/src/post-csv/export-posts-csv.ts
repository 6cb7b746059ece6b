import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  postAttachments,
  postFollowUps,
  posts,
  postTargets,
  postVariants,
  socialAccounts,
  users,
} from '@fanout/db/schema';
import {
  CSV_COLUMNS,
  CSV_IMPORT_MAX_ROWS,
  CSV_LIST_SEPARATOR,
  csvTextColumn,
  zonedWallTime,
  type Platform,
  type PostCsvExportQuery,
} from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import { csvLine } from '../analytics/csv-text';
import type { CoreDeps } from '../deps';
import { signMediaUrl } from '../media/signed-media-url';
import { hasWaitingTarget, newestKindCondition, onPlatform } from '../posts/post-list-kinds';
import { csvAccountName } from './resolve-csv-accounts';

/**
 * `GET /api/posts/export` (ADR 0095): the actor's posts as the CSV the import reads — same columns,
 * accounts by `network:handle`, the time in the user's zone (none for a draft), media as signed
 * URLs of this server (which the import of the same user takes back as the same items, and anyone
 * can fetch until they expire), each network's own text in its column, the first first comment. Filtered as the lists are
 * (status, platform) and by the post's time in [from, to); at most CSV_IMPORT_MAX_ROWS posts,
 * oldest time first, so the file always imports again. Cells a spreadsheet would run as a formula
 * are guarded (csv-text.ts).
 */
export async function exportPostsCsv(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<PostCsvExportQuery, Pick<Actor, 'userId'>>,
): Promise<{ fileName: string; text: string }> {
  const time = sql`coalesce(${posts.scheduledAt}, ${posts.createdAt})`;
  const conditions: Array<SQL | undefined> = [
    eq(posts.ownerId, actor.userId),
    input.status === 'scheduled'
      ? hasWaitingTarget()
      : input.status === 'all'
        ? undefined
        : newestKindCondition(input.status),
    input.platform ? onPlatform(input.platform) : undefined,
    input.from ? gte(time, new Date(input.from)) : undefined,
    input.to ? lt(time, new Date(input.to)) : undefined,
  ];
  const [rows, [user]] = await Promise.all([
    deps.db
      .select({ id: posts.id, text: posts.textContent, scheduledAt: posts.scheduledAt })
      .from(posts)
      .where(and(...conditions))
      .orderBy(asc(time), asc(posts.id))
      .limit(CSV_IMPORT_MAX_ROWS),
    deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, actor.userId)),
  ]);
  const zone = user?.timeZone ?? 'UTC';
  const ids = rows.map((row) => row.id);
  const [targets, attachments] = await readPostParts(deps, ids);
  const targetsOf = groupBy(targets, (target) => target.postId);
  const mediaOf = groupBy(attachments, (attachment) => attachment.postId);

  let text = csvLine(CSV_COLUMNS);
  for (const row of rows) {
    const own = targetsOf.get(row.id) ?? [];
    const isDraft = own.every((target) => target.state === 'draft');
    const wall = !isDraft && row.scheduledAt ? zonedWallTime(row.scheduledAt, zone) : null;
    // One column per network: the first account of a network with its own text gives it.
    const variantTexts = new Map<Platform, string>();
    for (const target of own) {
      if (target.variantText !== null && !variantTexts.has(target.platform)) {
        variantTexts.set(target.platform, target.variantText);
      }
    }
    const cells: Record<string, string | null> = {
      text: row.text,
      accounts: own.map(csvAccountName).join(CSV_LIST_SEPARATOR),
      date: wall?.date ?? null,
      time: wall?.time ?? null,
      first_comment: own.find((target) => target.firstComment !== null)?.firstComment ?? null,
      media_urls: (mediaOf.get(row.id) ?? [])
        .map((attachment) => signMediaUrl(deps, attachment.contentId).url)
        .join(CSV_LIST_SEPARATOR),
    };
    for (const [platform, variant] of variantTexts) cells[csvTextColumn(platform)] = variant;
    text += csvLine(CSV_COLUMNS.map((column) => cells[column] ?? null));
  }
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `fanout-posts-${day}.csv`, text };
}

/** The posts' accounts (with each one's variant text and first comment) and media, in order. */
async function readPostParts(deps: CoreDeps, ids: readonly string[]) {
  if (ids.length === 0) return [[], []] as const;
  return Promise.all([
    deps.db
      .select({
        postId: postTargets.postId,
        state: postTargets.state,
        platform: socialAccounts.platform,
        platformUsername: socialAccounts.platformUsername,
        variantText: postVariants.textContent,
        firstComment: postFollowUps.textContent,
      })
      .from(postTargets)
      .innerJoin(socialAccounts, eq(socialAccounts.id, postTargets.socialAccountId))
      .leftJoin(postVariants, eq(postVariants.targetId, postTargets.id))
      .leftJoin(
        postFollowUps,
        and(eq(postFollowUps.targetId, postTargets.id), eq(postFollowUps.kind, 'first_comment')),
      )
      .where(inArray(postTargets.postId, ids))
      .orderBy(asc(postTargets.createdAt), asc(postTargets.id)),
    deps.db
      .select({ postId: postAttachments.postId, contentId: postAttachments.contentId })
      .from(postAttachments)
      .where(inArray(postAttachments.postId, ids))
      .orderBy(asc(postAttachments.position)),
  ]);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
