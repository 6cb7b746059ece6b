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

/** A new credit package; its price is computed from quantity and multiplier, never stored. */
export async function createCreditPackage(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<CreditPackageInput> & { client?: ClientAddress },
): Promise<CreditPackage> {
  requireAccess({ actor, permission: PERMISSIONS.manageCreditPackages });
  const values = parseServiceInput(creditPackageInput, input);
  const priceProblem = creditPackagePriceProblem(values.creditQuantity, values.priceMultiplier);
  if (priceProblem) throw new AppError('BAD_REQUEST', priceProblem);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(creditPackages).values(values).returning();
    if (!row) throw new AppError('INTERNAL', 'The credit package was not created');
    const created = toCreditPackage(row);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'catalog.package_created',
      target: { type: 'package', id: row.id },
      after: { ...created },
      ip: client?.ip ?? null,
    });
    return created;
  });
}
