import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordApiKeyUse } from '@fanout/core/api-keys';
import type { ApiKeyCredential } from '../http/api-key-auth';
import type { AppDeps } from '../http/app-deps';
import { createContextFactory } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { createCallerFactory } from '../trpc/trpc';

const createCaller = createCallerFactory(appRouter);

/** The procedures, called as the key's owner: every guard of the REST API runs (ADR 0097). */
export type AppCaller = ReturnType<typeof createCaller>;

/** What a tool runs with: the caller of this request, the key it came with, the audit. */
export interface McpCall {
  caller: AppCaller;
  key: ApiKeyCredential;
  /** One `api_key.used` row for a change a tool made (ADR 0092), as the REST API writes. */
  recordChange: (tool: string) => Promise<void>;
}

/**
 * A tool's procedures run through tRPC's server-side caller with this request as their context,
 * so each checks what it checks over REST: the key's scope (`meta.scope`), the menus hidden from
 * the owner's roles, their permission, and ownership of every id. Nothing is checked twice or in
 * another way.
 */
export function mcpCallOf(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: ApiKeyCredential,
): McpCall {
  const caller = createCaller(createContextFactory(deps)({ req: request, res: reply }));
  return {
    caller,
    key,
    recordChange: async (tool) => {
      const userId = request.auth?.user.id;
      if (!userId) return;
      await recordApiKeyUse(deps.core, {
        actor: { userId },
        key,
        request: { method: 'POST', path: `/mcp/tools/${tool}`, status: 200 },
        ip: request.ip,
      }).catch((error: unknown) => {
        request.log.error({ err: error, apiKeyId: key.id }, 'audit: recording a key use failed');
      });
    },
  };
}
