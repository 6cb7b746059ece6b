import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  /** Liveness: the process answers. */
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  /** Readiness: the process can serve, i.e. the database answers. */
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await deps.checkDatabase();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
