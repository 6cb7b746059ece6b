import { z } from 'zod';
import { createPostInput } from '../posts/post-input';
import { postSchema } from '../schemas/post';

/** ISO weekdays, Monday = 1 … Sunday = 7, in the order a week shows them. */
export const QUEUE_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type QueueWeekday = (typeof QUEUE_WEEKDAYS)[number];

export const QUEUE_WEEKDAY_NAMES: Record<QueueWeekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** What a new group's queue posts at: weekdays at 09:00, 12:00 and 17:00 in the user's zone. */
export const DEFAULT_QUEUE_SCHEDULE = {
  days: [1, 2, 3, 4, 5],
  times: ['09:00', '12:00', '17:00'],
} as const satisfies { days: readonly QueueWeekday[]; times: readonly string[] };

export const QUEUE_TIMES_MAX = 24;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A group's posting schedule: every chosen weekday × every chosen time (ADR 0057). */
export const queueScheduleInput = z.object({
  days: z
    .array(
      z
        .number({ error: 'days must be weekday numbers, 1 (Monday) to 7 (Sunday)' })
        .int('days must be weekday numbers, 1 (Monday) to 7 (Sunday)')
        .min(1, 'days must be weekday numbers, 1 (Monday) to 7 (Sunday)')
        .max(7, 'days must be weekday numbers, 1 (Monday) to 7 (Sunday)'),
      { error: 'days must be a list of weekdays' },
    )
    .transform((days) => [...new Set(days)].sort((a, b) => a - b))
    .refine((days) => days.length > 0, 'Choose at least one day for the queue'),
  times: z
    .array(
      z
        .string({ error: 'times must be times of day like 09:30' })
        .regex(TIME_OF_DAY, 'times must be times of day like 09:30 (24-hour, HH:MM)'),
      { error: 'times must be a list of times of day' },
    )
    .transform((times) => [...new Set(times)].sort())
    .refine((times) => times.length > 0, 'Add at least one time for the queue')
    .refine(
      (times) => times.length <= QUEUE_TIMES_MAX,
      `A queue can have at most ${QUEUE_TIMES_MAX} times a day`,
    ),
  /**
   * "Use my best times" (ADR 0091); left out, the saved setting stays as it is. Not z.boolean():
   * the REST adapter coerces boolean fields (the string "false" would read as true).
   */
  useBestTimes: z
    .literal([true, false], { error: 'useBestTimes must be true or false' })
    .optional(),
});
export type QueueScheduleInput = z.output<typeof queueScheduleInput>;

/**
 * Where "Use my best times" stands (ADR 0091): whether Add to Queue fills the best hours now
 * (`inUse`) or, without enough history yet, the schedule's own times; and which weekly places.
 */
export const queueBestTimesSchema = z.object({
  inUse: z.boolean(),
  /** Posts behind the places; without enough history, the most any one account of the group has. */
  postsCounted: z.number().int().nonnegative(),
  postsNeeded: z.number().int().positive(),
  /** The best hours as ISO weekday (1 = Monday) and 'HH:MM', best first; empty when not in use. */
  places: z.array(z.object({ day: z.number().int(), time: z.string() })),
});
export type QueueBestTimes = z.infer<typeof queueBestTimesSchema>;

export const queueScheduleSchema = z.object({
  groupId: z.string(),
  days: z.array(z.number().int()),
  times: z.array(z.string()),
  /** The zone the times are read in: the user's (ADR 0056). */
  timeZone: z.string(),
  useBestTimes: z.boolean(),
  /** Null while the setting is off. */
  bestTimes: queueBestTimesSchema.nullable(),
});
export type QueueSchedule = z.infer<typeof queueScheduleSchema>;

export const groupIdInput = z.object({ groupId: z.uuid({ error: 'groupId must be a valid id' }) });

export const nextQueueSlotSchema = z.object({
  groupId: z.string(),
  /** The next free slot as an instant (UTC), or null when the schedule has none within a year. */
  slot: z.string().nullable(),
  timeZone: z.string(),
});
export type NextQueueSlot = z.infer<typeof nextQueueSlotSchema>;

/** Add to Queue: a post like Schedule's, its time the group's next free slot. */
export const queuePostInput = createPostInput
  .omit({ status: true, scheduledAt: true })
  .extend(groupIdInput.shape);
export type QueuePostPayload = z.input<typeof queuePostInput>;
export type QueuePostInput = z.output<typeof queuePostInput>;

export const queuedPostSchema = z.object({ post: postSchema, slot: z.string() });
export type QueuedPost = z.infer<typeof queuedPostSchema>;

export const requeueResultSchema = z.object({ moved: z.number().int(), message: z.string() });

/** One free place in a group's queue, for the calendar (`GET /api/calendar/queue-slots`). */
export const freeQueueSlotSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  at: z.string(),
});
export type FreeQueueSlot = z.infer<typeof freeQueueSlotSchema>;
