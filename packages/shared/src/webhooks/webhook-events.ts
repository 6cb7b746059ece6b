import { z } from 'zod';
import { PLATFORMS } from '../platforms';

/**
 * The events an outgoing webhook can carry (Standard Webhooks: `{type, timestamp, data}`), the ONE
 * list: the database's CHECK, the API's schemas, the OpenAPI document and the web app's checkboxes
 * all take their names from here. Each has a zod schema of its `data`.
 */
export const WEBHOOK_EVENT_TYPES = [
  'post.published',
  'post.partially_published',
  'post.failed',
  'target.published',
  'target.failed',
  'target.unconfirmed',
  'account.needs_attention',
  'credits.low',
  'payment.succeeded',
  'payment.refunded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The test event "Send test event" delivers: no endpoint subscribes to it, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What every webhook event's type may be on the wire. */
export const WEBHOOK_WIRE_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;

/** A balance that falls below this many credits sends `credits.low` (once per crossing). */
export const CREDITS_LOW_THRESHOLD = 10;

const platform = z.enum(PLATFORMS);

const targetData = z.object({
  postId: z.string(),
  targetId: z.string(),
  socialAccountId: z.string().nullable(),
  platform,
});

const postOutcomeData = z.object({
  postId: z.string(),
  /** Each target's end: published, failed, unconfirmed or missed. */
  targets: z.array(
    targetData.omit({ postId: true }).extend({
      state: z.string(),
      url: z.string().nullable(),
    }),
  ),
});

export const WEBHOOK_EVENT_DATA = {
  'post.published': postOutcomeData,
  'post.partially_published': postOutcomeData,
  'post.failed': postOutcomeData,
  'target.published': targetData.extend({
    platformPostId: z.string().nullable(),
    url: z.string().nullable(),
    publishedAt: z.string(),
  }),
  'target.failed': targetData.extend({ errorClass: z.string().nullable(), message: z.string() }),
  'target.unconfirmed': targetData.extend({
    errorClass: z.string().nullable(),
    message: z.string(),
  }),
  'account.needs_attention': z.object({
    socialAccountId: z.string(),
    platform,
    message: z.string(),
  }),
  'credits.low': z.object({ balance: z.number().int(), threshold: z.number().int() }),
  'payment.succeeded': z.object({
    paymentId: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    credits: z.number().int(),
    description: z.string(),
  }),
  'payment.refunded': z.object({
    paymentId: z.string(),
    amountRefunded: z.number().int(),
    currency: z.string(),
    description: z.string(),
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** `webhook.test`'s data: says it is a test, names the endpoint. */
export const webhookTestData = z.object({ test: z.literal(true), endpointId: z.string() });

/** The body of every delivery (Standard Webhooks' payload structure). */
export const webhookPayloadSchema = z.object({
  type: z.enum(WEBHOOK_WIRE_TYPES),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
