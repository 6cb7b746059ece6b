import { and, eq } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { accountGroups, users, type AccountGroupRow } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { QueueRules } from '@fanout/shared/queue';
import type { Actor } from '../access';
import { GROUP_NOT_FOUND } from '../accounts/groups';

export interface QueueGroup {
  group: AccountGroupRow;
  rules: QueueRules;
}

/**
 * The actor's group and its queue read in the actor's time zone (ADR 0056/0057), or 404. With
 * `lock`, the group row stays locked until the transaction ends: whoever picks a slot of this
 * queue holds it, so two Add to Queue calls take turns and never pick the same slot.
 */
export async function queueGroupOf(
  db: Executor,
  actor: Actor,
  groupId: string,
  options: { lock?: boolean } = {},
): Promise<QueueGroup> {
  const query = db
    .select({ group: accountGroups, timeZone: users.timeZone })
    .from(accountGroups)
    .innerJoin(users, eq(users.id, accountGroups.ownerId))
    .where(and(eq(accountGroups.id, groupId), eq(accountGroups.ownerId, actor.userId)));
  const [row] = options.lock ? await query.for('update', { of: accountGroups }) : await query;
  if (!row) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return { group: row.group, rules: queueRulesOf(row.group, row.timeZone) };
}

/** A group's schedule read in its owner's zone. */
export function queueRulesOf(
  group: Pick<AccountGroupRow, 'queueDays' | 'queueTimes'>,
  timeZone: string,
): QueueRules {
  return { days: group.queueDays, times: group.queueTimes, timeZone };
}
