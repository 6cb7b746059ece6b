import { z } from 'zod';
import { PLATFORM_LABELS } from '@fanout/shared';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { recentMatches, type ListedPost } from '../publish/match-recent-post';
import type {
  FollowUpInput,
  FollowUpPublisher,
  FollowUpResult,
  PublishAccount,
} from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

/** Saved with the irreversible mark: where the read-back of the comments starts looking. */
export const COMMENT_ATTEMPTED_AT = 'comment.attemptedAt';

// One page of the post's comments: a first comment is among its first, or the read cannot tell.
const PAGE_SIZE = '100';

const idAnswer = z.object({ id: z.string().min(1) });
const pagingSchema = z.object({ next: z.string().nullish() }).nullish();

/** What differs between Facebook's and Instagram's comments on the one Graph edge. */
export interface GraphCommentApi<Item> {
  platform: 'facebook' | 'instagram';
  /** `{graph}/v21.0`. */
  base: string;
  /** The read-back's parameters besides `limit`: its `fields`, and its order where it has one. */
  listQuery: Record<string, string>;
  /** One listed comment as the API answers it. */
  item: z.ZodType<Item>;
  /** A listed comment as the read-back compares it, or null when the account did not write it. */
  own(item: Item, account: PublishAccount): ListedPost | null;
  /** The link of a comment just made (or found). */
  url(input: FollowUpInput, commentId: string): Promise<string | null>;
}

/**
 * A first comment on a Meta network (ADR 0084): `POST /{object-id}/comments` with `message` — the
 * irreversible call, marked with the time of the attempt — answers `{id}`. Meta takes no
 * idempotency key, so a lost answer is read back from the post's own comments
 * (`GET /{object-id}/comments`): the account's comment with exactly our text, made since the
 * attempt. One is ours; several are 'cannot_tell'. Unlike a Page's feed (facebook-reconcile.ts)
 * this is the one post's own list, whole when no further page follows: a whole list without ours
 * says it was not made (null: safe to send again); a partial one cannot tell. A rerun of a
 * comment whose answer was lost reads back first, so it is not sent twice.
 */
export function createGraphCommentPublisher<Item>(
  context: PublisherContext,
  api: GraphCommentApi<Item>,
): FollowUpPublisher {
  const label = PLATFORM_LABELS[api.platform];
  const common = (input: FollowUpInput) => ({
    platform: api.platform,
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
  });
  const found = async (input: FollowUpInput, id: string): Promise<FollowUpResult> => ({
    platformPostId: id,
    url: await api.url(input, id),
    handles: {},
  });
  const list = z.object({ data: z.array(api.item), paging: pagingSchema });

  async function reconcile(input: FollowUpInput): Promise<FollowUpResult | null | 'cannot_tell'> {
    const attempted = Date.parse(input.handles[COMMENT_ATTEMPTED_AT] ?? '');
    // Never attempted: the comment cannot exist.
    if (Number.isNaN(attempted)) return null;
    const answer = await context.http.fetchJson(
      {
        ...common(input),
        operation: 'the read-back of the comments',
        method: 'GET',
        url: `${api.base}/${input.parent.platformPostId}/comments`,
        query: { ...api.listQuery, limit: PAGE_SIZE },
      },
      list,
    );
    const own = answer.data.flatMap((item) => api.own(item, input.account) ?? []);
    const matches = recentMatches(own, input.text, attempted, context.now().getTime());
    const [match] = matches;
    if (matches.length > 1) return 'cannot_tell';
    if (match) return found(input, match.id);
    return answer.paging?.next ? 'cannot_tell' : null;
  }

  return {
    kind: 'first_comment',
    async publish(input) {
      if (input.handles[COMMENT_ATTEMPTED_AT] !== undefined) {
        const earlier = await reconcile(input);
        if (earlier === 'cannot_tell') {
          throw new PlatformError(
            api.platform,
            'unknown',
            `${label} may already have this comment from an earlier try; it was not sent again`,
          );
        }
        if (earlier) return earlier;
      }
      await input.markIrreversible({ [COMMENT_ATTEMPTED_AT]: context.now().toISOString() });
      const answer = await context.http.fetchJson(
        {
          ...common(input),
          operation: 'the comment',
          method: 'POST',
          url: `${api.base}/${input.parent.platformPostId}/comments`,
          form: { message: input.text },
        },
        idAnswer,
      );
      return found(input, answer.id);
    },
    reconcile,
  };
}
