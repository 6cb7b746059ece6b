import type Stripe from 'stripe';
import { STRIPE_WEBHOOK_EVENTS } from '@fanout/shared';
import { stripeId } from './stripe-ids';

/** The events the simulator sends: those the product's billing listens to. */
export const STRIPE_SANDBOX_EVENT_TYPES =
  STRIPE_WEBHOOK_EVENTS satisfies readonly Stripe.Event.Type[];

export type StripeSandboxEventType = (typeof STRIPE_SANDBOX_EVENT_TYPES)[number];

/** The event of that type in the SDK's union (its `data.object` is the SDK's object type). */
export type StripeEventOf<T extends StripeSandboxEventType> = Extract<Stripe.Event, { type: T }>;

/** The API version the simulator speaks: the SDK's pinned one, which it sends on every request. */
export const STRIPE_SANDBOX_API_VERSION = '2026-10-28.endive';

export function buildEvent<T extends StripeSandboxEventType>(
  type: T,
  object: StripeEventOf<T>['data']['object'],
  created: number,
  previousAttributes?: Record<string, unknown>,
): StripeEventOf<T> {
  const event = {
    id: stripeId('evt'),
    object: 'event' as const,
    api_version: STRIPE_SANDBOX_API_VERSION,
    created,
    data: {
      // A copy: the event shows the object as it was, however it changes afterwards.
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  // The union cannot be narrowed from a generic `type`; `object` was checked against it above.
  return event as unknown as StripeEventOf<T>;
}
