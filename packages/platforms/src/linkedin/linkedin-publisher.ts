import { ATTEMPTED_AT_HANDLE } from '../publish/match-recent-post';
import { reconcileLinkedInPost } from './linkedin-reconcile';
import { PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { MEDIA_RULES } from '../publish/media-rules';
import { networkOptions } from '../publish/network-options-of';
import type { PlatformPublisher, PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { publishLinkedInComment, reconcileLinkedInComment } from './linkedin-comment';
import { uploadLinkedInImage, uploadLinkedInVideo } from './linkedin-media-upload';
import { linkedInAuthor, linkedInCall, littleText } from './linkedin-request';

/**
 * LinkedIn member posts through the versioned REST Posts API (platform-apis.md §1): uploads media
 * (Images or Videos API), then `POST /rest/posts` — the irreversible call — whose URN comes back in
 * `x-restli-id`. LinkedIn has no idempotency key: a lost answer is reconciled by reading the
 * member's recent posts back (linkedin-reconcile.ts), which needs `r_member_social`. A first
 * comment goes through the Comments API (linkedin-comment.ts).
 */
export function createLinkedInPublisher(context: PublisherContext): PlatformPublisher {
  async function publish(input: PublishInput): Promise<PublishResult> {
    const videos = input.media.filter((file) => file.kind === 'video');
    const [video] = videos;
    if (videos.length > 0 && input.media.length > 1) {
      throw new PlatformError(
        'linkedin',
        'invalid_content',
        'A LinkedIn post takes images or one video, not both',
      );
    }
    let content: Record<string, unknown> | undefined;
    if (video) {
      content = { media: { id: await uploadLinkedInVideo(context, input, video) } };
    } else if (input.media.length > 0) {
      const images: string[] = [];
      for (const [index, file] of input.media.entries()) {
        images.push(await uploadLinkedInImage(context, input, file, index));
      }
      content =
        images.length === 1
          ? { media: { id: images[0] } }
          : { multiImage: { images: images.map((id) => ({ id })) } };
    }

    await input.markIrreversible({ [ATTEMPTED_AT_HANDLE]: context.now().toISOString() });
    const answer = await context.http.exchange(
      linkedInCall(input, {
        operation: 'the post',
        method: 'POST',
        url: `${context.hosts.linkedin.api}/rest/posts`,
        json: {
          author: linkedInAuthor(input),
          commentary: littleText(input.text),
          visibility: networkOptions(input, 'linkedin').visibility,
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          ...(content ? { content } : {}),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        },
      }),
    );
    const urn = answer.headers.get('x-restli-id');
    if (!urn) {
      throw new PlatformError(
        'linkedin',
        'unknown',
        'LinkedIn created the post but answered no x-restli-id',
      );
    }
    return { platformPostId: urn, url: `https://www.linkedin.com/feed/update/${urn}/` };
  }

  return {
    platform: 'linkedin',
    mediaRule: MEDIA_RULES.linkedin,
    textLimit: PLATFORM_TEXT_LIMITS.linkedin,
    publish,
    reconcile: (input) => reconcileLinkedInPost(context, input),
    dailyResetAt: nextUtcMidnight,
    followUp: {
      kind: 'first_comment',
      publish: (input) => publishLinkedInComment(context, input),
      reconcile: (input) => reconcileLinkedInComment(context, input),
    },
  };
}

/**
 * LinkedIn's 429 carries no rate-limit headers, and the throttle is often short (a burst limit),
 * not the documented daily one: the publishing service probes with growing waits and only falls
 * back to the daily reset, midnight UTC, after several refused probes (ADR 0033).
 */
function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
