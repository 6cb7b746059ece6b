import { and, eq, isNull } from 'drizzle-orm';
import { creditPackages } from '@fanout/db/schema';
import { AppError, PERMISSIONS, type CatalogDeleteAnswer } from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { toCreditPackage } from './billing-answers';
import { PACKAGE_NOT_FOUND } from './update-credit-package';

/**
 * Deletes a package outright: nothing points at it. Each payment keeps its own description,
 * credits and validity, and a checkout still open on it is fulfilled from its payment row (ADR 0049).
 */
export async function deleteCreditPackage(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<{ id: string }> & { client?: ClientAddress },
): Promise<CatalogDeleteAnswer> {
  requireAccess({ actor, permission: PERMISSIONS.manageCreditPackages });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(creditPackages)
      .where(and(eq(creditPackages.id, input.id), isNull(creditPackages.archivedAt)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', PACKAGE_NOT_FOUND);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'catalog.package_deleted',
      target: { type: 'package', id: row.id },
      before: { ...toCreditPackage(row) },
      after: { outcome: 'deleted' },
      ip: client?.ip ?? null,
    });
    return { id: row.id, outcome: 'deleted' };
  });
}
