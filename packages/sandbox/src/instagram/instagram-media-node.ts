import { pickGraphFields } from '../meta/graph-api';
import { graphTimestamp } from '../meta/meta-publish-answers';
import type { SandboxPost } from '../publishing/sandbox-publishing';

/** A published Instagram media as `GET /{media-id}` and the account's media list answer it. */
export function instagramMediaNode(
  post: SandboxPost,
  username: string,
  fields: string | undefined,
): Record<string, unknown> {
  const [first] = post.media;
  const mediaType =
    post.media.length > 1 ? 'CAROUSEL_ALBUM' : first?.kind === 'video' ? 'VIDEO' : 'IMAGE';
  const node = {
    id: post.id,
    caption: post.text === '' ? undefined : post.text,
    media_type: mediaType,
    media_product_type: post.url?.includes('/reel/') ? 'REELS' : 'FEED',
    permalink: post.url,
    shortcode: post.url?.split('/').at(-2),
    timestamp: graphTimestamp(post.createdAt),
    username,
  };
  return pickGraphFields(node, fields, ['id']);
}
