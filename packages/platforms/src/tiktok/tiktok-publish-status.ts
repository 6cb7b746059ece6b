import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

const statusSchema = z.object({
  data: z.object({
    status: z.string(),
    fail_reason: z.string().nullish(),
    // Spelled so by TikTok. Int64 ids: accepted as strings too (a JSON number past 2^53 loses digits).
    publicaly_available_post_id: z.array(z.union([z.string(), z.number()])).nullish(),
  }),
});

export type PublishStatus =
  | { state: 'complete'; postId: string | null }
  | { state: 'failed'; reason: string }
  | { state: 'processing'; status: string };

/** `POST /v2/post/publish/status/fetch/ {publish_id}`, read into three outcomes. */
export async function fetchPublishStatus(
  context: Pick<PublisherContext, 'http' | 'hosts'>,
  input: Pick<PublishInput, 'account' | 'rateLimits'>,
  publishId: string,
): Promise<PublishStatus> {
  const { data } = await context.http.fetchJson(
    {
      platform: 'tiktok',
      operation: 'the publish status request',
      method: 'POST',
      url: `${context.hosts.tiktok.api}/v2/post/publish/status/fetch/`,
      json: { publish_id: publishId },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
    statusSchema,
  );
  if (data.status === 'PUBLISH_COMPLETE') {
    const id = data.publicaly_available_post_id?.[0];
    return { state: 'complete', postId: id === undefined ? null : String(id) };
  }
  if (data.status === 'FAILED')
    return { state: 'failed', reason: data.fail_reason || 'unknown reason' };
  return { state: 'processing', status: data.status };
}

/** Polls until the publish completes or fails; running out of time is transient. */
export async function awaitPublished(
  context: PublisherContext,
  input: PublishInput,
  publishId: string,
): Promise<Extract<PublishStatus, { state: 'complete' | 'failed' }>> {
  const deadline = Date.now() + context.poll.timeoutMs;
  for (;;) {
    const status = await fetchPublishStatus(context, input, publishId);
    if (status.state !== 'processing') return status;
    if (Date.now() >= deadline) {
      throw new PlatformError(
        'tiktok',
        'transient',
        `TikTok was still processing the post (${status.status}) after ${Math.round(context.poll.timeoutMs / 1000)} s`,
      );
    }
    await context.sleep(context.poll.intervalMs);
  }
}

/**
 * The post's id and link. TikTok names the public post only once moderation made it public; a
 * private (SELF_ONLY) post has none, so its publish id stands in and there is no link.
 */
export function publishedResult(
  publishId: string,
  postId: string | null,
  username: string,
  kind: 'video' | 'photo',
): PublishResult {
  if (postId === null) return { platformPostId: publishId, url: null };
  return { platformPostId: postId, url: `https://www.tiktok.com/@${username}/${kind}/${postId}` };
}

/**
 * TikTok's `fail_reason`s for a URL it could not download (PULL_FROM_URL): our media server may have
 * been down, so core asks its own URL before blaming the file (ADR 0035, ADR 0038).
 */
const PULL_FAILURES = new Set(['photo_pull_failed', 'video_pull_failed']);

export function failedPublish(reason: string): PlatformError {
  const error = new PlatformError(
    'tiktok',
    'invalid_content',
    `TikTok could not publish the post: ${reason}`,
  );
  error.mediaFetch = PULL_FAILURES.has(reason);
  return error;
}

/** Polls the publish to its end: the post's result, or TikTok's reason as a PlatformError. */
export async function settleTikTokPublish(
  context: PublisherContext,
  input: PublishInput,
  publishId: string,
  username: string,
  kind: 'video' | 'photo',
): Promise<PublishResult> {
  const status = await awaitPublished(context, input, publishId);
  if (status.state === 'failed') throw failedPublish(status.reason);
  return publishedResult(publishId, status.postId, username, kind);
}
