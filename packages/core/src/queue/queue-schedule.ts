import { and, eq } from 'drizzle-orm';
import { accountGroups } from '@fanout/db/schema';
import type { NextQueueSlot, QueueSchedule, QueueScheduleInput } from '@fanout/shared/queue';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { queueGroupOf } from './queue-rules';
import { pickFreeSlot } from './taken-slots';

/** A group's posting schedule, its times in the owner's zone (`GET /api/account-groups/{id}/queue`). */
export async function getQueueSchedule(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ groupId: string }>,
): Promise<QueueSchedule> {
  const { groupId } = input;
  const { rules } = await queueGroupOf(deps.db, actor, groupId);
  return { groupId, days: [...rules.days], times: [...rules.times], timeZone: rules.timeZone };
}

/**
 * Saves a group's schedule. Posts already queued keep their times (ADR 0057): only a
 * re-queue moves them (requeue.ts).
 */
export async function saveQueueSchedule(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<QueueScheduleInput & { groupId: string }>,
): Promise<QueueSchedule> {
  const { groupId, ...schedule } = input;
  await queueGroupOf(deps.db, actor, groupId);
  await deps.db
    .update(accountGroups)
    .set({ queueDays: schedule.days, queueTimes: schedule.times, updatedAt: nowOf(deps) })
    .where(and(eq(accountGroups.id, groupId), eq(accountGroups.ownerId, actor.userId)));
  return getQueueSchedule(deps, { actor, input: { groupId } });
}

/** `GET /api/queue/next-slot?groupId=`: the slot Add to Queue would take now. */
export async function nextQueueSlot(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ groupId: string }>,
): Promise<NextQueueSlot> {
  const { groupId } = input;
  const { rules } = await queueGroupOf(deps.db, actor, groupId);
  const slot = await pickFreeSlot(deps.db, groupId, rules, nowOf(deps));
  return { groupId, slot: slot?.toISOString() ?? null, timeZone: rules.timeZone };
}
