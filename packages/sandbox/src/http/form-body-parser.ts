import type { FastifyInstance } from 'fastify';

/**
 * Token endpoints and the consent form send application/x-www-form-urlencoded. Registered inside
 * the sandbox plugin, so the host app's content-type parsers are unchanged.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
