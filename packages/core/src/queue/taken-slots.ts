import { and, eq, gt, isNotNull, lt, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { posts, postTargets, socialAccounts } from '@fanout/db/schema';
import { nextFreeSlot, type QueueRules } from '@fanout/shared/queue';

/**
 * The instants after `after` at which a post of the group already goes out (ADR 0057): a slot is
 * free when no post of the group is there. A post is the group's when one of its submitted
 * targets is an account of the group, or when the group's queue placed it. `except` leaves out
 * posts being placed again (a re-queue); `before` bounds the instants read (a calendar's range).
 */
export async function takenSlots(
  db: Executor,
  groupId: string,
  after: Date,
  { except = [], before }: { except?: readonly string[]; before?: Date } = {},
): Promise<Set<number>> {
  const notExcepted = except.length ? [notInArray(postTargets.postId, [...except])] : [];
  const targets = db
    .selectDistinct({ at: postTargets.dueAt })
    .from(postTargets)
    .innerJoin(socialAccounts, eq(socialAccounts.id, postTargets.socialAccountId))
    .where(
      and(
        eq(socialAccounts.groupId, groupId),
        ne(postTargets.state, 'draft'),
        gt(postTargets.dueAt, after),
        ...(before ? [lt(postTargets.dueAt, before)] : []),
        ...notExcepted,
      ),
    );
  const placed = db
    .selectDistinct({ at: posts.scheduledAt })
    .from(posts)
    .where(
      and(
        eq(posts.queueGroupId, groupId),
        isNotNull(posts.scheduledAt),
        gt(posts.scheduledAt, after),
        ...(before ? [lt(posts.scheduledAt, before)] : []),
        ...(except.length ? [notInArray(posts.id, [...except])] : []),
      ),
    );
  const rows = await targets.union(placed);
  return new Set(rows.flatMap((row) => (row.at ? [row.at.getTime()] : [])));
}

/** The group's next free slot after `after`, or null when none is free within the horizon. */
export async function pickFreeSlot(
  db: Executor,
  groupId: string,
  rules: QueueRules,
  after: Date,
): Promise<Date | null> {
  return nextFreeSlot(rules, after, await takenSlots(db, groupId, after));
}

export const noFreeSlot = (groupName: string) =>
  `The queue of ${groupName} has no free slot in the next year: add days or times to its schedule.`;
