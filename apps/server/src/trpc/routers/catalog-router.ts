import { z } from 'zod';
import {
  createCreditPackage,
  createPlan,
  deleteCreditPackage,
  deletePlan,
  listAllCreditPackages,
  listAllPlans,
  updateCreditPackage,
  updatePlan,
} from '@fanout/core/billing';
import {
  catalogDeleteAnswerSchema,
  creditPackageInput,
  creditPackageSchema,
  PERMISSIONS,
  subscriptionPlanInput,
  subscriptionPlanSchema,
} from '@fanout/shared';
import { permissionProcedure, router } from '../trpc';

/** What administrators sell (spec 001 §2 Subscription Plans and Credit Packages, §7). */
const planProcedure = permissionProcedure(PERMISSIONS.manageSubscriptionPlans);
const packageProcedure = permissionProcedure(PERMISSIONS.manageCreditPackages);
const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['admin'] },
  // What an API key needs here (ADR 0092).
  scope: method === 'GET' ? undefined : ('admin' as const),
});
const byId = z.object({ id: z.uuid('id must be an id') });

export const catalogRouter = router({
  /** Every plan that is not archived, active or not. */
  plans: planProcedure
    .meta(meta('GET', '/admin/subscription-plans'))
    .input(z.void())
    .output(z.array(subscriptionPlanSchema))
    .query(({ ctx }) => listAllPlans(ctx.deps.core, { actor: ctx.actor })),
  createPlan: planProcedure
    .meta(meta('POST', '/admin/subscription-plans'))
    .input(subscriptionPlanInput)
    .output(subscriptionPlanSchema)
    .mutation(({ ctx, input }) =>
      createPlan(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  updatePlan: planProcedure
    .meta(meta('PATCH', '/admin/subscription-plans/{id}'))
    .input(subscriptionPlanInput.extend(byId.shape))
    .output(subscriptionPlanSchema)
    .mutation(({ ctx, input }) =>
      updatePlan(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  deletePlan: planProcedure
    .meta(meta('DELETE', '/admin/subscription-plans/{id}'))
    .input(byId)
    .output(catalogDeleteAnswerSchema)
    .mutation(({ ctx, input }) =>
      deletePlan(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  /** Every credit package that is not archived, active or not. */
  packages: packageProcedure
    .meta(meta('GET', '/admin/credit-packages'))
    .input(z.void())
    .output(z.array(creditPackageSchema))
    .query(({ ctx }) => listAllCreditPackages(ctx.deps.core, { actor: ctx.actor })),
  createPackage: packageProcedure
    .meta(meta('POST', '/admin/credit-packages'))
    .input(creditPackageInput)
    .output(creditPackageSchema)
    .mutation(({ ctx, input }) =>
      createCreditPackage(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  updatePackage: packageProcedure
    .meta(meta('PATCH', '/admin/credit-packages/{id}'))
    .input(creditPackageInput.extend(byId.shape))
    .output(creditPackageSchema)
    .mutation(({ ctx, input }) =>
      updateCreditPackage(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  deletePackage: packageProcedure
    .meta(meta('DELETE', '/admin/credit-packages/{id}'))
    .input(byId)
    .output(catalogDeleteAnswerSchema)
    .mutation(({ ctx, input }) =>
      deleteCreditPackage(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
});
