import { randomBytes } from 'node:crypto';
import { YOUTUBE_TAGS_MAX, youtubeTagsLength } from '@fanout/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { googleBodyRefusal, sendGoogleError } from '../http/platform-errors';
import { bearerToken, field } from '../http/request-fields';
import { findAccessToken } from '../oauth/token-checks';
import { publishingStep } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import {
  asRecord,
  PRIVACY,
  UPLOAD_SCOPES,
  VIDEOS,
  type UploadSession,
} from './youtube-upload-session';

const INVALID_STATUS = 'The request metadata is invalid (status).';

/** The video's `status` as videos.insert checks it; a missing privacy status is public. */
const VIDEO_STATUS = z.object({
  privacyStatus: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value : 'public'))
    .refine((value) => PRIVACY.has(value), INVALID_STATUS),
  selfDeclaredMadeForKids: z.boolean({ error: INVALID_STATUS }).optional(),
});

/**
 * `POST` opens a resumable session: metadata validated like videos.insert, `Location` answered.
 */
export async function openUploadSession(
  ctx: SandboxContext,
  sessions: Map<string, UploadSession>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const account = uploaderAccount(ctx, request, reply);
  if (typeof account !== 'string') return account;
  await publishingStep(ctx.controller.publishing);
  const upload = uploadRequest(request, reply);
  if (!('total' in upload)) return upload;
  const { total, mimeType } = upload;
  const metadata = videoMetadata(request.body, reply);
  if (!('title' in metadata)) return metadata;
  const { title, description, privacyStatus, madeForKids, tags } = metadata;
  const uploadId = `sbx_yt_up_${randomBytes(18).toString('base64url')}`;
  sessions.set(uploadId, {
    account: account,
    total,
    mimeType,
    received: 0,
    title,
    description,
    privacyStatus,
    ...(madeForKids === undefined ? {} : { madeForKids }),
    ...(tags === undefined ? {} : { tags }),
    video: null,
  });
  const location = `${ctx.baseUrl(request)}${VIDEOS}?uploadType=resumable&upload_id=${uploadId}`;
  return reply
    .header('location', location)
    .header('x-guploader-uploadid', uploadId)
    .code(200)
    .send();
}

/** The account of a live YouTube token with an upload scope, else Google's refusal sent. */
function uploaderAccount(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
): string | FastifyReply {
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
  return check.token.grant.account;
}

/** `uploadType=resumable`, `part=snippet,status` and the upload's size and type headers. */
function uploadRequest(
  request: FastifyRequest,
  reply: FastifyReply,
): { total: number; mimeType: string } | FastifyReply {
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
    return sendGoogleError(reply, 400, 'badContent', `Media type '${mimeType}' is not supported.`);
  }
  return { total, mimeType };
}

interface VideoMetadata {
  title: string;
  description: string;
  privacyStatus: string;
  madeForKids: boolean | undefined;
  tags: string[] | undefined;
}

/** The video's snippet and status as videos.insert validates them. */
function videoMetadata(rawBody: unknown, reply: FastifyReply): VideoMetadata | FastifyReply {
  const body = asRecord(rawBody);
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
  const tags = snippet.tags;
  if (
    tags !== undefined &&
    (!Array.isArray(tags) ||
      !tags.every((tag): tag is string => typeof tag === 'string') ||
      youtubeTagsLength(tags) > YOUTUBE_TAGS_MAX)
  ) {
    // snippet.tags[]: 500 characters in all, as the videos resource's reference counts them.
    return sendGoogleError(
      reply,
      400,
      'invalidTags',
      'The request metadata specifies invalid video keywords.',
    );
  }
  const parsedStatus = parseBody(VIDEO_STATUS, status, reply, googleBodyRefusal);
  if (!parsedStatus.ok) return parsedStatus.reply;
  return {
    title,
    description,
    privacyStatus: parsedStatus.body.privacyStatus,
    madeForKids: parsedStatus.body.selfDeclaredMadeForKids,
    tags,
  };
}
