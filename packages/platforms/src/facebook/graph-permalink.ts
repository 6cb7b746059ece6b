import { z } from 'zod';
import { bearer } from '../http/platform-request';
import type { PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

const permalinkAnswer = z.object({ permalink: z.string().nullish() });

/**
 * The public link of a Threads or Instagram media, `GET /{media-id}?fields=permalink`, read after
 * the media (or a comment on it) exists: null when it cannot be read, as a missing link must not
 * turn a published post into a failure.
 */
export async function readPermalink(
  context: PublisherContext,
  graph: { platform: 'threads' | 'instagram'; base: string },
  input: Pick<PublishInput, 'account' | 'rateLimits'>,
  mediaId: string,
): Promise<string | null> {
  try {
    const answer = await context.http.fetchJson(
      {
        platform: graph.platform,
        operation: 'the permalink request',
        method: 'GET',
        url: `${graph.base}/${mediaId}`,
        query: { fields: 'permalink' },
        auth: bearer(input.account.accessToken),
        rateLimits: input.rateLimits,
      },
      permalinkAnswer,
    );
    return answer.permalink ?? null;
  } catch {
    return null;
  }
}
