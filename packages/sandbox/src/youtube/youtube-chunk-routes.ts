import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendGoogleError } from '../http/platform-errors';
import { field } from '../http/request-fields';
import { countedBytes } from '../http/upload-body-parsers';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import {
  CHUNK_UNIT,
  FAULT_ANSWERS,
  sessionState,
  sessionOptions,
  videoResource,
  type UploadSession,
} from './youtube-upload-session';

/**
 * `PUT` of chunks with `Content-Range` answers 308 with `Range` until the last byte, whose `PUT`
 * creates the video (the irreversible call); `PUT` with `bytes *\/{size}` asks a session's state.
 */
export async function receiveUploadChunk(
  ctx: SandboxContext,
  sessions: Map<string, UploadSession>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const { publishing } = ctx.controller;
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
      options: sessionOptions(session),
      url: `https://www.youtube.com/watch?v=${id}`,
      createdAt: ctx.controller.now(),
    });
    return session.video;
  });
}
