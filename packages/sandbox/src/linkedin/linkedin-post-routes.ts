import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import {
  linkedInBodyRefusal,
  REST,
  sendLinkedInError as sendError,
  type LinkedInPublishKit,
  type SandboxAsset,
} from './linkedin-publish-kit';

/**
 * `POST /rest/posts`, whose new URN comes back in the `x-restli-id` header, and Find Posts by
 * Author (platform-apis.md §1).
 */
export function registerLinkedInPostRoutes(app: FastifyInstance, kit: LinkedInPublishKit): void {
  app.post(`${REST}/posts`, (request, reply) => createPost(kit, request, reply));
  // Find Posts by Author, newest first. Reading member posts takes `r_member_social`, a scope
  // LinkedIn grants approved partners only: with `w_member_social` alone this answers 403.
  app.get(`${REST}/posts`, (request, reply) => findPostsByAuthor(kit, request, reply));
}

type Invalid = (path: string, message: string) => FastifyReply;

/** `POST /rest/posts` (Posts API): what the sandbox checks of it, in LinkedIn's wording. */
const POST_BODY = z.object({
  commentary: z.string({ error: 'must be a string' }).optional(),
  visibility: z.enum(['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'], {
    error: 'must be PUBLIC, CONNECTIONS or LOGGED_IN',
  }),
  // Without a distribution, the field LinkedIn names is the feed distribution it lacks.
  distribution: z.preprocess(
    (value) => value ?? {},
    z.object({ feedDistribution: z.enum(['MAIN_FEED', 'NONE'], { error: 'is required' }) }),
  ),
  lifecycleState: z.literal('PUBLISHED', { error: 'must be PUBLISHED' }),
});

async function createPost(
  kit: LinkedInPublishKit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const urn = kit.member(request, reply);
  if (typeof urn !== 'string') return urn;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const invalid: Invalid = (pointer, message) =>
    linkedInBodyRefusal(reply, { pointer, name: pointer, message });
  if (body.author !== urn) return invalid('/author', 'must be the member of the access token');
  const parsed = parseBody(POST_BODY, body, reply, linkedInBodyRefusal);
  if (!parsed.ok) return parsed.reply;
  const attached = attachedAssets(kit, urn, body.content, invalid);
  if (!Array.isArray(attached)) return attached;
  const commentary = parsed.body.commentary ?? '';
  reply.code(201);
  return publishCall(kit.publishing, 'linkedin', reply, kit.faults, () => {
    const id = `urn:li:share:7${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 9)).padStart(9, '0')}`;
    kit.publishing.add({
      platform: 'linkedin',
      id,
      account: urn,
      // "little text": backslash escapes are how the reserved characters are written literally.
      text: commentary.replace(/\\(.)/g, '$1'),
      media: attached.map((asset) => ({
        kind: asset.kind,
        mimeType: null,
        bytes: asset.parts.reduce((sum, part) => sum + part.bytes, 0),
      })),
      url: `https://www.linkedin.com/feed/update/${id}/`,
      createdAt: kit.ctx.controller.now(),
      options: { visibility: parsed.body.visibility },
    });
    reply.header('x-restli-id', id);
    reply.header('x-linkedin-id', id);
    return undefined;
  });
}

/** The uploads a post's `content` names, each the member's and ready, else the refusal sent. */
function attachedAssets(
  kit: LinkedInPublishKit,
  urn: string,
  rawContent: unknown,
  invalid: Invalid,
): SandboxAsset[] | FastifyReply {
  const content = rawContent as Record<string, unknown> | undefined;
  const ids: string[] = [];
  if (content !== undefined) {
    const single = (content.media as Record<string, unknown> | undefined)?.id;
    const many = (content.multiImage as Record<string, unknown> | undefined)?.images;
    if (typeof single === 'string') ids.push(single);
    else if (Array.isArray(many)) {
      if (many.length < 2 || many.length > 20)
        return invalid('/content/multiImage/images', 'must hold 2 to 20 images');
      for (const image of many) ids.push(String((image as Record<string, unknown> | null)?.id));
    } else return invalid('/content', 'must have media or multiImage');
  }
  const attached: SandboxAsset[] = [];
  for (const id of ids) {
    const asset = kit.assets.get(id);
    const ready =
      asset?.kind === 'image'
        ? asset.finalizedAt !== null
        : asset && kit.videoStatus(asset) === 'AVAILABLE';
    if (!asset || asset.owner !== urn || !ready)
      return invalid('/content', `${id} is not an available upload`);
    attached.push(asset);
  }
  if (attached.some((asset) => asset.kind === 'video') && attached.length > 1) {
    return invalid('/content/multiImage/images', 'takes images only');
  }
  return attached;
}

async function findPostsByAuthor(
  kit: LinkedInPublishKit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const urn = kit.member(request, reply, 'r_member_social');
  if (typeof urn !== 'string') return urn;
  await publishingStep(kit.publishing);
  if (field(request.query, 'q') !== 'author') {
    return sendError(reply, 400, 'ILLEGAL_ARGUMENT', 'Unsupported finder: use q=author');
  }
  const author = field(request.query, 'author');
  if (author !== urn) {
    return sendError(reply, 403, 'ACCESS_DENIED', `Not enough permissions to access: ${author}`);
  }
  const start = Number(field(request.query, 'start') ?? '0');
  const count = Number(field(request.query, 'count') ?? '10');
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1) {
    return sendError(reply, 400, 'ILLEGAL_ARGUMENT', 'start and count must be whole numbers');
  }
  const posts = kit.publishing.recent('linkedin', urn);
  const page = posts.slice(start, start + Math.min(count, 100));
  const next = `/rest/posts?author=${encodeURIComponent(urn)}&q=author&start=${start + page.length}&count=${count}`;
  return {
    paging: {
      start,
      count: page.length,
      links:
        start + page.length < posts.length
          ? [{ type: 'application/json', rel: 'next', href: next }]
          : [],
    },
    elements: page.map((post) => ({
      id: post.id,
      author: urn,
      // Little text again: the reserved characters the post was sent with come back escaped.
      commentary: post.text.replace(/[\\|{}@[\]()<>#*_~]/g, (character) => `\\${character}`),
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      distribution: { feedDistribution: 'MAIN_FEED' },
      createdAt: post.createdAt,
      publishedAt: post.createdAt,
      lastModifiedAt: post.createdAt,
    })),
  };
}
