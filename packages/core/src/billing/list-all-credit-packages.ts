import { asc, isNull } from 'drizzle-orm';
import { creditPackages } from '@fanout/db/schema';
import { PERMISSIONS, type CreditPackage } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toCreditPackage } from './billing-answers';

/** Every package an administrator manages, active or not. */
export async function listAllCreditPackages(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<CreditPackage[]> {
  requireAccess({ actor, permission: PERMISSIONS.manageCreditPackages });
  const rows = await deps.db
    .select()
    .from(creditPackages)
    .where(isNull(creditPackages.archivedAt))
    .orderBy(asc(creditPackages.creditQuantity), asc(creditPackages.name));
  return rows.map(toCreditPackage);
}
