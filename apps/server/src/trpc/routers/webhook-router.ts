import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from '@fanout/core/webhooks';
import {
  createWebhookEndpointInput,
  idInput,
  updateWebhookEndpointInput,
  webhookDeliveriesInput,
  webhookDeliveriesPageSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@fanout/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/${string}`) => ({
  openapi: { method, path, tags: ['webhooks'] },
  // What an API key needs here (ADR 0092).
  scope: 'webhooks:manage' as const,
});

/**
 * Outgoing webhooks (ADR 0094, Standard Webhooks): a user's endpoints, their delivery logs, replay
 * and the test event. Every call is the signed-in user's own: another user's endpoint or delivery
 * is a 404 (the services scope each read and write to the actor).
 */
export const webhookRouter = router({
  list: authedProcedure
    .meta(meta('GET', '/webhook-endpoints'))
    .input(z.void())
    .output(z.array(webhookEndpointSchema))
    .query(({ ctx }) => listWebhookEndpoints(ctx.deps.core, { actor: ctx.actor })),
  /** The answer carries the secret: shown here and after a rotation only. */
  create: authedProcedure
    .meta(meta('POST', '/webhook-endpoints'))
    .input(createWebhookEndpointInput)
    .output(webhookEndpointWithSecretSchema)
    .mutation(({ ctx, input }) =>
      createWebhookEndpoint(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  update: authedProcedure
    .meta(meta('PATCH', '/webhook-endpoints/{id}'))
    .input(updateWebhookEndpointInput)
    .output(webhookEndpointSchema)
    .mutation(({ ctx, input }) =>
      updateWebhookEndpoint(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  delete: authedProcedure
    .meta(meta('DELETE', '/webhook-endpoints/{id}'))
    .input(idInput)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      deleteWebhookEndpoint(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  /** A new secret, shown once; the previous one signs beside it for 24 hours. */
  rotateSecret: authedProcedure
    .meta(meta('POST', '/webhook-endpoints/{id}/rotate-secret'))
    .input(idInput)
    .output(webhookEndpointWithSecretSchema)
    .mutation(({ ctx, input }) =>
      rotateWebhookSecret(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  deliveries: authedProcedure
    .meta(meta('GET', '/webhook-endpoints/{id}/deliveries'))
    .input(webhookDeliveriesInput)
    .output(webhookDeliveriesPageSchema)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.deps.core, { actor: ctx.actor, input })),
  sendTest: authedProcedure
    .meta(meta('POST', '/webhook-endpoints/{id}/test'))
    .input(idInput)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => sendWebhookTestEvent(ctx.deps.core, { actor: ctx.actor, input })),
  replay: authedProcedure
    .meta(meta('POST', '/webhook-deliveries/{id}/replay'))
    .input(idInput)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) =>
      replayWebhookDelivery(ctx.deps.core, { actor: ctx.actor, input }),
    ),
});
