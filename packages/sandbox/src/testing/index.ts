/**
 * Test kit of the sandbox (`@fanout/sandbox/testing`): the plugin in a bare app for each test, the
 * consent dance and token requests of each platform, the ids the sandbox gives its accounts, a
 * TikTok creator's settings, and the formula of the figures it reports (sandboxFigures).
 */
export * from './sandbox-test-kit';
export { isMultipartForm } from '../http/upload-body-parsers';
export { instagramUserId, sandboxPages } from '../facebook/facebook-pages';
export { threadsUserId } from '../threads/threads-routes';
export { tikTokOpenId } from '../tiktok/tiktok-routes';
export { setTikTokCreator } from '../tiktok/tiktok-creators';
export { linkedInSub } from '../linkedin/linkedin-routes';
export {
  sandboxCommentFigures,
  sandboxFigures,
  FIGURES_GROWTH_MS,
  FINAL_VIEWS,
} from '../analytics/figure-curve';
export { youTubeChannelId } from '../youtube/youtube-routes';
export * from './stripe-test-kit';
