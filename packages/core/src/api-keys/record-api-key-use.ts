import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';

/**
 * Makes a change made with a key attributable (ADR 0092): one audit row naming the key, its owner,
 * the request's method, path and answer. Written after the answer, for changes that succeeded.
 */
export async function recordApiKeyUse(
  deps: CoreDeps,
  options: {
    actor: { userId: string };
    key: { id: string; name: string };
    request: { method: string; path: string; status: number };
    ip: string | null;
  },
): Promise<void> {
  const { actor, key, request, ip } = options;
  await recordAuditEvent(deps.db, {
    actorId: actor.userId,
    action: 'api_key.used',
    target: { type: 'api_key', id: key.id },
    after: {
      keyName: key.name,
      method: request.method,
      path: request.path,
      status: request.status,
    },
    summary: `${request.method} ${request.path} with API key "${key.name}"`,
    ip,
  });
}
