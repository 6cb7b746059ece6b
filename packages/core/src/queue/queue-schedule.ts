import { and, eq } from 'drizzle-orm';
import { accountGroups } from '@fanout/db/schema';
import type { NextQueueSlot, QueueSchedule, QueueScheduleInput } from '@fanout/shared/queue';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { queuePlacesOf } from './queue-places';
import { queueGroupOf } from './queue-rules';
import { pickFreeSlot } from './taken-slots';

/**
 * A group's posting schedule, its times in the owner's zone (`GET /api/account-groups/{id}/queue`),
 * and where "Use my best times" stands (ADR 0091).
 */
export async function getQueueSchedule(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ groupId: string }>,
): Promise<QueueSchedule> {
  const { groupId } = input;
  const { group, rules } = await queueGroupOf(deps.db, actor, groupId);
  const { bestTimes } = await queuePlacesOf(deps.db, group, rules, nowOf(deps));
  return {
    groupId,
    days: [...rules.days],
    times: [...rules.times],
    timeZone: rules.timeZone,
    useBestTimes: group.queueBestTimes,
    bestTimes,
  };
}

/**
 * Saves a group's schedule and, when given, "Use my best times". Posts already queued keep their
 * times (ADR 0057): only a re-queue moves them (requeue.ts).
 */
export async function saveQueueSchedule(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<QueueScheduleInput & { groupId: string }>,
): Promise<QueueSchedule> {
  const { groupId, useBestTimes, ...schedule } = input;
  await queueGroupOf(deps.db, actor, groupId);
  await deps.db
    .update(accountGroups)
    .set({
      queueDays: schedule.days,
      queueTimes: schedule.times,
      ...(useBestTimes === undefined ? {} : { queueBestTimes: useBestTimes }),
      updatedAt: nowOf(deps),
    })
    .where(and(eq(accountGroups.id, groupId), eq(accountGroups.ownerId, actor.userId)));
  return getQueueSchedule(deps, { actor, input: { groupId } });
}

/** `GET /api/queue/next-slot?groupId=`: the slot Add to Queue would take now. */
export async function nextQueueSlot(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ groupId: string }>,
): Promise<NextQueueSlot> {
  const { groupId } = input;
  const now = nowOf(deps);
  const { group, rules } = await queueGroupOf(deps.db, actor, groupId);
  const places = await queuePlacesOf(deps.db, group, rules, now);
  const slot = await pickFreeSlot(deps.db, groupId, places.rules, now);
  return { groupId, slot: slot?.toISOString() ?? null, timeZone: rules.timeZone };
}
