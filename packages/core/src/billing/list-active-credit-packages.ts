import { and, asc, eq, isNull } from 'drizzle-orm';
import { creditPackages } from '@fanout/db/schema';
import { PERMISSIONS, type CreditPackage } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toCreditPackage } from './billing-answers';

/** The packages of /buy-credits: active and not archived, smallest first. */
export async function listActiveCreditPackages(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<CreditPackage[]> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const rows = await deps.db
    .select()
    .from(creditPackages)
    .where(and(eq(creditPackages.isActive, true), isNull(creditPackages.archivedAt)))
    .orderBy(asc(creditPackages.creditQuantity), asc(creditPackages.name));
  return rows.map(toCreditPackage);
}
