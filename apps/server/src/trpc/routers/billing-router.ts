import { z } from 'zod';
import {
  cancelSubscription,
  completeCheckout,
  getSubscription,
  listActiveCreditPackages,
  listActivePlans,
  listPayments,
  openBillingPortal,
  previewPlanChange,
  purchaseCreditPack,
  purchaseCreditPackage,
  subscribe,
} from '@fanout/core/billing';
import {
  checkoutOutcomeSchema,
  checkoutSessionInput,
  creditPackageSchema,
  creditPackPurchaseInput,
  currentSubscriptionSchema,
  paymentSchema,
  PERMISSIONS,
  planChangePreviewInput,
  planChangePreviewSchema,
  redirectAnswerSchema,
  subscribeAnswerSchema,
  subscribeInput,
  subscriptionPlanSchema,
  subscriptionResponseSchema,
} from '@fanout/shared';
import { permissionProcedure, router } from '../trpc';

/** A customer's billing (spec 001 §2, §7; ADR 0047): everything needs purchase_credits. */
const buyerProcedure = permissionProcedure(PERMISSIONS.purchaseCredits);
const meta = (method: 'GET' | 'POST', path: `/${string}`) => ({
  openapi: { method, path, tags: ['billing'] },
});

export const billingRouter = router({
  /** Active credit packages of /buy-credits. */
  packages: buyerProcedure
    .meta(meta('GET', '/credit-packages'))
    .input(z.void())
    .output(z.array(creditPackageSchema))
    .query(({ ctx }) => listActiveCreditPackages(ctx.deps.core, { actor: ctx.actor })),
  /** Active plans of /subscription. */
  plans: buyerProcedure
    .meta(meta('GET', '/subscription-plans'))
    .input(z.void())
    .output(z.array(subscriptionPlanSchema))
    .query(({ ctx }) => listActivePlans(ctx.deps.core, { actor: ctx.actor })),
  /** The caller's subscription, null without one. */
  subscription: buyerProcedure
    .meta(meta('GET', '/subscription'))
    .input(z.void())
    .output(subscriptionResponseSchema)
    .query(({ ctx }) => getSubscription(ctx.deps.core, { actor: ctx.actor })),
  /** The caller's payments, newest first. */
  payments: buyerProcedure
    .meta(meta('GET', '/payments'))
    .input(z.void())
    .output(z.array(paymentSchema))
    .query(({ ctx }) => listPayments(ctx.deps.core, { actor: ctx.actor })),
  /** A fixed pack of /credits: a Checkout Session in payment mode; the browser goes to `url`. */
  purchasePack: buyerProcedure
    .meta(meta('POST', '/credits/purchase'))
    .input(creditPackPurchaseInput)
    .output(redirectAnswerSchema)
    .mutation(({ ctx, input }) => purchaseCreditPack(ctx.deps.core, { actor: ctx.actor, input })),
  /** A credit package of /buy-credits: a Checkout Session in payment mode. */
  purchasePackage: buyerProcedure
    .meta(meta('POST', '/purchase-credits/{packageId}'))
    .input(z.object({ packageId: z.uuid('packageId must be a credit package id') }))
    .output(redirectAnswerSchema)
    .mutation(({ ctx, input }) =>
      purchaseCreditPackage(ctx.deps.core, { actor: ctx.actor, input }),
    ),
  /** What subscribing to a plan would do (charged now, or from the period's end), before it does. */
  previewSubscribe: buyerProcedure
    .meta(meta('GET', '/subscription/preview'))
    .input(planChangePreviewInput)
    .output(planChangePreviewSchema)
    .query(({ ctx, input }) => previewPlanChange(ctx.deps.core, { actor: ctx.actor, input })),
  /** A plan: Checkout in subscription mode, or a switch of the existing subscription. */
  subscribe: buyerProcedure
    .meta(meta('POST', '/subscription/subscribe'))
    .input(subscribeInput)
    .output(subscribeAnswerSchema)
    .mutation(({ ctx, input }) => subscribe(ctx.deps.core, { actor: ctx.actor, input })),
  /** Cancel at the end of the current period (spec 001 §4). */
  cancel: buyerProcedure
    .meta(meta('POST', '/subscription/cancel'))
    .input(z.void())
    .output(currentSubscriptionSchema)
    .mutation(({ ctx }) => cancelSubscription(ctx.deps.core, { actor: ctx.actor })),
  /** Stripe's Customer Portal ("Manage billing"): card, invoices, cancel, switch plan. */
  portal: buyerProcedure
    .meta(meta('POST', '/billing/portal'))
    .input(z.void())
    .output(redirectAnswerSchema)
    .mutation(({ ctx }) => openBillingPortal(ctx.deps.core, { actor: ctx.actor })),
  /** The success page runs the webhook's idempotent fulfilment, so credits show even if it is late. */
  completeCheckout: buyerProcedure
    .meta(meta('POST', '/billing/checkout-sessions/{sessionId}/complete'))
    .input(checkoutSessionInput)
    .output(checkoutOutcomeSchema)
    .mutation(({ ctx, input }) => completeCheckout(ctx.deps.core, { actor: ctx.actor, input })),
});
