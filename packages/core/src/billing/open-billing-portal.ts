import { PERMISSIONS, type RedirectAnswer } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';
import { ensureStripeCustomer } from './ensure-stripe-customer';

/** "Manage billing": a Customer Portal session for the caller's own Customer, back to /subscription. */
export async function openBillingPortal(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<RedirectAnswer> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const customer = await ensureStripeCustomer(deps, actor.userId);
  const session = await callStripe(deps, 'opening the billing portal', (stripe) =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.config.publicUrl}/subscription`,
    }),
  );
  return { url: session.url };
}
