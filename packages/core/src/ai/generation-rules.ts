import {
  AppError,
  ENTER_TOPIC,
  PLEASE_ENTER_CONTENT,
  REFERENCE_POSTS_MAX,
  REFERENCE_POSTS_MIN,
  SELECT_PLATFORMS_TO_GENERATE,
  SELECT_REFERENCE_POSTS,
  isBlank,
  tooManyReferencePosts,
} from '@fanout/shared';

/** The composer's AI rules of spec 000 §5, enforced again here with the same messages. */
export function requirePlatforms(platforms: readonly string[]): void {
  if (platforms.length === 0) throw new AppError('BAD_REQUEST', SELECT_PLATFORMS_TO_GENERATE);
}

export function requireTopic(topic: string): void {
  if (isBlank(topic)) throw new AppError('BAD_REQUEST', ENTER_TOPIC);
}

export function requireReferenceCount(ids: readonly string[]): void {
  if (ids.length < REFERENCE_POSTS_MIN) throw new AppError('BAD_REQUEST', SELECT_REFERENCE_POSTS);
  if (ids.length > REFERENCE_POSTS_MAX) {
    throw new AppError('BAD_REQUEST', tooManyReferencePosts(REFERENCE_POSTS_MAX));
  }
}

export function requireContent(content: string): void {
  if (isBlank(content)) throw new AppError('BAD_REQUEST', PLEASE_ENTER_CONTENT);
}
