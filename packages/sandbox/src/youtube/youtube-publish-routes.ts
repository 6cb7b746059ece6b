import type { FastifyInstance } from 'fastify';
import { registerUploadRoutes } from '../http/upload-body-parsers';
import type { SandboxContext } from '../sandbox-context';
import { receiveUploadChunk } from './youtube-chunk-routes';
import { registerYouTubeCommentRoutes } from './youtube-comment-routes';
import { registerYouTubeFiguresRoute } from './youtube-figures-routes';
import { openUploadSession } from './youtube-session-routes';
import { VIDEOS, type UploadSession } from './youtube-upload-session';

/**
 * YouTube's resumable upload: `POST` opens a session (metadata validated like videos.insert,
 * `Location` answered), `PUT` of chunks with `Content-Range` answers 308 with `Range` until the
 * last byte, whose `PUT` creates the video (the irreversible call); `PUT` with `bytes *\/{size}`
 * asks a session's state. Bytes are counted, never kept. First comments are comment threads
 * (youtube-comment-routes.ts); a video's statistics come from videos.list (youtube-figures-routes.ts).
 */
export function registerYouTubePublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const sessions = ctx.controller.durableMap<UploadSession>('youtube.sessions');
  registerUploadRoutes(app, { raw: 'media' }, (scope) => {
    scope.post(VIDEOS, (request, reply) => openUploadSession(ctx, sessions, request, reply));
    scope.put(VIDEOS, (request, reply) => receiveUploadChunk(ctx, sessions, request, reply));
  });
  registerYouTubeCommentRoutes(app, ctx);
  registerYouTubeFiguresRoute(app, ctx);
}
