import type { FastifyInstance } from 'fastify';
import { recordApiKeyUse } from '@fanout/core/api-keys';
import { isMcpPath } from '../mcp/mcp-path';
import type { AppDeps } from './app-deps';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change made with an API key is attributable (ADR 0092): after a successful answer to a
 * key's POST, PUT, PATCH or DELETE, one audit row names the key, its owner and the request.
 * Written after the answer, so it never slows or fails the request itself.
 */
export function registerApiKeyAudit(app: FastifyInstance, deps: AppDeps): void {
  // The path as the client sent it: the REST adapter rewrites `url` (without /api) while it runs.
  const paths = new WeakMap<object, string>();
  app.addHook('onRequest', async (request) => {
    if (request.apiKeyAuth && !SAFE_METHODS.has(request.method) && !isMcpPath(request.url)) {
      paths.set(request, new URL(request.url, 'http://fanout.invalid').pathname);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth?.apiKey || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    // The MCP server records each tool that changed something itself (mcp/mcp-call.ts).
    if (isMcpPath(request.url)) return;
    const path = paths.get(request) ?? new URL(request.url, 'http://fanout.invalid').pathname;
    await recordApiKeyUse(deps.core, {
      actor: { userId: auth.user.id },
      key: auth.apiKey,
      request: { method: request.method, path, status: reply.statusCode },
      ip: request.ip,
    }).catch((error: unknown) => {
      request.log.error(
        { err: error, apiKeyId: auth.apiKey?.id },
        'audit: recording a key use failed',
      );
    });
  });
}
