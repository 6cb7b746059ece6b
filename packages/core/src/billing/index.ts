export type { BillingDeps } from './billing-deps';
export { completeCheckout } from './complete-checkout';
export { processStripeEvent, type StripeEventOutcome } from './process-stripe-event';
export {
  checkStripeSetup,
  portalConfigurationProblems,
  webhookEndpointProblems,
} from './check-stripe-setup';
export {
  apiVersionMismatchText,
  PINNED_STRIPE_API_VERSION,
  warnAdminsOfApiVersion,
} from './stripe-api-version';
export { clawBack, type ClawBack, type ClawBackOutcome } from './claw-back';
export { storeSubscription } from './store-subscription';
export { sweepCredits, type CreditSweepSettings } from './sweep-credits';
export { callStripe, PAYMENTS_UNAVAILABLE } from './call-stripe';
export { ensureStripeCustomer } from './ensure-stripe-customer';
export { ensurePlanPrice } from './ensure-plan-price';
export { listActivePlans } from './list-active-plans';
export { listAllPlans } from './list-all-plans';
export { createPlan } from './create-plan';
export { updatePlan } from './update-plan';
export { deletePlan } from './delete-plan';
export { listActiveCreditPackages } from './list-active-credit-packages';
export { listAllCreditPackages } from './list-all-credit-packages';
export { createCreditPackage } from './create-credit-package';
export { updateCreditPackage } from './update-credit-package';
export { deleteCreditPackage } from './delete-credit-package';
export { purchaseCreditPack } from './purchase-credit-pack';
export { purchaseCreditPackage } from './purchase-credit-package';
export { subscribe } from './subscribe';
export { previewPlanChange } from './preview-plan-change';
export { cancelSubscription } from './cancel-subscription';
export { openBillingPortal } from './open-billing-portal';
export { getSubscription } from './get-subscription';
export { listPayments } from './list-payments';
