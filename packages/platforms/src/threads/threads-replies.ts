import { z } from 'zod';
import {
  CLOCK_SLACK_MS,
  createContainerFlow,
  type ContainerApi,
  type LocatePublished,
} from '../facebook/graph-container-flow';
import { flowRequest, HANDLES } from '../facebook/graph-containers';
import { PlatformError } from '../platform-client';
import { comparable } from '../publish/match-recent-post';
import type { FollowUpInput, FollowUpPublisher, FollowUpResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

const repliesAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      text: z.string().nullish(),
      username: z.string().nullish(),
      timestamp: z.string().nullish(),
      permalink: z.string().nullish(),
    }),
  ),
});

// Ours was made seconds after its parent: oldest first, it is on the first page.
const REPLIES_LIMIT = '100';

/**
 * A thread's replies on Threads (ADR 0084, shared/reference/platform-apis.md §3): a TEXT container
 * with `reply_to_id` = the parent's media id, then `threads_publish` (the irreversible call) — the
 * posts' container flow, so the container is saved before the publish and a rerun reuses it rather
 * than making another. After a lost answer the saved container's status tells exactly whether it
 * went out: it is this reply's own container, where a list read could only guess. A published
 * container does not name its media, so the reply is then looked up among the parent's replies.
 */
export function createThreadsReplies(
  context: PublisherContext,
  api: ContainerApi,
): FollowUpPublisher {
  const flowOf = (input: FollowUpInput) =>
    createContainerFlow(
      context,
      {
        ...api,
        textOnly: (text) => ({ ...api.textOnly(text), reply_to_id: input.parent.platformPostId }),
      },
      locateReply(input.parent.platformPostId),
    );
  return {
    kind: 'thread',
    async publish(input): Promise<FollowUpResult> {
      return { ...(await flowOf(input).publish(input)), handles: {} };
    },
    async reconcile(input) {
      const found = await flowOf(input).reconcile(input);
      return found === null || found === 'cannot_tell' ? found : { ...found, handles: {} };
    },
  };
}

/**
 * The reply among its parent's top-level replies (`GET /{parent-id}/replies`, Threads' Reply
 * Management API, oldest first): by our username, with exactly our text, made since its container.
 * Several such → 'cannot_tell'; none → throws (its container says it was published).
 */
function locateReply(parentId: string): LocatePublished {
  return async (flow, run) => {
    const answer = await flow.context.http.fetchJson(
      {
        ...flowRequest(flow, run),
        operation: 'the read of the replies',
        method: 'GET',
        url: `${flow.api.base}/${parentId}/replies`,
        query: {
          fields: 'id,text,username,timestamp,permalink',
          reverse: 'false',
          limit: REPLIES_LIMIT,
        },
      },
      repliesAnswer,
    );
    const since = Date.parse(run.handles[HANDLES.containerCreatedAt] ?? '') - CLOCK_SLACK_MS;
    const wanted = comparable(run.text);
    const matches = answer.data.filter(
      (reply) =>
        reply.username === run.account.username &&
        comparable(reply.text ?? '') === wanted &&
        (Number.isNaN(since) || Date.parse(reply.timestamp ?? '') >= since),
    );
    const [match] = matches;
    if (matches.length > 1) return 'cannot_tell';
    if (match) return { platformPostId: match.id, url: match.permalink ?? null };
    throw new PlatformError(
      'threads',
      'unknown',
      'Threads says the reply was published but it is not among the replies to its parent',
    );
  };
}
