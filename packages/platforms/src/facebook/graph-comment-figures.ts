import { networkFigureRow, type NetworkFigureValues } from '@fanout/shared';
import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresInput } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { commentGone } from '../analytics/post-gone';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { META_GRAPH_VERSION } from '../platform-hosts';

const commentNode = z.object({ id: z.string() }).catchall(z.unknown());

/**
 * One comment's figures on Meta's Graph API (ADR 0090 "Follow-ups"): `GET /{comment-id}?fields=`
 * the names of the network's comment row — a Page post's comment (Page token): `like_count`,
 * `comment_count`; an Instagram comment (IG Comment): `like_count` (its replies are an edge with
 * no count). A comment deleted there is Graph's unknown object (400, code 100): invalid_content,
 * worded as a comment's.
 */
export async function readGraphCommentFigures(
  context: FiguresContext,
  input: FiguresInput,
  platform: 'facebook' | 'instagram',
): Promise<NetworkFigureValues> {
  const fields = networkFigureRow(platform, 'comment').map((entry) => entry.name);
  try {
    const node = await context.http.fetchJson(
      {
        platform,
        operation: "the comment's figures request",
        method: 'GET',
        url: `${context.hosts.facebook.graph}/${META_GRAPH_VERSION}/${encodeURIComponent(input.platformPostId)}`,
        query: { fields: fields.join(',') },
        auth: bearer(input.account.accessToken),
        rateLimits: input.rateLimits,
      },
      commentNode,
    );
    return rowFigures(platform, node, 'comment');
  } catch (error) {
    if (error instanceof PlatformError && error.errorClass === 'invalid_content') {
      throw commentGone(platform);
    }
    throw error;
  }
}
