import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/app-deps';
import { requireAuth } from '../http/session-plugin';

/** Below the idle timeouts of common proxies (60 s), so an open stream is not cut. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/notifications/stream`: server-sent events for the header bell (ADR 0029). It sends
 * `data: changed` when the caller's notifications change (a post failed, an AI generation failed,
 * another tab marked them read) and the bell refetches `notification.list`; no content travels on
 * the stream, so it needs no second access check. One request per open page instead of a poll.
 */
export function registerNotificationStreamRoute(app: FastifyInstance, deps: AppDeps): void {
  const open = new Set<() => void>();
  // Ended before the server closes: an open stream would otherwise hold the shutdown.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/notifications/stream', async (request, reply) => {
    const { user } = requireAuth(request);
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
    const unsubscribe = feed.subscribe(user.id, () => reply.raw.write('data: changed\n\n'));
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      reply.raw.end();
    };
    open.add(end);
    request.raw.once('close', end);
  });
}
