import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sendGoogleError } from '../http/platform-errors';
import { identityOf } from '../identity/account-identity';
import type { PublishFaultAnswers } from '../publishing/sandbox-publishing';
import { youTubeChannelId } from './youtube-routes';

export const VIDEOS = '/youtube/api/upload/youtube/v3/videos';
export const CHUNK_UNIT = 256 * 1024;
export const UPLOAD_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];
export const PRIVACY = new Set(['public', 'unlisted', 'private']);

export interface UploadSession {
  account: string;
  total: number;
  mimeType: string;
  received: number;
  title: string;
  description: string;
  privacyStatus: string;
  /** `status.selfDeclaredMadeForKids` as sent (absent: not declared). */
  madeForKids?: boolean;
  /** `snippet.tags` as sent. */
  tags?: string[];
  video: Record<string, unknown> | null;
}

/** What the insert set, by YouTube's names: kept on the post for tests (SandboxPost.options). */
export function sessionOptions(session: UploadSession): Record<string, unknown> {
  return {
    title: session.title,
    privacyStatus: session.privacyStatus,
    ...(session.madeForKids === undefined ? {} : { selfDeclaredMadeForKids: session.madeForKids }),
    ...(session.tags === undefined ? {} : { tags: session.tags }),
  };
}

export const FAULT_ANSWERS: PublishFaultAnswers = {
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

export function sessionState(reply: FastifyReply, session: UploadSession): FastifyReply {
  if (session.video) return reply.code(200).send(session.video);
  if (session.received > 0) reply.header('range', `bytes=0-${session.received - 1}`);
  return reply.code(308).send();
}

export function videoResource(session: UploadSession): Record<string, unknown> {
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
      ...(session.tags === undefined ? {} : { tags: session.tags }),
    },
    status: {
      // Processing (transcoding) follows on YouTube's side; the video already exists.
      uploadStatus: 'uploaded',
      privacyStatus: session.privacyStatus,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      selfDeclaredMadeForKids: session.madeForKids ?? false,
    },
  };
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
