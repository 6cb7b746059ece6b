import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityOf } from './account-identity';
import { countedBytes, registerUploadRoutes } from './upload-body-parsers';
import { bearerToken, field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import { publishCall, publishingStep, type PublishFaultAnswers } from './sandbox-publishing';
import { findAccessToken } from './token-checks';
import { youTubeChannelId } from './youtube-routes';
import { sendGoogleError } from './platform-errors';

const VIDEOS = '/youtube/api/upload/youtube/v3/videos';
const CHUNK_UNIT = 256 * 1024;
const UPLOAD_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];
const PRIVACY = new Set(['public', 'unlisted', 'private']);

interface UploadSession {
  account: string;
  total: number;
  mimeType: string;
  received: number;
  title: string;
  description: string;
  privacyStatus: string;
  video: Record<string, unknown> | null;
}

const FAULT_ANSWERS: PublishFaultAnswers = {
  refuse: (reply, message) => sendGoogleError(reply, 400, 'invalidVideoMetadata', message),
  rateLimit: (reply, retryAfterSeconds) =>
    sendGoogleError(
      reply.header('retry-after', String(retryAfterSeconds)),
      429,
      'rateLimitExceeded',
      'The request cannot be completed because you have exceeded your quota.',
    ),
  transient: (reply) => sendGoogleError(reply, 503, 'backendError', 'Backend Error'),
};

/**
 * YouTube's resumable upload: `POST` opens a session (metadata validated like videos.insert,
 * `Location` answered), `PUT` of chunks with `Content-Range` answers 308 with `Range` until the
 * last byte, whose `PUT` creates the video (the irreversible call); `PUT` with `bytes *\/{size}`
 * asks a session's state. Bytes are counted, never kept.
 */
export function registerYouTubePublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const sessions = ctx.controller.durableMap<UploadSession>('youtube.sessions');
  const { publishing } = ctx.controller;

  registerUploadRoutes(app, { raw: 'media' }, (scope) => {
    scope.post(VIDEOS, async (request, reply) => {
      const check = findAccessToken(ctx.store, ['youtube'], bearerToken(request));
      if (!check.ok) {
        return sendGoogleError(
          reply,
          401,
          'authError',
          'Request had invalid authentication credentials.',
        );
      }
      if (!check.token.grant.scopes.some((scope_) => UPLOAD_SCOPES.includes(scope_))) {
        return sendGoogleError(
          reply,
          403,
          'insufficientPermissions',
          'Request had insufficient authentication scopes.',
        );
      }
      await publishingStep(publishing);
      if (field(request.query, 'uploadType') !== 'resumable') {
        return sendGoogleError(
          reply,
          400,
          'badRequest',
          'The sandbox supports uploadType=resumable only.',
        );
      }
      const parts = (field(request.query, 'part') ?? '').split(',');
      if (!parts.includes('snippet') || !parts.includes('status')) {
        return sendGoogleError(reply, 400, 'required', 'Required parameter: part (snippet,status)');
      }
      const total = Number(request.headers['x-upload-content-length']);
      if (!Number.isInteger(total) || total <= 0) {
        return sendGoogleError(
          reply,
          400,
          'badRequest',
          'X-Upload-Content-Length must be the size of the video in bytes.',
        );
      }
      const mimeType = String(request.headers['x-upload-content-type'] ?? '');
      if (!/^video\//.test(mimeType) && mimeType !== 'application/octet-stream') {
        return sendGoogleError(
          reply,
          400,
          'badContent',
          `Media type '${mimeType}' is not supported.`,
        );
      }
      const body = asRecord(request.body);
      const snippet = asRecord(body.snippet);
      const status = asRecord(body.status);
      const title = typeof snippet.title === 'string' ? snippet.title : '';
      if (title.trim() === '' || [...title].length > 100 || /[<>]/.test(title)) {
        return sendGoogleError(
          reply,
          400,
          'invalidTitle',
          'The request metadata specifies an invalid or empty video title.',
        );
      }
      const description = typeof snippet.description === 'string' ? snippet.description : '';
      if (Buffer.byteLength(description, 'utf8') > 5000 || /[<>]/.test(description)) {
        return sendGoogleError(
          reply,
          400,
          'invalidDescription',
          'The request metadata specifies an invalid video description.',
        );
      }
      const privacyStatus =
        typeof status.privacyStatus === 'string' ? status.privacyStatus : 'public';
      if (
        !PRIVACY.has(privacyStatus) ||
        (status.selfDeclaredMadeForKids !== undefined &&
          typeof status.selfDeclaredMadeForKids !== 'boolean')
      ) {
        return sendGoogleError(
          reply,
          400,
          'invalidVideoMetadata',
          'The request metadata is invalid (status).',
        );
      }
      const uploadId = `sbx_yt_up_${randomBytes(18).toString('base64url')}`;
      sessions.set(uploadId, {
        account: check.token.grant.account,
        total,
        mimeType,
        received: 0,
        title,
        description,
        privacyStatus,
        video: null,
      });
      const location = `${ctx.baseUrl(request)}${VIDEOS}?uploadType=resumable&upload_id=${uploadId}`;
      return reply
        .header('location', location)
        .header('x-guploader-uploadid', uploadId)
        .code(200)
        .send();
    });

    scope.put(VIDEOS, async (request, reply) => {
      const session = sessions.get(field(request.query, 'upload_id') ?? '');
      if (!session)
        return sendGoogleError(
          reply,
          404,
          'notFound',
          'The upload session was not found or has expired.',
        );
      const range = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+)$/.exec(
        String(request.headers['content-range'] ?? ''),
      );
      if (!range || Number(range[3]) !== session.total) {
        return sendGoogleError(
          reply,
          400,
          'badRequest',
          `Content-Range must be "bytes a-b/${session.total}" or "bytes */${session.total}".`,
        );
      }
      await publishingStep(publishing);
      if (range[1] === undefined) return sessionState(reply, session);
      if (session.video) return session.video;
      const start = Number(range[1]);
      const end = Number(range[2]);
      const bytes = countedBytes(request.body);
      // A chunk that does not continue where the session stands: answer what it holds.
      if (start !== session.received) return sessionState(reply, session);
      if (end < start || end >= session.total || bytes !== end - start + 1) {
        return sendGoogleError(
          reply,
          400,
          'badRequest',
          `The chunk holds ${bytes} bytes; Content-Range says ${end - start + 1}.`,
        );
      }
      const final = end === session.total - 1;
      if (!final) {
        if (bytes % CHUNK_UNIT !== 0) {
          return sendGoogleError(
            reply,
            400,
            'badRequest',
            'Chunks other than the last must be multiples of 256 KiB.',
          );
        }
        session.received = end + 1;
        return sessionState(reply, session);
      }
      return publishCall(publishing, 'youtube', reply, FAULT_ANSWERS, () => {
        session.received = session.total;
        session.video = videoResource(session);
        const id = String(session.video.id);
        publishing.add({
          platform: 'youtube',
          id,
          account: session.account,
          text: session.description,
          media: [{ kind: 'video', mimeType: session.mimeType, bytes: session.total }],
          url: `https://www.youtube.com/watch?v=${id}`,
          createdAt: ctx.controller.now(),
        });
        return session.video;
      });
    });
  });
}

function sessionState(reply: FastifyReply, session: UploadSession): FastifyReply {
  if (session.video) return reply.code(200).send(session.video);
  if (session.received > 0) reply.header('range', `bytes=0-${session.received - 1}`);
  return reply.code(308).send();
}

function videoResource(session: UploadSession): Record<string, unknown> {
  const channelId = youTubeChannelId(session.account);
  const id = randomBytes(8).toString('base64url').slice(0, 11);
  return {
    kind: 'youtube#video',
    etag: randomBytes(12).toString('base64url'),
    id,
    snippet: {
      publishedAt: new Date().toISOString(),
      channelId,
      title: session.title,
      description: session.description,
      channelTitle: identityOf(session.account).displayName,
      categoryId: '22',
      liveBroadcastContent: 'none',
      localized: { title: session.title, description: session.description },
    },
    status: {
      // Processing (transcoding) follows on YouTube's side; the video already exists.
      uploadStatus: 'uploaded',
      privacyStatus: session.privacyStatus,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      selfDeclaredMadeForKids: false,
    },
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
