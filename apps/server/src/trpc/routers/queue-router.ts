import {
  addToQueue,
  getQueueSchedule,
  listFreeQueueSlots,
  nextQueueSlot,
  requeue,
  saveQueueSchedule,
} from '@fanout/core/queue';
import { calendarInput } from '@fanout/shared';
import { z } from 'zod';
import {
  freeQueueSlotSchema,
  groupIdInput,
  nextQueueSlotSchema,
  queuedPostSchema,
  queuePostInput,
  queueScheduleInput,
  queueScheduleSchema,
  requeueResultSchema,
} from '@fanout/shared/queue';
import { authedProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'PUT', path: `/${string}`) => ({
  openapi: { method, path, tags: ['queue'] },
  // What an API key needs here (ADR 0092).
  scope: method === 'GET' ? ('posts:read' as const) : ('posts:write' as const),
});

/** The posting queue of each account group (ADR 0057). */
export const queueRouter = router({
  schedule: authedProcedure
    .meta(meta('GET', '/account-groups/{groupId}/queue'))
    .input(groupIdInput)
    .output(queueScheduleSchema)
    .query(({ ctx, input }) => getQueueSchedule(ctx.deps.core, { actor: ctx.actor, input })),
  saveSchedule: authedProcedure
    .meta(meta('PUT', '/account-groups/{groupId}/queue'))
    .input(queueScheduleInput.extend(groupIdInput.shape))
    .output(queueScheduleSchema)
    .mutation(({ ctx, input }) => saveQueueSchedule(ctx.deps.core, { actor: ctx.actor, input })),
  requeue: authedProcedure
    .meta(meta('POST', '/account-groups/{groupId}/queue/requeue'))
    .input(groupIdInput)
    .output(requeueResultSchema)
    .mutation(({ ctx, input }) => requeue(ctx.deps.core, { actor: ctx.actor, input })),
  nextSlot: authedProcedure
    .meta(meta('GET', '/queue/next-slot'))
    .input(groupIdInput)
    .output(nextQueueSlotSchema)
    .query(({ ctx, input }) => nextQueueSlot(ctx.deps.core, { actor: ctx.actor, input })),
  // The calendar's empty places (guarded with the calendar menu).
  slots: authedProcedure
    .meta(meta('GET', '/calendar/queue-slots'))
    .input(calendarInput)
    .output(z.array(freeQueueSlotSchema))
    .query(({ ctx, input }) => listFreeQueueSlots(ctx.deps.core, { actor: ctx.actor, input })),
  add: authedProcedure
    .meta(meta('POST', '/queue/posts'))
    .input(queuePostInput)
    .output(queuedPostSchema)
    .mutation(({ ctx, input }) => addToQueue(ctx.deps.core, { actor: ctx.actor, input })),
});
