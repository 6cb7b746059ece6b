import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { numericId } from '../identity/account-identity';
import { publishingStep } from '../publishing/sandbox-publishing';
import { isMultipartForm, registerUploadRoutes } from '../http/upload-body-parsers';
import {
  API,
  UPLOAD_PATH,
  sendError,
  sendS3Error,
  type PinterestPublishKit,
} from './pinterest-publish-kit';

/** Pinterest's video uploads: register the media, the presigned S3 form the bytes go to, and the media status. */
export function registerPinterestMediaRoute(app: FastifyInstance, kit: PinterestPublishKit): void {
  const { ctx, publishing, videos, sign, requireToken } = kit;
  app.post(`${API}/media`, async (request, reply) => {
    const auth = requireToken(request, reply, ['pins:write']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.media_type !== 'video') {
      return sendError(reply, 400, 1, 'Invalid parameters: media_type must be "video".');
    }
    const mediaId = `${numericId(6, 'pinterest-media')}${String(randomInt(10 ** 12)).padStart(12, '0')}`;
    const key = `uploads/sandbox/${mediaId}`;
    const date = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(Date.now() + 3_600_000).toISOString(),
        conditions: [{ key }],
      }),
    ).toString('base64');
    videos.set(mediaId, {
      mediaId,
      account: auth.token.grant.account,
      key,
      bytes: null,
      uploadedAt: null,
    });
    return reply.code(201).send({
      media_id: mediaId,
      media_type: 'video',
      upload_url: `${ctx.baseUrl(request)}${UPLOAD_PATH}`,
      upload_parameters: {
        'x-amz-date': date,
        'x-amz-signature': sign(policy),
        'x-amz-security-token': randomBytes(24).toString('base64'),
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        key,
        policy,
        'x-amz-credential': `SANDBOX/${date.slice(0, 8)}/us-east-1/s3/aws4_request`,
        'Content-Type': 'multipart/form-data',
      },
    });
  });
}

export function registerPinterestMediaStatusRoute(
  app: FastifyInstance,
  kit: PinterestPublishKit,
): void {
  const { publishing, videos, requireToken, videoState } = kit;
  app.get<{ Params: { mediaId: string } }>(`${API}/media/:mediaId`, async (request, reply) => {
    const auth = requireToken(request, reply, ['pins:read']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    const upload = videos.get(request.params.mediaId);
    if (!upload || upload.account !== auth.token.grant.account) {
      return sendError(reply, 404, 4, 'Media not found.');
    }
    return { media_id: upload.mediaId, media_type: 'video', status: videoState(upload) };
  });
}

export function registerPinterestUploadBucketRoute(
  app: FastifyInstance,
  kit: PinterestPublishKit,
): void {
  const { publishing, videos, sign } = kit;
  // The presigned S3 form: no bearer token, the signed policy is the authorization.
  registerUploadRoutes(app, { raw: 'octet-stream', multipart: true }, (bucket) => {
    bucket.post(UPLOAD_PATH, async (request, reply) => {
      await publishingStep(publishing);
      if (!isMultipartForm(request.body)) {
        return sendS3Error(reply, 400, 'InvalidArgument', 'POST requires multipart/form-data.');
      }
      const { fields, files } = request.body;
      const upload = [...videos.values()].find((video) => video.key === fields.key);
      if (!upload || !fields.policy || fields['x-amz-signature'] !== sign(fields.policy)) {
        return sendS3Error(
          reply,
          403,
          'AccessDenied',
          'Invalid according to Policy: Policy Condition failed',
        );
      }
      const file = files.find((part) => part.field === 'file');
      if (!file)
        return sendS3Error(
          reply,
          400,
          'InvalidArgument',
          'POST requires exactly one file upload per request.',
        );
      upload.bytes = file.bytes;
      upload.uploadedAt = Date.now();
      return reply.code(204).send();
    });
  });
}
