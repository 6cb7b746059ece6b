import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { blueskyDid } from './bluesky-routes';
import { countedBytes, registerUploadRoutes } from '../http/upload-body-parsers';
import { sendXrpcError } from '../http/platform-errors';
import { publishingStep } from '../publishing/sandbox-publishing';
import { XRPC, blobCid, requireSession, type BlueskyPublishKit } from './bluesky-publish-kit';

/** `com.atproto.repo.uploadBlob`: raw bytes, in its own scope. */
export function registerBlueskyBlobRoute(app: FastifyInstance, kit: BlueskyPublishKit): void {
  const { ctx, blobs, publishing } = kit;
  // Own scope: the raw-bytes parser of uploadBlob stays out of the other platforms' routes.
  registerUploadRoutes(app, { raw: 'media' }, (scope) => {
    scope.post(`${XRPC}/com.atproto.repo.uploadBlob`, async (request, reply) => {
      const auth = requireSession(ctx, request, reply);
      if (!auth.ok) return auth.reply;
      await publishingStep(publishing);
      const mimeType = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
      const size = countedBytes(request.body);
      if (mimeType === '' || size === 0) {
        return sendXrpcError(reply, 400, 'InvalidRequest', 'Request body must not be empty');
      }
      const cid = blobCid(randomBytes(16).toString('hex'));
      blobs.set(cid, { did: blueskyDid(auth.token.grant.account), mimeType, size });
      return { blob: { $type: 'blob', ref: { $link: cid }, mimeType, size } };
    });
  });
}
