import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { field } from '../http/request-fields';
import { countedBytes, registerUploadRoutes } from '../http/upload-body-parsers';
import { publishingStep } from '../publishing/sandbox-publishing';
import {
  LINKEDIN_VIDEO_PART_BYTES,
  REST,
  UPLOADS,
  sendLinkedInError as sendError,
  type LinkedInPublishKit,
} from './linkedin-publish-kit';

/**
 * LinkedIn's Images and Videos APIs (platform-apis.md §1): initializeUpload, the PUT of the bytes,
 * the video's finalizeUpload with the parts' ETags, and its status reads.
 */
export function registerLinkedInUploadRoutes(app: FastifyInstance, kit: LinkedInPublishKit): void {
  app.post(`${REST}/images`, (request, reply) => initializeImage(kit, request, reply));
  app.post(`${REST}/videos`, async (request, reply) => {
    const urn = kit.member(request, reply);
    if (typeof urn !== 'string') return urn;
    await publishingStep(kit.publishing);
    const action = field(request.query, 'action');
    if (action === 'initializeUpload') return initializeVideo(kit, urn, request, reply);
    if (action === 'finalizeUpload') return finalizeVideo(kit, urn, request, reply);
    return sendError(reply, 400, 'ILLEGAL_ARGUMENT', 'Unsupported action');
  });
  app.get<{ Params: { urn: string } }>(`${REST}/videos/:urn`, async (request, reply) => {
    const urn = kit.member(request, reply);
    if (typeof urn !== 'string') return urn;
    await publishingStep(kit.publishing);
    const asset = kit.assets.get(request.params.urn);
    if (!asset || asset.owner !== urn || asset.kind !== 'video') {
      return sendError(reply, 404, 'NOT_FOUND', `Video ${request.params.urn} not found`);
    }
    return {
      id: asset.urn,
      owner: asset.owner,
      status: kit.videoStatus(asset),
      duration: 0,
      aspectRatioWidth: 16,
      aspectRatioHeight: 9,
    };
  });
  // Byte uploads (PUT application/octet-stream), counted in an encapsulated child.
  registerUploadRoutes(app, { raw: 'octet-stream', multipart: true }, (uploads) => {
    uploads.put<{ Params: { urn: string; part: string } }>(
      `${UPLOADS}/:urn/:part`,
      (request, reply) => receivePart(kit, request, reply),
    );
  });
}

function initializeRequest(body: unknown): Record<string, unknown> {
  const request = (body as Record<string, unknown> | null)?.initializeUploadRequest;
  return typeof request === 'object' && request !== null
    ? (request as Record<string, unknown>)
    : {};
}

function refuseOwner(reply: FastifyReply): FastifyReply {
  return sendError(
    reply,
    403,
    'ACCESS_DENIED',
    '/initializeUploadRequest/owner must be the token’s member',
  );
}

async function initializeImage(
  kit: LinkedInPublishKit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const urn = kit.member(request, reply);
  if (typeof urn !== 'string') return urn;
  await publishingStep(kit.publishing);
  if (field(request.query, 'action') !== 'initializeUpload') {
    return sendError(reply, 400, 'ILLEGAL_ARGUMENT', 'Unsupported action');
  }
  if (initializeRequest(request.body).owner !== urn) return refuseOwner(reply);
  const asset = kit.newAsset('image', urn, 0);
  asset.parts.push({ firstByte: 0, lastByte: -1, etag: null, bytes: 0 });
  return {
    value: {
      uploadUrlExpiresAt: Date.now() + 86_400_000,
      uploadUrl: kit.uploadUrl(request, asset, 0),
      image: asset.urn,
    },
  };
}

function initializeVideo(
  kit: LinkedInPublishKit,
  urn: string,
  request: FastifyRequest,
  reply: FastifyReply,
): unknown {
  const init = initializeRequest(request.body);
  if (init.owner !== urn) return refuseOwner(reply);
  const size = init.fileSizeBytes;
  if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) {
    return sendError(
      reply,
      400,
      'ILLEGAL_ARGUMENT',
      '/initializeUploadRequest/fileSizeBytes is required',
    );
  }
  const asset = kit.newAsset('video', urn, size);
  for (let first = 0; first < size; first += LINKEDIN_VIDEO_PART_BYTES) {
    const last = Math.min(size, first + LINKEDIN_VIDEO_PART_BYTES) - 1;
    asset.parts.push({ firstByte: first, lastByte: last, etag: null, bytes: 0 });
  }
  return {
    value: {
      uploadUrlsExpireAt: Date.now() + 86_400_000,
      video: asset.urn,
      uploadInstructions: asset.parts.map((part, index) => ({
        uploadUrl: kit.uploadUrl(request, asset, index),
        firstByte: part.firstByte,
        lastByte: part.lastByte,
      })),
      uploadToken: asset.uploadToken,
    },
  };
}

function finalizeVideo(
  kit: LinkedInPublishKit,
  urn: string,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const finalize = ((request.body ?? {}) as Record<string, unknown>).finalizeUploadRequest as
    Record<string, unknown> | undefined;
  const asset = typeof finalize?.video === 'string' ? kit.assets.get(finalize.video) : undefined;
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

async function receivePart(
  kit: LinkedInPublishKit,
  request: FastifyRequest<{ Params: { urn: string; part: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const auth = kit.requireToken(request, reply, ['w_member_social']);
  if (!auth.ok) return auth.reply;
  await publishingStep(kit.publishing);
  const asset = kit.assets.get(request.params.urn);
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
}
