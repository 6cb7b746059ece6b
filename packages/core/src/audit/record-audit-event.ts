import type { Executor } from '@fanout/db/client';
import { auditEvents } from '@fanout/db/schema';
import type { AuditAction, AuditTargetType } from '@fanout/shared';

export interface AuditEventInput {
  /** Who acted; null for the system or a visitor not signed in. */
  actorId: string | null;
  action: AuditAction;
  target?: { type: AuditTargetType; id: string };
  /** What changed (never a secret: no passwords, tokens, keys or session ids). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Words for the people reading the log, e.g. a credit adjustment's reason. */
  summary?: string;
  /** The client's address as the server saw it (trust-proxy aware), when a request caused it. */
  ip?: string | null;
}

/**
 * The one writer of the audit log (ADR 0050). Pass the transaction of the change it
 * records, so the change and its record commit together or not at all.
 */
export async function recordAuditEvent(db: Executor, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: event.actorId,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    summary: event.summary ?? '',
    ip: event.ip ?? null,
  });
}
