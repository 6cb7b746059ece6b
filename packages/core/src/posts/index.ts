export { createPost } from './create-post';
export { updatePost } from './update-post';
export { deletePost } from './delete-post';
export {
  listPosts,
  listPostsJson,
  countPosts,
  getStats,
  type PostOwner,
  type PostPageJson,
} from './list-posts';
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
export { cachedPostPage, postListVersion } from './post-page-cache';
