import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import type { PlatformPublisher, PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { createFacebookFirstComment } from './facebook-first-comment';
import { reconcileFacebookPost } from './facebook-reconcile';
import { publishPagePost } from './facebook-page-post';
import { publishReel } from './facebook-reel-upload';

/**
 * Facebook Pages publishing (shared/reference/platform-apis.md §7,
 * docs/platform-publishing/facebook.md). The account is the Page: `externalId` is the Page id and
 * the access token the Page token. `facebookOptions` (spec: pagePost default true, pageReels
 * default false, at least one) choose where the post goes: a Reel, a timeline post, or both —
 * the Reel first, then the timeline post, which is the result. A lost answer to the timeline post
 * is reconciled by reading the Page's recent posts back (facebook-reconcile.ts); a lost Reel
 * answer stays unconfirmed. A first comment goes on whichever was the result
 * (facebook-first-comment.ts).
 */
export function createFacebookPublisher(context: PublisherContext): PlatformPublisher {
  return {
    platform: 'facebook',
    mediaRule: MEDIA_RULES.facebook,
    textLimit: PLATFORM_TEXT_LIMITS.facebook,
    async publish(input: PublishInput): Promise<PublishResult> {
      const options = input.facebookOptions ?? { pagePost: true, pageReels: false };
      if (!options.pagePost && !options.pageReels) {
        throw new PlatformError(
          'facebook',
          'invalid_content',
          'Choose Page Post, Page Reels or both for this Facebook Page',
        );
      }
      const reel = options.pageReels ? await publishReel(context, input) : null;
      if (!options.pagePost && reel) return reel;
      return publishPagePost(context, input);
    },
    reconcile: (input) => reconcileFacebookPost(context, input),
    followUp: createFacebookFirstComment(context),
  };
}
