import {
  AppError,
  creditPackPurchaseInput,
  findCreditPack,
  PERMISSIONS,
  type CreditPackPurchaseInput,
  type RedirectAnswer,
} from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { parseServiceInput } from '../service-input/parse-service-input';
import { startPaymentCheckout } from './start-payment-checkout';

/**
 * A fixed pack of /credits (spec 001 §7 `{amount, package}`). `amount` must be the pack's credits:
 * a client that believes in another amount is refused rather than charged for something else.
 */
export async function purchaseCreditPack(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<CreditPackPurchaseInput>,
): Promise<RedirectAnswer> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const { package: packId, amount } = parseServiceInput(creditPackPurchaseInput, input);
  const pack = findCreditPack(packId);
  if (!pack) throw new AppError('BAD_REQUEST', 'package: Unknown credit pack');
  if (amount !== pack.credits) {
    throw new AppError(
      'BAD_REQUEST',
      `amount: the ${pack.name} is ${pack.credits} credits, not ${amount}`,
    );
  }
  return startPaymentCheckout(deps, actor.userId, {
    kind: 'credit_pack',
    itemId: pack.id,
    name: pack.name,
    description: `${pack.credits.toLocaleString('en-US')} credits that never expire`,
    amountCents: pack.priceCents,
    credits: pack.credits,
    validityMonths: null,
    page: '/credits',
  });
}
