import { z } from 'zod';
import { bearer, type PlatformRequest } from '../http/platform-request';
import { COMMENT_ATTEMPTED_AT_HANDLE, matchOwnComment } from '../publish/match-recent-post';
import type { FollowUpInput, FollowUpResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Threads read per page of commentThreads.list (its maximum), and the pages read at most. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

const commentThread = z.object({
  id: z.string().min(1),
  snippet: z
    .object({
      topLevelComment: z
        .object({
          snippet: z
            .object({
              textOriginal: z.string().optional(),
              textDisplay: z.string().optional(),
              authorChannelId: z.object({ value: z.string() }).optional(),
              publishedAt: z.string().optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
type CommentThread = z.output<typeof commentThread>;

const threadList = z.object({
  items: z.array(commentThread).optional(),
  nextPageToken: z.string().optional(),
});

function threadsRequest(
  context: PublisherContext,
  input: FollowUpInput,
  request: Pick<PlatformRequest, 'operation' | 'method' | 'query' | 'json'>,
): PlatformRequest {
  return {
    ...request,
    platform: 'youtube',
    url: `${context.hosts.youtube.api}/youtube/v3/commentThreads`,
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
  };
}

function resultOf(videoId: string, threadId: string): FollowUpResult {
  return {
    platformPostId: threadId,
    url: `https://www.youtube.com/watch?v=${videoId}&lc=${threadId}`,
    handles: {},
  };
}

/**
 * A first comment (ADR 0084): commentThreads.insert, `POST /youtube/v3/commentThreads?part=snippet`
 * with the video, its channel (ours: the video is the post we published) and the text — the
 * irreversible call, `comment.attemptedAt` saved with its mark. Needs `youtube.force-ssl`.
 */
export async function publishYouTubeComment(
  context: PublisherContext,
  input: FollowUpInput,
): Promise<FollowUpResult> {
  const videoId = input.root.platformPostId;
  await input.markIrreversible({ [COMMENT_ATTEMPTED_AT_HANDLE]: context.now().toISOString() });
  const thread = await context.http.fetchJson(
    threadsRequest(context, input, {
      operation: 'the first comment',
      method: 'POST',
      query: { part: 'snippet' },
      json: {
        snippet: {
          channelId: input.account.externalId,
          videoId,
          topLevelComment: { snippet: { textOriginal: input.text } },
        },
      },
    }),
    commentThread,
  );
  return resultOf(videoId, thread.id);
}

/**
 * After a lost answer to the comment: commentThreads.list of the video, every page, and our
 * channel's one top-level comment with exactly our text made since the attempt (matchOwnComment).
 * `textOriginal` is returned to the comment's author, which we are. A video with more threads
 * than we read is 'cannot_tell'.
 */
export async function reconcileYouTubeComment(
  context: PublisherContext,
  input: FollowUpInput,
): Promise<FollowUpResult | null | 'cannot_tell'> {
  const attempted = Date.parse(input.handles[COMMENT_ATTEMPTED_AT_HANDLE] ?? '');
  // Never attempted: the comment cannot exist.
  if (Number.isNaN(attempted)) return null;
  const videoId = input.root.platformPostId;
  const threads = await readThreads(context, input, videoId);
  if (threads === 'too_many') return 'cannot_tell';
  const own = threads.flatMap((thread) => {
    const comment = thread.snippet?.topLevelComment?.snippet;
    return comment?.authorChannelId?.value === input.account.externalId
      ? [
          {
            id: thread.id,
            text: comment.textOriginal ?? comment.textDisplay ?? '',
            createdAt: Date.parse(comment.publishedAt ?? ''),
          },
        ]
      : [];
  });
  const match = matchOwnComment(own, input.text, attempted, context.now().getTime());
  return match === null || match === 'cannot_tell' ? match : resultOf(videoId, match.id);
}

async function readThreads(
  context: PublisherContext,
  input: FollowUpInput,
  videoId: string,
): Promise<CommentThread[] | 'too_many'> {
  const threads: CommentThread[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await context.http.fetchJson(
      threadsRequest(context, input, {
        operation: 'the read-back of the comments',
        method: 'GET',
        query: {
          part: 'snippet',
          videoId,
          maxResults: String(PAGE_SIZE),
          order: 'time',
          textFormat: 'plainText',
          ...(pageToken === undefined ? {} : { pageToken }),
        },
      }),
      threadList,
    );
    threads.push(...(answer.items ?? []));
    pageToken = answer.nextPageToken;
    if (!pageToken) return threads;
  }
  return 'too_many';
}
