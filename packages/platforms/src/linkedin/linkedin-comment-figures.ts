import type { NetworkFigureValues } from '@fanout/shared';
import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresInput } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { commentGone, goneWhenNotFound } from '../analytics/post-gone';
import { linkedInCall } from './linkedin-request';

/** Retrieving a comment's social actions as a member takes the permission to read posts. */
export const LINKEDIN_READ_SOCIAL_SCOPE = 'r_member_social';

const socialActions = z.object({
  likesSummary: z.object({ totalLikes: z.unknown().optional() }).nullish(),
  commentsSummary: z.object({ aggregatedTotalComments: z.unknown().optional() }).nullish(),
});

/**
 * A first comment's figures through the Social Actions API: `GET /rest/socialActions/{comment
 * URN}` (the URN publishing stored, `urn:li:comment:({post},{id})`, encoded as one path segment),
 * its `likesSummary.totalLikes` and `commentsSummary.aggregatedTotalComments`. It takes
 * r_member_social (LINKEDIN_READ_POSTS) as reading posts does; a 404 is a comment deleted there.
 */
export async function readLinkedInCommentFigures(
  context: FiguresContext,
  input: FiguresInput,
): Promise<NetworkFigureValues> {
  const answer = await goneWhenNotFound(
    'linkedin',
    context.http.fetchJson(
      linkedInCall(input, {
        operation: "the comment's figures request",
        method: 'GET',
        url: `${context.hosts.linkedin.api}/rest/socialActions/${encodeURIComponent(input.platformPostId)}`,
      }),
      socialActions,
    ),
    commentGone,
  );
  return rowFigures(
    'linkedin',
    {
      totalLikes: answer.likesSummary?.totalLikes,
      aggregatedTotalComments: answer.commentsSummary?.aggregatedTotalComments,
    },
    'comment',
  );
}
