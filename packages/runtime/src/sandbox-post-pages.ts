import type {
  FollowUpPublisher,
  PlatformPublisher,
  PlatformPublishers,
  PublishResult,
} from '@fanout/platforms';
import type { Platform } from '@fanout/shared';

/**
 * The sandbox's own page of a simulated post (`packages/sandbox/src/publishing/post-page.ts`,
 * served by its control routes): the real site has no such post, so a link there would be wrong.
 */
export function sandboxPostPageUrl(publicUrl: string, platform: Platform, postId: string): string {
  return `${publicUrl}/sandbox/_control/publishing/${platform}/posts/${encodeURIComponent(postId)}`;
}

function onSandboxPage<Result extends PublishResult>(
  publicUrl: string,
  platform: Platform,
  result: Result,
): Result {
  return { ...result, url: sandboxPostPageUrl(publicUrl, platform, result.platformPostId) };
}

/** A reply's or first comment's link too (ADR 0084): the sandbox holds them as it holds posts. */
function wrapFollowUp(
  followUp: FollowUpPublisher,
  publicUrl: string,
  platform: Platform,
): FollowUpPublisher {
  return {
    ...followUp,
    publish: async (input) => onSandboxPage(publicUrl, platform, await followUp.publish(input)),
    reconcile: async (input) => {
      const found = await followUp.reconcile(input);
      return found === null || found === 'cannot_tell'
        ? found
        : onSandboxPage(publicUrl, platform, found);
    },
  };
}

/**
 * In sandbox mode, every published post's link (what "View on …" opens) is the sandbox's page of
 * that post, whether the publish call or a reconciliation found it (ADR 0066). The adapters stay
 * as they are against the live platforms.
 */
export function withSandboxPostPages(
  publishers: PlatformPublishers,
  publicUrl: string,
): PlatformPublishers {
  const wrap = (publisher: PlatformPublisher): PlatformPublisher => {
    const { platform, reconcile, followUp } = publisher;
    return {
      ...publisher,
      ...(followUp ? { followUp: wrapFollowUp(followUp, publicUrl, platform) } : {}),
      publish: async (input) => onSandboxPage(publicUrl, platform, await publisher.publish(input)),
      ...(reconcile
        ? {
            reconcile: async (input) => {
              const found = await reconcile(input);
              return found === null || found === 'cannot_tell'
                ? found
                : onSandboxPage(publicUrl, platform, found);
            },
          }
        : {}),
    };
  };
  return Object.fromEntries(
    Object.entries(publishers).map(([platform, publisher]) => [platform, wrap(publisher)]),
  ) as PlatformPublishers;
}
