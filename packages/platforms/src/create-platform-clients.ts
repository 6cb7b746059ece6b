import { createBlueskyClient } from './bluesky/bluesky-client';
import { listFacebookPages } from './facebook/facebook-pages';
import { createFacebookOAuthClient } from './facebook/facebook-oauth';
import { createPlatformHttp } from './http/platform-request';
import { createInstagramOAuthClient } from './instagram/instagram-oauth';
import { createLinkedInOAuthClient } from './linkedin/linkedin-oauth';
import type { ClientContext } from './oauth/client-context';
import { listPinterestBoards } from './pinterest/pinterest-boards';
import { createPinterestOAuthClient } from './pinterest/pinterest-oauth';
import type { PlatformClients, PlatformCredentials } from './platform-client';
import type { PlatformHosts } from './platform-hosts';
import { createThreadsOAuthClient } from './threads/threads-oauth';
import { queryTikTokCreatorInfo } from './tiktok/tiktok-creator-info';
import { createTikTokOAuthClient } from './tiktok/tiktok-oauth';
import { createTwitterOAuthClient } from './twitter/twitter-oauth';
import { createYouTubeOAuthClient } from './youtube/youtube-oauth';

/**
 * Every platform's account client, against `hosts` (live vendors or the sandbox). A platform
 * missing from `credentials` still gets a client; its methods throw an 'auth' PlatformError naming
 * the environment variables to set.
 */
export function createPlatformClients(options: {
  hosts: PlatformHosts;
  credentials: PlatformCredentials;
  /** Per request, default 15 s. */
  timeoutMs?: number;
  /** Ask LinkedIn for `r_member_social` (LINKEDIN_READ_POSTS, ADR 0038). */
  linkedInReadPosts?: boolean;
  /** Ask LinkedIn for `r_member_postAnalytics` (LINKEDIN_POST_ANALYTICS, ADR 0090). */
  linkedInPostAnalytics?: boolean;
}): PlatformClients {
  const context: ClientContext = {
    hosts: options.hosts,
    credentials: options.credentials,
    http: createPlatformHttp({ timeoutMs: options.timeoutMs }),
  };
  return {
    oauth: {
      linkedin: createLinkedInOAuthClient(context, {
        readPosts: options.linkedInReadPosts,
        postAnalytics: options.linkedInPostAnalytics,
      }),
      twitter: createTwitterOAuthClient(context),
      threads: createThreadsOAuthClient(context),
      youtube: createYouTubeOAuthClient(context),
      instagram: createInstagramOAuthClient(context),
      facebook: createFacebookOAuthClient(context),
      pinterest: createPinterestOAuthClient(context),
      tiktok: createTikTokOAuthClient(context),
    },
    bluesky: createBlueskyClient(context),
    facebookPages: (userAccessToken) => listFacebookPages(context, userAccessToken),
    pinterestBoards: (accessToken) => listPinterestBoards(context, accessToken),
    tiktokCreatorInfo: (accessToken) => queryTikTokCreatorInfo(context, accessToken),
  };
}
