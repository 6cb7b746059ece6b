import { CREDITS_PER_PLATFORM, type AiProvider, type PostDetail } from '@fanout/shared';
import { isoToDateTimeLocal } from '../schedule-time';
import { hasFollowUps } from './composer-follow-ups';
import {
  INITIAL_COMPOSER_STATE,
  type AccountFollowUps,
  type AccountVariant,
  type ComposerState,
} from './composer-state';

/**
 * An existing post as the composer holds it, its time on the wall clock of `zone` (ADR 0059), with
 * its accounts' variants (ADR 0083), their threads and first comments (ADR 0084) and their network
 * options as the post answers them, defaults filled in (ADR 0087): saving it sends them back, so
 * editing keeps them (options only where they differ from the defaults, ADR 0088). Only the
 * follow-ups' texts: a post whose follow-ups went out is no longer composable.
 */
export function composerStateOfPost(post: PostDetail, zone: string): ComposerState {
  const [date = '', time = ''] = isoToDateTimeLocal(post.scheduledAt, zone).split('T');
  const accountIds = [
    ...new Set(post.platforms.flatMap((t) => (t.socialAccountId ? [t.socialAccountId] : []))),
  ];
  const variants: Record<string, AccountVariant> = {};
  const followUps: Record<string, AccountFollowUps> = {};
  const networkOptions: Record<string, Record<string, unknown>> = {};
  for (const id of accountIds) {
    const variant = post.variants[id];
    if (!variant) continue;
    if (variant.options) networkOptions[id] = variant.options;
    // A variant of a thread or first comment alone still follows the shared text and media.
    if (variant.textContent !== null || variant.media !== null) {
      variants[id] = { textContent: variant.textContent, media: variant.media };
    }
    const loaded: AccountFollowUps = {
      thread: variant.thread.map((reply, key) => ({ key, textContent: reply.textContent })),
      firstComment: variant.firstComment?.textContent ?? null,
    };
    if (hasFollowUps(loaded)) followUps[id] = loaded;
  }
  return {
    ...INITIAL_COMPOSER_STATE,
    title: post.title ?? '',
    textContent: post.textContent,
    accountIds,
    facebookOptions: post.facebookOptions,
    media: post.media,
    date,
    time,
    generationMode: post.generationMode,
    generationPrompt: post.generationPrompt ?? '',
    referencePostIds: post.referencePostIds,
    aiProvider: (post.aiProvider as AiProvider | null) ?? INITIAL_COMPOSER_STATE.aiProvider,
    generatedAt: post.generatedAt,
    variants,
    followUps,
    networkOptions,
  };
}

/** The credits the post holds now (per waiting target), which saving it gives back first. */
export function creditsHeldByPost(post: Pick<PostDetail, 'platforms'>): number {
  return (
    post.platforms.filter((target) => target.state === 'scheduled').length * CREDITS_PER_PLATFORM
  );
}
