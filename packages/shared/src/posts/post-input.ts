import { z } from 'zod';
import { safeText } from '../schemas/text';
import { isStorableInstant, unstorableInstantMessage } from '../time/storable-instant';
import { timeZoneSchema } from '../time/time-zone';
import { postVariantsInput } from './post-variants';

/**
 * The create and edit payloads of spec 000 §7, shape only. The rules with the spec's messages
 * (blank content, platform count, length, schedule, Facebook, reference posts, media) are pure
 * functions in @fanout/core/posts, so a missing or blank field reaches them and gets the spec's
 * sentence instead of a zod message.
 */

/** What the composer asks for: 'published' means publish now (spec 000 §4). */
export const CREATE_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type CreatePostStatus = (typeof CREATE_POST_STATUSES)[number];

export const GENERATION_MODES = ['predefined', 'ai_topic', 'ai_style_emulation'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

// 'sandbox' answers canned text, and only where PLATFORM_MODE=sandbox (ADR 0022).
export const AI_PROVIDERS = ['openai', 'gemini', 'sandbox'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Style emulation takes 1 to 3 earlier posts (spec 000 §9). */
export const REFERENCE_POSTS_MIN = 1;
export const REFERENCE_POSTS_MAX = 3;

export const POST_TITLE_MAX = 200;
/**
 * A ceiling on what is stored, above the largest platform limit (Facebook's 63,206): the per-platform
 * limits are a rule with the spec's message, not a shape.
 */
export const POST_TEXT_MAX = 100_000;

/** Per Facebook account (spec 000 §3): a feed post by default, a Reel on request. */
export const facebookPostOptionsSchema = z.object({
  pagePost: z.boolean().default(true),
  pageReels: z.boolean().default(false),
});
export type FacebookPostOptions = z.infer<typeof facebookPostOptionsSchema>;
export const DEFAULT_FACEBOOK_POST_OPTIONS: FacebookPostOptions = {
  pagePost: true,
  pageReels: false,
};

// JSON clients send null as readily as they leave a field out: both mean "not given".
function nullishToUndefined<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

function uniqueInOrder(values: string[]): string[] {
  return [...new Set(values)];
}

const ISO_INSTANT = z.iso.datetime({ offset: true });
// The edit dialog's datetime-local input stops at the minute.
const ISO_INSTANT_TO_MINUTE = z.iso.datetime({ offset: true, precision: -1 });

/**
 * An instant with its UTC offset, normalised to UTC ("2026-05-01T11:30:00+02:00" →
 * "2026-05-01T09:30:00.000Z"). Empty means not given: the rules decide whether it was needed.
 */
function optionalUtcInstant(field: string) {
  return safeText()
    .max(64)
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === '') return undefined;
      if (
        !ISO_INSTANT.safeParse(value).success &&
        !ISO_INSTANT_TO_MINUTE.safeParse(value).success
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be an ISO 8601 date and time with a UTC offset, e.g. 2026-05-01T09:30:00Z`,
        });
        return z.NEVER;
      }
      const instant = new Date(value);
      if (!isStorableInstant(instant)) {
        ctx.addIssue({ code: 'custom', message: unstorableInstantMessage(field) });
        return z.NEVER;
      }
      return instant.toISOString();
    });
}

function idList(field: string, max: number) {
  return z
    .array(z.uuid({ error: `${field} must list ids` }))
    .max(max, `${field} can list at most ${max} ids`)
    .nullish()
    .transform((ids) => uniqueInOrder(ids ?? []));
}

const textContent = safeText()
  .max(POST_TEXT_MAX, `textContent must be at most ${POST_TEXT_MAX} characters`)
  .nullish()
  .transform((text) => text ?? '');

/** POST /api/posts (spec 000 §7); Save Draft sends the same payload with status 'draft'. */
export const createPostInput = z.object({
  /** Optional on create: blank is stored as null. */
  title: safeText()
    .trim()
    .max(POST_TITLE_MAX, `title must be at most ${POST_TITLE_MAX} characters`)
    .nullish()
    .transform((title) => title || null),
  textContent,
  /** Social account ids; repeats are dropped so an account is neither targeted nor charged twice. */
  platforms: idList('platforms', 50),
  status: z.enum(CREATE_POST_STATUSES, {
    error: `status must be one of ${CREATE_POST_STATUSES.join(', ')}`,
  }),
  scheduledAt: optionalUtcInstant('scheduledAt'),
  /** Content library ids, in the order the post shows them; repeats are dropped. */
  attachments: idList('attachments', 50),
  /**
   * Per selected account, its own text and media (ADR 0083), keyed by social account id; an
   * account without one uses `textContent` and `attachments`.
   */
  variants: postVariantsInput,
  /** Keyed by social account id; accounts without an entry get DEFAULT_FACEBOOK_POST_OPTIONS. */
  facebookOptions: z
    .record(safeText().max(64), facebookPostOptionsSchema)
    .nullish()
    .transform((options) => options ?? {}),
  generationMode: z
    .enum(GENERATION_MODES, {
      error: `generationMode must be one of ${GENERATION_MODES.join(', ')}`,
    })
    .default('predefined'),
  generationPrompt: nullishToUndefined(safeText().max(4000)),
  referencePostIds: idList('referencePostIds', 20),
  aiProvider: nullishToUndefined(
    z.enum(AI_PROVIDERS, { error: `aiProvider must be one of ${AI_PROVIDERS.join(', ')}` }),
  ),
  generatedAt: optionalUtcInstant('generatedAt'),
  /** The author's IANA zone, kept to show and edit times as entered; instants stay UTC. */
  timeZone: nullishToUndefined(timeZoneSchema),
});
/** What the client sends. */
export type CreatePostPayload = z.input<typeof createPostInput>;
/** What the rules and services receive. */
export type CreatePostInput = z.output<typeof createPostInput>;

/**
 * PUT /api/posts/{id} (spec 000 §7): the edit dialog's fields. The transport adds the id.
 * Title and content are required here (unlike create); the rules say so with the spec's words.
 */
export const updatePostInput = z.object({
  title: safeText()
    .trim()
    .max(POST_TITLE_MAX, `title must be at most ${POST_TITLE_MAX} characters`)
    .nullish()
    .transform((title) => title ?? ''),
  textContent,
  scheduledAt: optionalUtcInstant('scheduledAt'),
  timeZone: nullishToUndefined(timeZoneSchema),
});
export type UpdatePostPayload = z.input<typeof updatePostInput>;
export type UpdatePostInput = z.output<typeof updatePostInput>;

/** How long a stretch the calendar reads at once: a month view with the weeks around it. */
export const CALENDAR_RANGE_MAX_DAYS = 62;

/** `GET /api/calendar?from=&to=`: the posts whose time falls in [from, to) (ADR 0058). */
export const calendarInput = z.object({
  from: optionalUtcInstant('from'),
  to: optionalUtcInstant('to'),
});
export type CalendarInput = z.output<typeof calendarInput>;

/** The range's problem, or null: both ends given, in order, at most CALENDAR_RANGE_MAX_DAYS. */
export function calendarRangeProblem(range: CalendarInput): string | null {
  if (!range.from || !range.to) return 'from and to are required';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (!(days > 0)) return 'to must be after from';
  if (days > CALENDAR_RANGE_MAX_DAYS) {
    return `The calendar reads at most ${CALENDAR_RANGE_MAX_DAYS} days at once`;
  }
  return null;
}

/** Moving a scheduled post to another time (the calendar's drag), with the edit form's rules. */
export const reschedulePostInput = z.object({
  scheduledAt: optionalUtcInstant('scheduledAt'),
});
export type ReschedulePostInput = z.output<typeof reschedulePostInput>;
