import { and, eq, isNull } from 'drizzle-orm';
import { creditPackages } from '@fanout/db/schema';
import {
  AppError,
  creditPackageInput,
  creditPackagePriceProblem,
  PERMISSIONS,
  type CreditPackage,
  type CreditPackageInput,
} from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { toCreditPackage } from './billing-answers';
import { parseServiceInput } from '../service-input/parse-service-input';

export const PACKAGE_NOT_FOUND = 'Credit package not found';

/**
 * Changes a package for the next buyers. Checkouts already started keep what their payment row
 * recorded (amount, credits, validity), so a change never alters what someone is paying for.
 */
export async function updateCreditPackage(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: ServiceOptions<CreditPackageInput & { id: string }> & { client?: ClientAddress },
): Promise<CreditPackage> {
  requireAccess({ actor, permission: PERMISSIONS.manageCreditPackages });
  const changes = parseServiceInput(creditPackageInput, input);
  const priceProblem = creditPackagePriceProblem(changes.creditQuantity, changes.priceMultiplier);
  if (priceProblem) throw new AppError('BAD_REQUEST', priceProblem);
  const live = and(eq(creditPackages.id, input.id), isNull(creditPackages.archivedAt));
  return deps.db.transaction(async (tx) => {
    const [old] = await tx.select().from(creditPackages).where(live).for('update');
    if (!old) throw new AppError('NOT_FOUND', PACKAGE_NOT_FOUND);
    const [row] = await tx
      .update(creditPackages)
      .set({ ...changes, updatedAt: new Date() })
      .where(live)
      .returning();
    if (!row) throw new AppError('NOT_FOUND', PACKAGE_NOT_FOUND);
    const updated = toCreditPackage(row);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'catalog.package_updated',
      target: { type: 'package', id: row.id },
      before: { ...toCreditPackage(old) },
      after: { ...updated },
      ip: client?.ip ?? null,
    });
    return updated;
  });
}
