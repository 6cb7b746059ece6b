import { and, asc, eq, sql } from 'drizzle-orm';
import { posts } from '@fanout/db/schema';
import { AppError, calendarRangeProblem, type CalendarInput } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import type { PostOwner } from './list-posts';
import { jsonArray, postJson } from './post-json';

/** More than any month holds for a person; a calendar asking for more gets the earliest. */
export const CALENDAR_POSTS_MAX = 2_000;

/**
 * The owner's posts whose time falls in [from, to), earliest first, as the JSON text of a
 * `Post[]` (ADR 0058). A post's time is when it goes or went out; a draft without one
 * sits on the day it was written. Filtering by platform or group is the page's: a month's posts
 * are few, and switching a filter then asks nothing.
 */
export async function listCalendarPostsJson(
  deps: CoreDeps,
  { actor: owner, input: range }: ServiceOptions<CalendarInput, PostOwner>,
): Promise<string> {
  const problem = calendarRangeProblem(range);
  if (problem !== null || !range.from || !range.to) {
    throw new AppError('BAD_REQUEST', problem ?? 'from and to are required');
  }
  const at = sql`coalesce(${posts.scheduledAt}, ${posts.createdAt})`;
  const rows = await deps.db
    .select({ json: postJson() })
    .from(posts)
    .where(
      and(
        eq(posts.ownerId, owner.userId),
        sql`${at} >= ${range.from}::timestamptz`,
        sql`${at} < ${range.to}::timestamptz`,
      ),
    )
    .orderBy(asc(at), asc(posts.id))
    .limit(CALENDAR_POSTS_MAX);
  return jsonArray(rows.map((row) => row.json));
}
