import type Stripe from 'stripe';
import { z } from 'zod';
import type { InvoiceLineInput } from './stripe-billing-objects';

/**
 * Everything the Stripe simulator holds, as plain JSON (saved like ADR 0036's platform state):
 * the objects themselves in the SDK's shapes, keyed by id, and what Stripe keeps out of sight.
 */

export const stripeFaultsSchema = z.strictObject({
  webhooks: z
    .strictObject({
      /** Every event is delivered twice (same event id). */
      duplicate: z.boolean().optional(),
      /** The events of one operation are delivered last first. */
      reverseOrder: z.boolean().optional(),
      /** Each delivery waits this long first. */
      delayMs: z.number().int().min(0).max(600_000).optional(),
      /** Deliveries are signed with another secret. */
      badSignature: z.boolean().optional(),
    })
    .optional(),
  /** The next renewals fail (`invoice.payment_failed`, subscription `past_due`). */
  renewal: z.enum(['fail']).optional(),
});

export type StripeFaults = z.infer<typeof stripeFaultsSchema>;

export const WEBHOOK_DELIVERY_MODES = ['concurrent', 'shuffled', 'ordered'] as const;

/** How webhooks go out (stripe-webhooks.ts): concurrent by default, as Stripe; seeded order. */
export interface WebhookDeliverySettings {
  mode: (typeof WEBHOOK_DELIVERY_MODES)[number];
  seed: number;
}

export interface DeliveryAttempt {
  /** ISO time of the attempt (the real clock: signatures carry real timestamps). */
  at: string;
  /** The receiver's status, or null when the request failed (network error, timeout). */
  status: number | null;
  error?: string;
}

export interface StoredEvent {
  event: Stripe.Event;
  attempts: DeliveryAttempt[];
  /** A 2xx answer was received for some attempt. */
  delivered: boolean;
}

/** One line of a checkout session: what Stripe would list as its line items. */
export interface SessionLine {
  price: string;
  quantity: number;
}

export interface IdempotentAnswer {
  /** Method, path and body of the first request with this key. */
  fingerprint: string;
  status: number;
  body: unknown;
  /** When it was saved (simulator clock, ms): kept 24 hours. Absent in states saved before. */
  savedAt?: number;
}

export interface StripeState {
  customers: Record<string, Stripe.Customer>;
  /** Ids of deleted customers: Stripe still answers them, as `{ deleted: true }` (optional: older state files). */
  deletedCustomers?: string[];
  products: Record<string, Stripe.Product>;
  prices: Record<string, Stripe.Price>;
  sessions: Record<string, Stripe.Checkout.Session>;
  sessionLines: Record<string, SessionLine[]>;
  /** Payment intent metadata and subscription metadata a session carries until it is paid. */
  sessionExtras: Record<
    string,
    { paymentIntentMetadata: Record<string, string>; subscriptionMetadata: Record<string, string> }
  >;
  /** Sessions paid with the delayed method: when the payment settles (sandbox clock, ms). */
  pendingAsync: Record<string, number>;
  subscriptions: Record<string, Stripe.Subscription>;
  /**
   * Proration lines waiting for a subscription's next invoice (`create_prorations`), as Stripe's
   * pending invoice items.
   */
  pendingProrations: Record<string, InvoiceLineInput[]>;
  /**
   * Each customer's test clock: how far (ms) it runs ahead of the simulator's clock. Ending a
   * period (`advance`) moves it to the period's end, as advancing a Stripe test clock does.
   */
  clockOffsets: Record<string, number>;
  invoices: Record<string, Stripe.Invoice>;
  /** Invoice id → its payments (Stripe's `invoice.payments`, included on request). */
  invoicePayments: Record<string, Stripe.InvoicePayment[]>;
  paymentIntents: Record<string, Stripe.PaymentIntent>;
  charges: Record<string, Stripe.Charge>;
  refunds: Record<string, Stripe.Refund>;
  disputes: Record<string, Stripe.Dispute>;
  portalSessions: Record<string, Stripe.BillingPortal.Session>;
  portalConfigurations: Record<string, Stripe.BillingPortal.Configuration>;
  events: StoredEvent[];
  idempotency: Record<string, IdempotentAnswer>;
  faults: StripeFaults;
  asyncDelayMs: number;
  webhookDelivery: WebhookDeliverySettings;
}

export const DEFAULT_ASYNC_DELAY_MS = 10_000;

export function emptyStripeState(): StripeState {
  return {
    customers: {},
    products: {},
    prices: {},
    sessions: {},
    sessionLines: {},
    sessionExtras: {},
    pendingAsync: {},
    subscriptions: {},
    pendingProrations: {},
    clockOffsets: {},
    invoices: {},
    invoicePayments: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    disputes: {},
    portalSessions: {},
    portalConfigurations: {},
    events: [],
    idempotency: {},
    faults: {},
    asyncDelayMs: DEFAULT_ASYNC_DELAY_MS,
    webhookDelivery: { mode: 'concurrent', seed: 1 },
  };
}
