import { z } from 'zod';
import { PLATFORM_LABELS, type Platform } from '../platforms';
import { safeText } from '../schemas/text';
import {
  INSTAGRAM_FORMATS,
  LINKEDIN_VISIBILITIES,
  PINTEREST_BOARD_ID,
  PINTEREST_LINK_MAX,
  PINTEREST_TITLE_MAX,
  TIKTOK_PRIVACY_LEVELS,
  X_REPLY_SETTINGS,
  YOUTUBE_PRIVACY_STATUSES,
  YOUTUBE_TAGS_MAX,
  YOUTUBE_TITLE_MAX,
  youtubeTagsLength,
} from './network-option-values';

/**
 * Each network's own options of a variant (`variants[accountId].options`), one schema per network
 * in ONE table (NETWORK_OPTIONS_INPUTS). Every field may be left out: its default is what Fanout
 * published before options existed, so a post without options goes out as it always did. A null
 * default means "decided at publish time, as before" (the post's title, the account's board, the
 * creator's privacy). Messages name the field, not the account: validate-post puts the account
 * in front ("YouTube (@chan): privacy must be one of public, unlisted, private").
 */

/** An enum field, absent or null meaning `fallback`. */
function choice<const T extends readonly [string, ...string[]], F extends T[number] | null>(
  values: T,
  fallback: F,
) {
  return z
    .enum(values, { error: `must be one of ${values.join(', ')}` })
    .nullish()
    .transform((value): T[number] | F => value ?? fallback);
}

function flag(fallback: boolean) {
  return z
    .boolean({ error: 'must be true or false' })
    .nullish()
    .transform((value) => value ?? fallback);
}

/** A text that is trimmed; blank, absent or null means "the default" (null). */
function optionalText(max: number) {
  return safeText({ error: 'must be a text' })
    .trim()
    .refine((text) => [...text].length <= max, `must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text ? text : null));
}

export const youtubeOptionsInput = z.strictObject({
  /** `snippet.title`; null: the post's title, else its first line (youtube-metadata.ts). */
  title: optionalText(YOUTUBE_TITLE_MAX).refine(
    (title) => title === null || !/[<>]/.test(title),
    'cannot contain < or > (YouTube refuses them)',
  ),
  /** `status.privacyStatus`. */
  privacy: choice(YOUTUBE_PRIVACY_STATUSES, 'public'),
  /** `status.selfDeclaredMadeForKids`. */
  madeForKids: flag(false),
  /** `snippet.tags`, at most YOUTUBE_TAGS_MAX characters as YouTube counts them. */
  tags: z
    .array(
      safeText({ error: 'must be a text' })
        .trim()
        .min(1, 'cannot be empty')
        .refine((tag) => !/[<>]/.test(tag), 'cannot contain < or >'),
      { error: 'must be a list of texts' },
    )
    .max(YOUTUBE_TAGS_MAX, `must be at most ${YOUTUBE_TAGS_MAX} characters in all`)
    .nullish()
    .transform((tags) => tags ?? [])
    .superRefine((tags, ctx) => {
      const length = youtubeTagsLength(tags);
      if (length > YOUTUBE_TAGS_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `must be at most ${YOUTUBE_TAGS_MAX} characters in all as YouTube counts them (commas between tags, quotes around a tag with a space): these are ${length}`,
        });
      }
    }),
});

export const pinterestOptionsInput = z.strictObject({
  /** `board_id`, one of the account's boards (checked with Pinterest); null: the account's board. */
  boardId: safeText({ error: 'must be a text' })
    .regex(PINTEREST_BOARD_ID, 'must be a Pinterest board id (digits)')
    .nullish()
    .transform((id) => id ?? null),
  /** `title`; null: the post's title, else its first line. */
  title: optionalText(PINTEREST_TITLE_MAX),
  /** `link`, where the Pin leads; null: none. */
  link: optionalText(PINTEREST_LINK_MAX).refine(
    (link) => link === null || isHttpsUrl(link),
    'must be an https URL',
  ),
});

export const tiktokOptionsInput = z
  .strictObject({
    /** `privacy_level`; null: PUBLIC_TO_EVERYONE when the creator is offered it, else SELF_ONLY. */
    privacyLevel: choice(TIKTOK_PRIVACY_LEVELS, null),
    /** Not `disable_comment` (a creator who turned comments off keeps them off). */
    allowComments: flag(true),
    /** Not `disable_duet` (videos only). */
    allowDuet: flag(true),
    /** Not `disable_stitch` (videos only). */
    allowStitch: flag(true),
    /** `brand_organic_toggle`: the post promotes the creator's own business. */
    brandOrganic: flag(false),
    /** `brand_content_toggle`: a paid partnership promoting a third party. */
    brandedContent: flag(false),
  })
  .refine(
    (options) => !(options.brandedContent && options.privacyLevel === 'SELF_ONLY'),
    'brandedContent cannot be posted with privacyLevel SELF_ONLY: TikTok does not let branded content be private',
  );

export const instagramOptionsInput = z.strictObject({
  format: choice(INSTAGRAM_FORMATS, 'feed'),
});

export const xOptionsInput = z.strictObject({
  replySettings: choice(X_REPLY_SETTINGS, 'everyone'),
});

export const linkedInOptionsInput = z.strictObject({
  visibility: choice(LINKEDIN_VISIBILITIES, 'PUBLIC'),
});

/** The one table: which networks take options, and the schema of each. */
export const NETWORK_OPTIONS_INPUTS = {
  youtube: youtubeOptionsInput,
  pinterest: pinterestOptionsInput,
  tiktok: tiktokOptionsInput,
  instagram: instagramOptionsInput,
  twitter: xOptionsInput,
  linkedin: linkedInOptionsInput,
} as const satisfies Partial<Record<Platform, z.ZodType>>;

export type OptionsPlatform = keyof typeof NETWORK_OPTIONS_INPUTS;
/** One network's options with every default filled in. */
export type NetworkOptionsOf<P extends OptionsPlatform> = z.output<
  (typeof NETWORK_OPTIONS_INPUTS)[P]
>;
export type NetworkOptionsPayload<P extends OptionsPlatform> = z.input<
  (typeof NETWORK_OPTIONS_INPUTS)[P]
>;
/** A target's options as a run passes them to its adapter: the network and its values. */
export type NetworkOptions = {
  [P in OptionsPlatform]: { platform: P; values: NetworkOptionsOf<P> };
}[OptionsPlatform];

export function hasNetworkOptions(platform: Platform): platform is OptionsPlatform {
  return platform in NETWORK_OPTIONS_INPUTS;
}

export type ParsedNetworkOptions =
  { ok: true; options: NetworkOptions | null } | { ok: false; problems: string[] };

/**
 * A variant's `options` for its account's network: every default filled in (none given: all
 * defaults), or null for a network without options; else the problems, each naming the field.
 */
export function parseNetworkOptions(platform: Platform, raw: unknown): ParsedNetworkOptions {
  if (!hasNetworkOptions(platform)) {
    return raw === null || raw === undefined
      ? { ok: true, options: null }
      : { ok: false, problems: [noNetworkOptions(platform)] };
  }
  const parsed = NETWORK_OPTIONS_INPUTS[platform].safeParse(raw ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => issueMessage(platform, issue)),
    };
  }
  // The schema of `platform` gave these values: TypeScript cannot pair the two through the table.
  return { ok: true, options: { platform, values: parsed.data } as NetworkOptions };
}

/** The network's options with every default: what a target without options publishes with. */
export function defaultNetworkOptions<P extends OptionsPlatform>(platform: P): NetworkOptionsOf<P> {
  // Cannot fail: every field has a default. The cast pairs the table's entry with its key.
  return NETWORK_OPTIONS_INPUTS[platform].parse({}) as NetworkOptionsOf<P>;
}

function issueMessage(platform: OptionsPlatform, issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return unknownNetworkOptions(platform, issue.keys);
  }
  const path = issue.path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`,
    )
    .join('');
  return path === '' ? issue.message : `${path} ${issue.message}`;
}

export function unknownNetworkOptions(platform: OptionsPlatform, keys: readonly string[]): string {
  const known = Object.keys(NETWORK_OPTIONS_INPUTS[platform].shape).join(', ');
  return `${keys.join(', ')} ${keys.length === 1 ? 'is not an option' : 'are not options'} of ${PLATFORM_LABELS[platform]} (its options: ${known})`;
}

/** Whether `media` is exactly one video: what an Instagram Reel is (INSTAGRAM_FORMATS). */
export function isOneVideo(media: readonly { type: string }[]): boolean {
  return media.length === 1 && media[0]?.type === 'video';
}

/**
 * Why an Instagram post of `format` cannot go out with `media`, or null: a Reel needs exactly one
 * video. The server's rule for a post that goes out, and the composer's before it asks.
 */
export function instagramFormatProblem(
  format: NetworkOptionsOf<'instagram'>['format'],
  media: readonly { type: string }[],
): string | null {
  return format === 'reel' && !isOneVideo(media)
    ? 'format reel needs exactly one video: a Reel is a single video'
    : null;
}

/** A Pinterest `boardId` the account's boards do not include (Pinterest's own list says so). */
export function unknownPinterestBoard(boardId: string): string {
  return `boardId ${boardId} is not one of this account's Pinterest boards`;
}

export function noNetworkOptions(platform: Platform): string {
  return platform === 'facebook'
    ? 'Facebook takes no options in a variant: its Page post and Reels choices are facebookOptions'
    : `${PLATFORM_LABELS[platform]} takes no options: remove them`;
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
