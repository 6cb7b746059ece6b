import type { FastifyInstance } from 'fastify';
import { sessionIsLive } from '@fanout/core/auth';
import type { AppDeps } from '../http/app-deps';
import { requireSession } from '../http/session-plugin';

/** Below the idle timeouts of common proxies (60 s), so an open stream is not cut. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/notifications/stream`: server-sent events for the header bell (ADR 0029). It sends
 * `data: changed` when the caller's notifications change (a post failed, an AI generation failed,
 * another tab marked them read) or their balance does (migration 0034, ADR 0066), and the page
 * refetches the bell's list and the header's credits; no content travels on the stream. One request per open page instead of a poll.
 *
 * The stream lives only as long as its session: a signal for its user (an ended session of theirs
 * is one, migration 0029) and every heartbeat first check that the session still stands, and end
 * the stream when it does not (signed out, ended from another device, suspended, expired).
 */
export function registerNotificationStreamRoute(app: FastifyInstance, deps: AppDeps): void {
  const open = new Set<() => void>();
  // Ended before the server closes: an open stream would otherwise hold the shutdown.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/notifications/stream', async (request, reply) => {
    const { user, sessionId } = requireSession(request);
    const feed = deps.notificationFeed;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    // A first event, so the client knows the stream is live (and refreshes what it may have missed).
    reply.raw.write('retry: 5000\ndata: open\n\n');
    let ended = false;
    /** Writes `text` while the session stands; ends the stream once it does not. */
    const send = async (text: string) => {
      const live = await sessionIsLive(deps.core, sessionId).catch((error: unknown) => {
        // The database is away for a moment: keep the stream, ask again at the next signal.
        request.log.warn({ err: error }, 'notification stream: session check failed');
        return true;
      });
      if (ended) return;
      if (live) reply.raw.write(text);
      else end();
    };
    const unsubscribe = feed.subscribe(user.id, () => void send('data: changed\n\n'));
    const heartbeat = setInterval(() => void send(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      reply.raw.end();
    };
    open.add(end);
    request.raw.once('close', end);
  });
}
