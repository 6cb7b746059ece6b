import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { quietLogLevel } from './quiet-log-level';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Probes hit these every few seconds: log them only when something is wrong.
  const logLevel = quietLogLevel(deps.config.logLevel);
  /** Liveness: the process answers. */
  app.get('/healthz', { logLevel }, async () => ({ status: 'ok' }));

  /** Readiness: the process can serve, i.e. the database answers. */
  app.get('/readyz', { logLevel }, async (request, reply) => {
    try {
      await deps.checkDatabase();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
