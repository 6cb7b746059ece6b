import { CREDITS_PER_PLATFORM, type AiProvider, type PostDetail } from '@fanout/shared';
import { isoToDateTimeLocal } from '../schedule-time';
import { INITIAL_COMPOSER_STATE, type ComposerState } from './composer-state';

/** An existing post as the composer holds it, its time on the wall clock of `zone` (ADR 0059). */
export function composerStateOfPost(post: PostDetail, zone: string): ComposerState {
  const [date = '', time = ''] = isoToDateTimeLocal(post.scheduledAt, zone).split('T');
  const accountIds = post.platforms.flatMap((t) => (t.socialAccountId ? [t.socialAccountId] : []));
  return {
    ...INITIAL_COMPOSER_STATE,
    title: post.title ?? '',
    textContent: post.textContent,
    accountIds: [...new Set(accountIds)],
    facebookOptions: post.facebookOptions,
    media: post.media,
    date,
    time,
    generationMode: post.generationMode,
    generationPrompt: post.generationPrompt ?? '',
    referencePostIds: post.referencePostIds,
    aiProvider: (post.aiProvider as AiProvider | null) ?? INITIAL_COMPOSER_STATE.aiProvider,
    generatedAt: post.generatedAt,
  };
}

/** The credits the post holds now (per waiting target), which saving it gives back first. */
export function creditsHeldByPost(post: Pick<PostDetail, 'platforms'>): number {
  return (
    post.platforms.filter((target) => target.state === 'scheduled').length * CREDITS_PER_PLATFORM
  );
}
