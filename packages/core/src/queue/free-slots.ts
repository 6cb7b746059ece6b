import { asc, eq } from 'drizzle-orm';
import { accountGroups, users } from '@fanout/db/schema';
import { AppError, calendarRangeProblem, type CalendarInput } from '@fanout/shared';
import { queueSlots, type FreeQueueSlot } from '@fanout/shared/queue';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { queuePlacesOf } from './queue-places';
import { queueRulesOf } from './queue-rules';
import { takenSlots } from './taken-slots';

/**
 * Every group's free queue slots in [from, to) (ADR 0057; the calendar shows them as empty
 * places, ADR 0058), earliest first: the schedule's slots ahead, in the user's zone, that no post of the group
 * holds.
 */
export async function listFreeQueueSlots(
  deps: CoreDeps,
  { actor, input: range }: ServiceOptions<CalendarInput>,
): Promise<FreeQueueSlot[]> {
  const problem = calendarRangeProblem(range);
  if (problem !== null || !range.from || !range.to) {
    throw new AppError('BAD_REQUEST', problem ?? 'from and to are required');
  }
  const from = new Date(range.from);
  const to = new Date(range.to);
  const groups = await deps.db
    .select({ group: accountGroups, timeZone: users.timeZone })
    .from(accountGroups)
    .innerJoin(users, eq(users.id, accountGroups.ownerId))
    .where(eq(accountGroups.ownerId, actor.userId))
    .orderBy(asc(accountGroups.createdAt), asc(accountGroups.id));
  // Only places still ahead; a slot at `from` itself counts (the generator starts strictly after).
  const before = new Date(Math.max(from.getTime() - 1, nowOf(deps).getTime()));
  // The groups' taken places in the range, read at once rather than one group after another.
  const takenByGroup = await Promise.all(
    groups.map(({ group }) => takenSlots(deps.db, group.id, before, { before: to })),
  );
  // A group on its best hours (ADR 0091) shows those: the places Add to Queue would fill.
  const placesByGroup = await Promise.all(
    groups.map(({ group, timeZone }) =>
      queuePlacesOf(deps.db, group, queueRulesOf(group, timeZone), nowOf(deps)),
    ),
  );
  const slots: FreeQueueSlot[] = [];
  groups.forEach(({ group }, i) => {
    const taken = takenByGroup[i] ?? new Set<number>();
    const rules = placesByGroup[i]?.rules;
    if (!rules) return;
    for (const slot of queueSlots(rules, before)) {
      if (slot >= to) break;
      if (taken.has(slot.getTime())) continue;
      slots.push({ groupId: group.id, groupName: group.name, at: slot.toISOString() });
    }
  });
  return slots.sort((a, b) => a.at.localeCompare(b.at));
}
