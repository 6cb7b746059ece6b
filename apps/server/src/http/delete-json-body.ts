import type { FastifyInstance } from 'fastify';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Spec 001 §7 sends the ids of `DELETE /api/admin/user-roles` and `DELETE /api/admin/role-permissions`
 * in a JSON body, but the REST adapter (trpc-to-openapi) reads a DELETE's input from the query
 * string only. A REST DELETE with a JSON object body is read as if its fields were in the query
 * string too; a field given in both places is taken from the query string (ADR 0066).
 */
export function registerDeleteJsonBody(app: FastifyInstance, restRoute: string): void {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'DELETE' || request.routeOptions.url !== restRoute) return;
    if (!isPlainObject(request.body)) return;
    const query = isPlainObject(request.query) ? request.query : {};
    request.query = { ...request.body, ...query };
  });
}
