import { z } from 'zod';
import type { PlatformRequest } from '../http/platform-request';
import { PlatformError } from '../platform-client';
import type { PublishInput, PublishResult } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { ATTEMPTED_AT_HANDLE } from '../publish/match-recent-post';
import { pageGraph } from './page-graph';

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
  if (saved) return pagePostResult(saved);
  const { graph, video, pageId, common } = pageGraph(context, input);
  const post = <S extends z.ZodType>(
    operation: string,
    url: string,
    body: Pick<PlatformRequest, 'form' | 'json'>,
    schema: S,
  ) => context.http.fetchJson({ ...common, operation, method: 'POST', url, ...body }, schema);
  // The call that makes the post: marked irreversible first, as an answer lost after it may
  // leave the post out; the time of the attempt bounds the reconcile's read-back.
  const publishCall: typeof post = async (operation, url, body, schema) => {
    await input.markIrreversible({ [ATTEMPTED_AT_HANDLE]: context.now().toISOString() });
    return post(operation, url, body, schema);
  };
  const message: Record<string, string> = input.text === '' ? {} : { message: input.text };
  const feed = `${graph}/${pageId}/feed`;
  const photos = `${graph}/${pageId}/photos`;
  const { media } = input;

  const send = async (): Promise<string> => {
    const [first] = media;
    if (!first) {
      const answer = await publishCall('the post', feed, { form: message }, idAnswer);
      return answer.id;
    }
    if (first.kind === 'video') {
      if (media.length !== 1) {
        throw new PlatformError(
          'facebook',
          'invalid_content',
          'A Facebook Page post has one video, alone',
        );
      }
      const form = {
        file_url: first.publicUrl,
        ...(input.title ? { title: input.title } : {}),
        ...(input.text === '' ? {} : { description: input.text }),
      };
      const answer = await publishCall(
        'the video post',
        `${video}/${pageId}/videos`,
        { form },
        idAnswer,
      );
      return answer.id;
    }
    if (media.length === 1) {
      const form = { url: first.publicUrl, ...(input.text === '' ? {} : { caption: input.text }) };
      const answer = await publishCall('the photo post', photos, { form }, photoAnswer);
      return answer.post_id;
    }
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
        const form = { url: file.publicUrl, published: 'false' };
        const answer = await post(`the photo ${index + 1} upload`, photos, { form }, idAnswer);
        id = answer.id;
        await input.saveHandle(name, id);
      }
      photoIds.push(id);
    }
    const json = { ...message, attached_media: photoIds.map((id) => ({ media_fbid: id })) };
    const answer = await publishCall('the post', feed, { json }, idAnswer);
    return answer.id;
  };

  const postId = await send();
  await input.saveHandle(POST_HANDLES.postId, postId);
  return pagePostResult(postId);
}

// Page post ids (`{page-id}_{post-id}`) and video ids both open at facebook.com/{id}.
export function pagePostResult(postId: string): PublishResult {
  return { platformPostId: postId, url: `https://www.facebook.com/${postId}` };
}
