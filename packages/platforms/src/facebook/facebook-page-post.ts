import { z } from 'zod';
import { bearer } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import { META_GRAPH_VERSION } from '../platform-hosts';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';

export const POST_HANDLES = {
  photo: (index: number) => `photo:${index}`,
  /** Set once the post's call answered. */
  postId: 'postId',
} as const;

const idAnswer = z.object({ id: z.string().min(1) });
const photoAnswer = z.object({ id: z.string().min(1), post_id: z.string().min(1) });

/**
 * A post on the Page's timeline (shared/reference/platform-apis.md §7): text → `/feed`; one photo
 * → `/photos` (url); several → each `/photos` with published=false, then `/feed` with
 * attached_media; a video → `/videos` on the graph-video host (file_url). Facebook pulls the
 * files from their public URLs. The last call of each is the irreversible one.
 */
export async function publishPagePost(
  context: PublisherContext,
  input: PublishInput,
): Promise<PublishResult> {
  const saved = input.handles[POST_HANDLES.postId];
  if (saved) return result(saved);
  const { http } = context;
  const pageId = input.account.externalId;
  const graph = `${context.hosts.facebook.graph}/${META_GRAPH_VERSION}`;
  const common = {
    platform: 'facebook' as const,
    auth: bearer(input.account.accessToken),
    rateLimits: input.rateLimits,
  };
  const message: Record<string, string> = input.text === '' ? {} : { message: input.text };
  const { media } = input;
  const [first] = media;

  let postId: string;
  if (!first) {
    await input.markIrreversible();
    const answer = await http.fetchJson(
      {
        ...common,
        operation: 'the post',
        method: 'POST',
        url: `${graph}/${pageId}/feed`,
        form: message,
      },
      idAnswer,
    );
    postId = answer.id;
  } else if (first.kind === 'video') {
    if (media.length !== 1) {
      throw new PlatformError(
        'facebook',
        'invalid_content',
        'A Facebook Page post has one video, alone',
      );
    }
    await input.markIrreversible();
    const answer = await http.fetchJson(
      {
        ...common,
        operation: 'the video post',
        method: 'POST',
        url: `${context.hosts.facebook.video}/${META_GRAPH_VERSION}/${pageId}/videos`,
        form: {
          file_url: first.publicUrl,
          ...(input.title ? { title: input.title } : {}),
          ...(input.text === '' ? {} : { description: input.text }),
        },
      },
      idAnswer,
    );
    postId = answer.id;
  } else if (media.length === 1) {
    await input.markIrreversible();
    const answer = await http.fetchJson(
      {
        ...common,
        operation: 'the photo post',
        method: 'POST',
        url: `${graph}/${pageId}/photos`,
        form: { url: first.publicUrl, ...(input.text === '' ? {} : { caption: input.text }) },
      },
      photoAnswer,
    );
    postId = answer.post_id;
  } else {
    if (media.some((file) => file.kind !== 'image')) {
      throw new PlatformError(
        'facebook',
        'invalid_content',
        'A Facebook Page post cannot mix photos and a video',
      );
    }
    const photoIds: string[] = [];
    for (const [index, file] of media.entries()) {
      const name = POST_HANDLES.photo(index);
      let id = input.handles[name];
      if (!id) {
        const answer = await http.fetchJson(
          {
            ...common,
            operation: `the photo ${index + 1} upload`,
            method: 'POST',
            url: `${graph}/${pageId}/photos`,
            form: { url: file.publicUrl, published: 'false' },
          },
          idAnswer,
        );
        id = answer.id;
        await input.saveHandle(name, id);
      }
      photoIds.push(id);
    }
    await input.markIrreversible();
    const answer = await http.fetchJson(
      {
        ...common,
        operation: 'the post',
        method: 'POST',
        url: `${graph}/${pageId}/feed`,
        json: { ...message, attached_media: photoIds.map((id) => ({ media_fbid: id })) },
      },
      idAnswer,
    );
    postId = answer.id;
  }
  await input.saveHandle(POST_HANDLES.postId, postId);
  return result(postId);
}

// Page post ids (`{page-id}_{post-id}`) and video ids both open at facebook.com/{id}.
function result(postId: string): PublishResult {
  return { platformPostId: postId, url: `https://www.facebook.com/${postId}` };
}
