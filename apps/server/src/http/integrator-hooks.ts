import type { FastifyInstance } from 'fastify';
import { registerApiKeyAudit } from './api-key-audit';
import { registerApiKeyScopeGuard } from './api-key-scope-guard';
import type { AppDeps } from './app-deps';
import { registerIdempotency } from './idempotency';
import { registerMenuGuard } from './menu-guard';

/**
 * The hooks that run once the caller is known (after the session plugin): the menus hidden from
 * the caller's roles (ADR 0051), an API key's scope on the plain routes, `Idempotency-Key` on POSTs, and the audit row of each change made with a key
 * (ADR 0092, 0093). The key itself is resolved before the CSRF guard (api-key-auth.ts).
 */
export function registerIntegratorHooks(app: FastifyInstance, deps: AppDeps): void {
  registerMenuGuard(app, deps);
  registerApiKeyScopeGuard(app, deps);
  registerIdempotency(app, deps);
  registerApiKeyAudit(app, deps);
}
