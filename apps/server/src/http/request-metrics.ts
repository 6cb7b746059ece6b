import type { FastifyInstance } from 'fastify';
import type { Metrics } from '@fanout/runtime';

/**
 * Every answer's duration into `fanout_http_request_duration_seconds` (ADR 0072), labelled by the
 * route's pattern (`routeOptions.url`: `/api/posts/:id`, never the requested path), so the series
 * stay as many as the routes.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest({
      routePattern: request.routeOptions.url,
      method: request.method,
      statusCode: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });
}
