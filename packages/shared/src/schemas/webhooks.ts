import { z } from 'zod';
import {
  WEBHOOK_DELIVERIES_PAGE_MAX,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  WEBHOOK_DISABLED_REASONS,
} from '../webhooks/webhook-limits';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_WIRE_TYPES } from '../webhooks/webhook-events';
import { safeText } from './text';

/**
 * Outgoing webhooks' API (ADR 0094, Standard Webhooks). The URL's form is checked here (http or
 * https, no credentials); whether its host is a public address is the server's check
 * (core webhooks/webhook-address.ts), at registration and at each delivery.
 */
const webhookUrl = safeText({ error: 'url must be a URL' })
  .max(WEBHOOK_URL_MAX_LENGTH, {
    error: `url must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  })
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'url must be a URL' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: 'url must start with https://' });
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'url must not carry a user name or password' });
    }
  });

const events = z
  .array(
    z.enum(WEBHOOK_EVENT_TYPES, { error: `events must name ${WEBHOOK_EVENT_TYPES.join(', ')}` }),
  )
  .min(1, { error: 'events must name at least one event' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);

const description = safeText().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, {
  error: `description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
});

export const createWebhookEndpointInput = z.object({
  url: webhookUrl,
  events,
  description: description.optional(),
});
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointInput>;

export const updateWebhookEndpointInput = z.object({
  id: z.uuid({ error: 'id must be a valid id' }),
  url: webhookUrl.optional(),
  events: events.optional(),
  description: description.optional(),
  // Not z.boolean(): the REST adapter coerces boolean fields (any string would read as true).
  enabled: z.literal([true, false], { error: 'enabled must be true or false' }).optional(),
});
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointInput>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string(),
  enabled: z.boolean(),
  /** Why the product switched it off (`failing`: every delivery failed for 5 days), or `manual`. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: z.string().nullable(),
  /** Until then the previous secret still signs each delivery beside the current one. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The create and rotate answers: the only places the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  /** `whsec_` + base64: give it to the receiver's Standard Webhooks library. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The event's id (`msg_…`), the `webhook-id` header: the same on every attempt and replay. */
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_WIRE_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  /** The receiver's answer's first bytes, or why no answer came (refused address, timeout). */
  lastResponse: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesInput = z.object({
  id: z.uuid({ error: 'id must be a valid id' }),
  cursor: safeText().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(WEBHOOK_DELIVERIES_PAGE_MAX, {
      error: `limit must be at most ${WEBHOOK_DELIVERIES_PAGE_MAX}`,
    })
    .default(25),
});
export type WebhookDeliveriesInput = z.infer<typeof webhookDeliveriesInput>;

export const webhookDeliveriesPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;
