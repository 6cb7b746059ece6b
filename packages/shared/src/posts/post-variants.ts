import { z } from 'zod';
import { PLATFORM_LABELS, type Platform } from '../platforms';
import { safeText } from '../schemas/text';
import { THREAD_REPLIES_MAX } from './follow-ups';

/**
 * A post's variants (ADR 0083): per selected social account, an optional text and media that
 * replace the post's shared ones on that account's network, and its thread or first comment
 * (ADR 0084). An account without a variant uses the
 * shared text and media, so a post without variants is the post of spec 000.
 */

/** The most media a variant lists, as the shared attachments. */
export const VARIANT_ATTACHMENTS_MAX = 50;
/** As POST_TEXT_MAX (post-input.ts): a ceiling on what is stored; the network's limit is a rule. */
export const VARIANT_TEXT_MAX = 100_000;

/** One reply of a thread (ADR 0084): its text (media per reply are not published yet: refused). */
export const threadReplyInput = z.strictObject({
  textContent: safeText({ error: 'a thread reply needs textContent' }).max(
    VARIANT_TEXT_MAX,
    `textContent must be at most ${VARIANT_TEXT_MAX} characters`,
  ),
});

/**
 * One account's variant. Strict: a field this version does not publish (a reply's media) is
 * refused by name rather than dropped without a word.
 */
export const postVariantInput = z.strictObject({
  /** The account's own text; absent or null means the shared text. */
  textContent: safeText()
    .max(VARIANT_TEXT_MAX, `textContent must be at most ${VARIANT_TEXT_MAX} characters`)
    .nullish()
    .transform((text) => text ?? undefined),
  /**
   * The account's own media (content library ids, in order; repeats dropped); absent or null means
   * the shared media, an empty list means none on this network.
   */
  attachments: z
    .array(z.uuid({ error: 'attachments must list ids' }))
    .max(VARIANT_ATTACHMENTS_MAX, `attachments can list at most ${VARIANT_ATTACHMENTS_MAX} ids`)
    .nullish()
    .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
  /**
   * Replies after the post, in order, on a network with threads (PLATFORM_FOLLOW_UPS): the post is
   * item 1, these are items 2, 3, …
   */
  thread: z
    .array(threadReplyInput)
    .max(THREAD_REPLIES_MAX, `thread can hold at most ${THREAD_REPLIES_MAX} replies`)
    .nullish()
    .transform((replies) => (replies && replies.length > 0 ? replies : undefined)),
  /** A comment on the post right after it, on a network with first comments. */
  firstComment: safeText()
    .max(VARIANT_TEXT_MAX, `firstComment must be at most ${VARIANT_TEXT_MAX} characters`)
    .nullish()
    .transform((text) => text ?? undefined),
  /**
   * The network's own options (network-options.ts): a plain object here, checked against the
   * account's network by the post rules, which name the account. Absent, null or empty: the
   * network's defaults.
   */
  options: z
    .record(safeText(), z.unknown(), { error: 'options must be an object' })
    .nullish()
    .transform((options) => (options && Object.keys(options).length > 0 ? options : undefined)),
});
export type PostVariantPayload = z.input<typeof postVariantInput>;
export type PostVariantInput = z.output<typeof postVariantInput>;

/** `variants` of the create and compose payloads: keyed by social account id. */
/** As many as `platforms` may list: one variant per selected account. */
export const VARIANTS_MAX = 50;

export const postVariantsInput = z
  .record(z.uuid({ error: 'variants must be keyed by social account id' }), postVariantInput)
  .refine((variants) => Object.keys(variants).length <= VARIANTS_MAX, {
    error: `variants can hold at most ${VARIANTS_MAX} accounts`,
  })
  .nullish()
  .transform((variants) => dropEmptyVariants(variants ?? {}));
export type PostVariantsInput = z.output<typeof postVariantsInput>;

/** A variant that overrides nothing is no variant. */
function dropEmptyVariants(
  variants: Record<string, PostVariantInput>,
): Record<string, PostVariantInput> {
  const kept: Record<string, PostVariantInput> = {};
  for (const [accountId, variant] of Object.entries(variants)) {
    if (
      variant.textContent !== undefined ||
      variant.attachments !== undefined ||
      variant.thread !== undefined ||
      variant.firstComment !== undefined ||
      variant.options !== undefined
    ) {
      kept[accountId] = variant;
    }
  }
  return kept;
}

/** How a message names the account it is about: "X (@fanout)". */
export function variantAccountLabel(account: {
  platform: Platform;
  platformUsername: string;
}): string {
  const username = account.platformUsername.trim();
  const label = PLATFORM_LABELS[account.platform];
  return username ? `${label} (@${username.replace(/^@/, '')})` : label;
}

export function variantTextTooLong(accountLabel: string, length: number, limit: number): string {
  return `${accountLabel}: ${length} / ${limit} characters`;
}
export function variantTextBlank(accountLabel: string): string {
  return `${accountLabel}: the customised text is empty; write it or go back to the shared text`;
}
/** A thread reply or a first comment left empty. */
export function followUpTextBlank(itemLabel: string): string {
  return `${itemLabel}: the text is empty; write it or remove it`;
}
export function variantAccountNotSelected(accountId: string): string {
  return `variants names account ${accountId}, which is not among the selected platforms`;
}
export function variantMediaProblem(accountLabel: string, message: string): string {
  return `${accountLabel}: ${message}`;
}
/** A problem of a variant's network options (network-options.ts), which names the field. */
export function variantOptionsProblem(accountLabel: string, problem: string): string {
  return `${accountLabel}: ${problem}`;
}
