import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccessTokenGuard } from './access-token-guard';
import { ALPHANUMERIC, stableId } from './account-identity';
import { linkedInSub } from './linkedin-routes';
import type { SandboxContext } from './sandbox-context';
import { publishCall, publishingStep, type PublishFaultAnswers } from './sandbox-publishing';
import { field } from './request-fields';
import { countedBytes, registerUploadRoutes } from './upload-body-parsers';

const REST = '/linkedin/api/rest';
/** Where upload URLs point (LinkedIn's are on www.linkedin.com/dms-uploads). */
const UPLOADS = '/linkedin/www/dms-uploads';
/** LinkedIn splits video uploads in 4 MiB parts (platform-apis.md §1). */
export const LINKEDIN_VIDEO_PART_BYTES = 4 * 1024 * 1024;

interface SandboxAsset {
  urn: string;
  kind: 'image' | 'video';
  owner: string;
  /** Expected size (videos) and the bytes each part received. */
  fileSizeBytes: number;
  parts: { firstByte: number; lastByte: number; etag: string | null; bytes: number }[];
  uploadToken: string;
  finalizedAt: number | null;
}

/**
 * LinkedIn's versioned REST publishing (platform-apis.md §1): Images and Videos APIs
 * (initializeUpload, PUT of the bytes, video finalizeUpload with the parts' ETags, status reads)
 * and `POST /rest/posts`, whose new URN comes back in the `x-restli-id` header. Every REST call needs
 * `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0`; errors are `{status, code, message}`.
 */
export function registerLinkedInPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { publishing } = ctx.controller;
  const assets = ctx.controller.durableMap<SandboxAsset>('linkedin.assets');

  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'linkedin',
    unauthorized: (reply) => sendError(reply, 401, 'INVALID_ACCESS_TOKEN', 'Invalid access token'),
    forbidden: (reply, scope) =>
      sendError(reply, 403, 'ACCESS_DENIED', `Not enough permissions to access: ${scope}`),
  });

  /** The member URN of a request that passes the token and version checks, else the reply sent. */
  function member(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: 'w_member_social' | 'r_member_social' = 'w_member_social',
  ): string | FastifyReply {
    const auth = requireToken(request, reply, [scope]);
    if (!auth.ok) return auth.reply;
    const version = request.headers['linkedin-version'];
    if (typeof version !== 'string' || version === '') {
      return sendError(
        reply,
        400,
        'VERSION_MISSING',
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      );
    }
    if (!/^20\d{4}(\.\d{2})?$/.test(version)) {
      return sendError(
        reply,
        426,
        'NONEXISTENT_VERSION',
        `Requested version ${version} is not active`,
      );
    }
    if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
      return sendError(reply, 400, 'INVALID_PROTOCOL', 'X-Restli-Protocol-Version must be 2.0.0');
    }
    return `urn:li:person:${linkedInSub(auth.token.grant.account)}`;
  }

  const faults: PublishFaultAnswers = {
    refuse: (reply, message) => sendError(reply, 422, 'UNPROCESSABLE_ENTITY', message),
    // LinkedIn documents no rate-limit headers: a bare 429.
    rateLimit: (reply) =>
      sendError(
        reply,
        429,
        'TOO_MANY_REQUESTS',
        'Resource level throttle MEMBER DAY limit for calls to this resource is reached.',
      ),
    transient: (reply) => sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'Service Unavailable'),
  };

  function uploadUrl(request: FastifyRequest, asset: SandboxAsset, part: number): string {
    return `${ctx.baseUrl(request)}${UPLOADS}/${encodeURIComponent(asset.urn)}/${part}`;
  }

  function videoStatus(asset: SandboxAsset): string {
    if (asset.finalizedAt === null) return 'WAITING_UPLOAD';
    return Date.now() - asset.finalizedAt < publishing.processingMs ? 'PROCESSING' : 'AVAILABLE';
  }

  function initializeRequest(body: unknown): Record<string, unknown> {
    const request = (body as Record<string, unknown> | null)?.initializeUploadRequest;
    return typeof request === 'object' && request !== null
      ? (request as Record<string, unknown>)
      : {};
  }

  app.post(`${REST}/images`, async (request, reply) => {
    const urn = member(request, reply);
    if (typeof urn !== 'string') return urn;
    await publishingStep(publishing);
    if (field(request.query, 'action') !== 'initializeUpload') {
      return sendError(reply, 400, 'ILLEGAL_ARGUMENT', 'Unsupported action');
    }
    const owner = initializeRequest(request.body).owner;
    if (owner !== urn) {
      return sendError(
        reply,
        403,
        'ACCESS_DENIED',
        '/initializeUploadRequest/owner must be the token’s member',
      );
    }
    const asset = newAsset('image', urn, 0);
    asset.parts.push({ firstByte: 0, lastByte: -1, etag: null, bytes: 0 });
    return {
      value: {
        uploadUrlExpiresAt: Date.now() + 86_400_000,
        uploadUrl: uploadUrl(request, asset, 0),
        image: asset.urn,
      },
    };
  });

  app.post(`${REST}/videos`, async (request, reply) => {
    const urn = member(request, reply);
    if (typeof urn !== 'string') return urn;
    await publishingStep(publishing);
    const action = field(request.query, 'action');
    if (action === 'initializeUpload') {
      const init = initializeRequest(request.body);
      if (init.owner !== urn) {
        return sendError(
          reply,
          403,
          'ACCESS_DENIED',
          '/initializeUploadRequest/owner must be the token’s member',
        );
      }
      const size = init.fileSizeBytes;
      if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) {
        return sendError(
          reply,
          400,
          'ILLEGAL_ARGUMENT',
          '/initializeUploadRequest/fileSizeBytes is required',
        );
      }
      const asset = newAsset('video', urn, size);
      for (let first = 0; first < size; first += LINKEDIN_VIDEO_PART_BYTES) {
        const last = Math.min(size, first + LINKEDIN_VIDEO_PART_BYTES) - 1;
        asset.parts.push({ firstByte: first, lastByte: last, etag: null, bytes: 0 });
      }
      return {
        value: {
          uploadUrlsExpireAt: Date.now() + 86_400_000,
          video: asset.urn,
          uploadInstructions: asset.parts.map((part, index) => ({
            uploadUrl: uploadUrl(request, asset, index),
            firstByte: part.firstByte,
            lastByte: part.lastByte,
          })),
          uploadToken: asset.uploadToken,
        },
      };
    }
    if (action === 'finalizeUpload') {
      const finalize = ((request.body ?? {}) as Record<string, unknown>).finalizeUploadRequest as
        Record<string, unknown> | undefined;
      const asset = typeof finalize?.video === 'string' ? assets.get(finalize.video) : undefined;
      if (!asset || asset.owner !== urn || asset.kind !== 'video') {
        return sendError(reply, 400, 'ILLEGAL_ARGUMENT', '/finalizeUploadRequest/video is unknown');
      }
      if (finalize?.uploadToken !== asset.uploadToken) {
        return sendError(
          reply,
          400,
          'ILLEGAL_ARGUMENT',
          '/finalizeUploadRequest/uploadToken does not match',
        );
      }
      const etags = finalize.uploadedPartIds;
      const expected = asset.parts.map((part) => part.etag);
      if (
        !Array.isArray(etags) ||
        expected.includes(null) ||
        JSON.stringify(etags) !== JSON.stringify(expected)
      ) {
        return sendError(
          reply,
          400,
          'ILLEGAL_ARGUMENT',
          '/finalizeUploadRequest/uploadedPartIds must list every part’s ETag in order',
        );
      }
      asset.finalizedAt ??= Date.now();
      return reply.code(200).send();
    }
    return sendError(reply, 400, 'ILLEGAL_ARGUMENT', 'Unsupported action');
  });

  app.get<{ Params: { urn: string } }>(`${REST}/videos/:urn`, async (request, reply) => {
    const urn = member(request, reply);
    if (typeof urn !== 'string') return urn;
    await publishingStep(publishing);
    const asset = assets.get(request.params.urn);
    if (!asset || asset.owner !== urn || asset.kind !== 'video') {
      return sendError(reply, 404, 'NOT_FOUND', `Video ${request.params.urn} not found`);
    }
    return {
      id: asset.urn,
      owner: asset.owner,
      status: videoStatus(asset),
      duration: 0,
      aspectRatioWidth: 16,
      aspectRatioHeight: 9,
    };
  });

  // Byte uploads (PUT application/octet-stream), counted in an encapsulated child.
  registerUploadRoutes(app, { raw: 'octet-stream', multipart: true }, (uploads) => {
    uploads.put<{ Params: { urn: string; part: string } }>(
      `${UPLOADS}/:urn/:part`,
      async (request, reply) => {
        const auth = requireToken(request, reply, ['w_member_social']);
        if (!auth.ok) return auth.reply;
        await publishingStep(publishing);
        const asset = assets.get(request.params.urn);
        const part = asset?.parts[Number(request.params.part)];
        if (!asset || !part) return sendError(reply, 404, 'NOT_FOUND', 'Unknown upload URL');
        const bytes = countedBytes(request.body);
        const expected = part.lastByte - part.firstByte + 1;
        if (bytes === 0 || (asset.kind === 'video' && bytes !== expected)) {
          return sendError(
            reply,
            400,
            'ILLEGAL_ARGUMENT',
            `Expected ${asset.kind === 'video' ? expected : 'some'} bytes, received ${bytes}`,
          );
        }
        part.bytes = bytes;
        part.etag = `/ambry-video/signedId/${createHash('sha1').update(`${asset.urn}:${request.params.part}:${bytes}`).digest('hex')}`;
        if (asset.kind === 'image') {
          asset.fileSizeBytes = bytes;
          asset.finalizedAt = Date.now();
          return reply.code(201).send();
        }
        return reply.code(200).header('etag', part.etag).send();
      },
    );
  });

  app.post(`${REST}/posts`, async (request, reply) => {
    const urn = member(request, reply);
    if (typeof urn !== 'string') return urn;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const invalid = (path: string, message: string) =>
      sendError(reply, 422, 'UNPROCESSABLE_ENTITY', `ERROR :: ${path} :: ${message}`);
    if (body.author !== urn) return invalid('/author', 'must be the member of the access token');
    if (body.commentary !== undefined && typeof body.commentary !== 'string') {
      return invalid('/commentary', 'must be a string');
    }
    if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'].includes(String(body.visibility))) {
      return invalid('/visibility', 'must be PUBLIC, CONNECTIONS or LOGGED_IN');
    }
    const distribution = body.distribution as Record<string, unknown> | undefined;
    if (!['MAIN_FEED', 'NONE'].includes(String(distribution?.feedDistribution))) {
      return invalid('/distribution/feedDistribution', 'is required');
    }
    if (body.lifecycleState !== 'PUBLISHED') return invalid('/lifecycleState', 'must be PUBLISHED');
    const content = body.content as Record<string, unknown> | undefined;
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
      const asset = assets.get(id);
      const ready =
        asset?.kind === 'image'
          ? asset.finalizedAt !== null
          : asset && videoStatus(asset) === 'AVAILABLE';
      if (!asset || asset.owner !== urn || !ready)
        return invalid('/content', `${id} is not an available upload`);
      attached.push(asset);
    }
    if (attached.some((asset) => asset.kind === 'video') && attached.length > 1) {
      return invalid('/content/multiImage/images', 'takes images only');
    }
    const commentary = typeof body.commentary === 'string' ? body.commentary : '';
    reply.code(201);
    return publishCall(publishing, 'linkedin', reply, faults, () => {
      const id = `urn:li:share:7${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 9)).padStart(9, '0')}`;
      publishing.add({
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
        createdAt: ctx.controller.now(),
      });
      reply.header('x-restli-id', id);
      reply.header('x-linkedin-id', id);
      return undefined;
    });
  });

  // Find Posts by Author, newest first. Reading member posts takes `r_member_social`, a scope
  // LinkedIn grants approved partners only: with `w_member_social` alone this answers 403.
  app.get(`${REST}/posts`, async (request, reply) => {
    const urn = member(request, reply, 'r_member_social');
    if (typeof urn !== 'string') return urn;
    await publishingStep(publishing);
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
    const posts = publishing.recent('linkedin', urn);
    const page = posts.slice(start, start + Math.min(count, 100));
    return {
      paging: {
        start,
        count: page.length,
        links:
          start + page.length < posts.length
            ? [
                {
                  type: 'application/json',
                  rel: 'next',
                  href: `/rest/posts?author=${encodeURIComponent(urn)}&q=author&start=${start + page.length}&count=${count}`,
                },
              ]
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
  });

  function newAsset(kind: 'image' | 'video', owner: string, size: number): SandboxAsset {
    const id = stableId(
      14,
      ALPHANUMERIC,
      kind,
      owner,
      String(Date.now()),
      String(randomInt(10 ** 9)),
    );
    const asset: SandboxAsset = {
      urn: `urn:li:${kind}:D4E${id}`,
      kind,
      owner,
      fileSizeBytes: size,
      parts: [],
      uploadToken: kind === 'video' ? stableId(16, ALPHANUMERIC, 'token', id) : '',
      finalizedAt: null,
    };
    assets.set(asset.urn, asset);
    return asset;
  }
}

/** LinkedIn's REST errors: `{status, code, message}` (plus `serviceErrorCode` on auth errors). */
function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  return reply.code(status).send({
    status,
    code,
    message,
    ...(status === 401
      ? { serviceErrorCode: 65600 }
      : status === 403
        ? { serviceErrorCode: 100 }
        : {}),
  });
}
