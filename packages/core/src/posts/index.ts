export { createPost } from './create-post';
export { updatePost } from './update-post';
export { deletePost } from './delete-post';
export {
  listPosts,
  listPostsJson,
  countPosts,
  type PostOwner,
  type PostPageJson,
} from './list-posts';
export { getStats } from './get-stats';
export { getPost } from './get-post';
export type { PostListKind } from './post-list-kinds';
export { derivePostStatus } from './derive-post-status';
export {
  validatePost,
  assertValidPost,
  type PostAccount,
  type ValidatePostInput,
} from './validate-post';
export {
  validatePostUpdate,
  assertValidPostUpdate,
  type ValidatePostUpdateInput,
} from './validate-post-update';
export { requiredCredits, assertEnoughCredits } from './required-credits';
export { MEDIA_RULES, FACEBOOK_REELS_RULE, type MediaRule } from '@fanout/platforms';
export { checkMedia } from './check-media';
export type { PostProblem } from './post-problem';
export { deepFreeze, postListVersion } from './list-version-cache';
export { retryTarget } from './retry-target';
export { retryFollowUps } from './retry-follow-ups';
export { resolveUnconfirmedTarget } from './resolve-unconfirmed-target';
export { reschedulePost } from './reschedule-post';
export { duplicatePost } from './duplicate-post';
export { listCalendarPostsJson, CALENDAR_POSTS_MAX } from './list-calendar-posts';
export { recomposePost } from './recompose-post';
