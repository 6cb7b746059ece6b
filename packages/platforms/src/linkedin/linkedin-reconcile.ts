import { z } from 'zod';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { ATTEMPTED_AT_HANDLE, matchRecentPost } from '../publish/match-recent-post';
import { linkedInAuthor, linkedInCall } from './linkedin-request';

/** The most recent posts read (LinkedIn's finder pages by `start`/`count`). */
const PAGE_SIZE = 20;

const authorPosts = z.object({
  elements: z.array(
    z.object({
      id: z.string().min(1),
      commentary: z.string().optional(),
      createdAt: z.number().optional(),
      publishedAt: z.number().optional(),
    }),
  ),
});

/**
 * After a lost answer to `POST /rest/posts`: Find Posts by Author (`GET /rest/posts?q=author`,
 * newest first) and take the one post with exactly our text made since the attempt. Reading member
 * posts takes `r_member_social`, which LinkedIn grants approved partners only: without it LinkedIn
 * answers 403 and the answer is 'cannot_tell' at once (unconfirmed, as before), not retried.
 */
export async function reconcileLinkedInPost(
  context: PublisherContext,
  input: PublishInput,
): Promise<PublishResult | 'cannot_tell'> {
  const attempted = Date.parse(input.handles[ATTEMPTED_AT_HANDLE] ?? '');
  if (Number.isNaN(attempted)) return 'cannot_tell';
  let answer: z.output<typeof authorPosts>;
  try {
    answer = await context.http.fetchJson(
      linkedInCall(input, {
        operation: 'the read-back of recent posts',
        method: 'GET',
        url: `${context.hosts.linkedin.api}/rest/posts`,
        query: {
          author: linkedInAuthor(input),
          q: 'author',
          count: String(PAGE_SIZE),
          sortBy: 'CREATED',
        },
        headers: { 'x-restli-method': 'FINDER' },
      }),
      authorPosts,
    );
  } catch (error) {
    if (error instanceof PlatformError && error.errorClass === 'auth') return 'cannot_tell';
    throw error;
  }
  const listed = answer.elements.map((post) => ({
    id: post.id,
    // Commentary is little text: undo the escapes we (or LinkedIn) wrote.
    text: (post.commentary ?? '').replace(/\\(.)/g, '$1'),
    createdAt: post.publishedAt ?? post.createdAt ?? Number.NaN,
  }));
  const match = matchRecentPost(listed, input.text, attempted, context.now().getTime());
  return match === 'cannot_tell'
    ? match
    : { platformPostId: match.id, url: `https://www.linkedin.com/feed/update/${match.id}/` };
}
