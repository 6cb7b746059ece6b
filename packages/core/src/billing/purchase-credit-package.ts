import { eq } from 'drizzle-orm';
import { creditPackages } from '@fanout/db/schema';
import {
  AppError,
  creditPackagePriceCents,
  PERMISSIONS,
  type RedirectAnswer,
} from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { startPaymentCheckout } from './start-payment-checkout';
import { PACKAGE_NOT_FOUND } from './update-credit-package';

/** A credit package of /buy-credits, at its price now; its credits expire after its validity. */
export async function purchaseCreditPackage(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ packageId: string }>,
): Promise<RedirectAnswer> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const [found] = await deps.db
    .select()
    .from(creditPackages)
    .where(eq(creditPackages.id, input.packageId));
  if (!found || found.archivedAt) throw new AppError('NOT_FOUND', PACKAGE_NOT_FOUND);
  if (!found.isActive) throw new AppError('BAD_REQUEST', 'This credit package is not available');
  const credits = found.creditQuantity.toLocaleString('en-US');
  const months = found.validityMonths === 1 ? '1 month' : `${found.validityMonths} months`;
  return startPaymentCheckout(deps, actor.userId, {
    kind: 'credit_package',
    itemId: found.id,
    name: found.name,
    description: found.description || `${credits} credits, valid for ${months}`,
    amountCents: creditPackagePriceCents(found.creditQuantity, found.priceMultiplier),
    credits: found.creditQuantity,
    validityMonths: found.validityMonths,
    page: '/buy-credits',
  });
}
