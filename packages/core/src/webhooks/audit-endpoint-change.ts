import type { Executor } from '@fanout/db/client';
import type { AuditAction } from '@fanout/shared';
import type { ClientAddress } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';

/**
 * The audit row of a change to a webhook endpoint (where a user's events are sent, and the secret
 * that signs them), written in the change's transaction: its URL and events, never the secret.
 */
export async function auditEndpointChange(
  tx: Executor,
  change: {
    actorId: string;
    action: Extract<AuditAction, `webhook_endpoint.${string}`>;
    endpoint: { id: string; url: string; events: readonly string[] };
    before?: { url: string; events: readonly string[]; enabled: boolean };
    after?: { url: string; events: readonly string[]; enabled: boolean };
    client?: ClientAddress | undefined;
  },
): Promise<void> {
  const verb = {
    'webhook_endpoint.created': 'added',
    'webhook_endpoint.updated': 'changed',
    'webhook_endpoint.deleted': 'deleted',
    'webhook_endpoint.secret_rotated': 'given a new secret',
  }[change.action];
  await recordAuditEvent(tx, {
    actorId: change.actorId,
    action: change.action,
    target: { type: 'webhook_endpoint', id: change.endpoint.id },
    ...(change.before ? { before: { ...change.before, events: [...change.before.events] } } : {}),
    ...(change.after ? { after: { ...change.after, events: [...change.after.events] } } : {}),
    summary: `Webhook endpoint ${change.endpoint.url} ${verb}`,
    ip: change.client?.ip ?? null,
  });
}
