import type { PlatformPublisher, PlatformPublishers, PublishResult } from '@fanout/platforms';
import type { Platform } from '@fanout/shared';

/**
 * The sandbox's own page of a simulated post (`packages/sandbox/src/publishing/post-page.ts`,
 * served by its control routes): the real site has no such post, so a link there would be wrong.
 */
export function sandboxPostPageUrl(publicUrl: string, platform: Platform, postId: string): string {
  return `${publicUrl}/sandbox/_control/publishing/${platform}/posts/${encodeURIComponent(postId)}`;
}

function onSandboxPage(
  publicUrl: string,
  platform: Platform,
  result: PublishResult,
): PublishResult {
  return { ...result, url: sandboxPostPageUrl(publicUrl, platform, result.platformPostId) };
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
    const { platform, reconcile } = publisher;
    return {
      ...publisher,
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
