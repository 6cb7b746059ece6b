import { and, eq } from 'drizzle-orm';
import { apiKeys } from '@fanout/db/schema';
import { AppError, PERMISSIONS } from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';

const notFound = (id: string) => new AppError('NOT_FOUND', `API key ${id} not found`);

/**
 * Revokes a key: its row is deleted, so the next request with it is refused at once (keys are
 * checked against the table on every request, no cache). A user revokes their own keys only
 * (another's is "not found"); an administrator with `asAdmin` revokes anyone's.
 */
export async function revokeApiKey(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
    asAdmin = false,
  }: ServiceOptions<{ id: string }> & { client?: ClientAddress | undefined; asAdmin?: boolean },
): Promise<{ id: string; revoked: true }> {
  if (asAdmin) requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.transaction(async (tx) => {
    const owned = asAdmin
      ? eq(apiKeys.id, input.id)
      : and(eq(apiKeys.id, input.id), eq(apiKeys.userId, actor.userId));
    const [row] = await tx.delete(apiKeys).where(owned).returning();
    if (!row) throw notFound(input.id);
    const byAdmin = row.userId !== actor.userId;
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'api_key.revoked',
      target: { type: 'api_key', id: row.id },
      before: { name: row.name, scopes: row.scopes, ownerId: row.userId },
      summary: byAdmin
        ? `API key "${row.name}" of user ${row.userId} revoked by an administrator`
        : `API key "${row.name}" revoked`,
      ip: client?.ip ?? null,
    });
    return { id: row.id, revoked: true as const };
  });
}
