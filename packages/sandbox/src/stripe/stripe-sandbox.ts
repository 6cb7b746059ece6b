import type Stripe from 'stripe';
import { noSuchObject } from './stripe-errors';
import { buildEvent, type StripeEventOf, type StripeSandboxEventType } from './stripe-events';
import {
  emptyStripeState,
  type StoredEvent,
  type StripeState,
  type WebhookDeliverySettings,
} from './stripe-state';
import {
  createWebhookSender,
  DEFAULT_RETRY_DELAYS_MS,
  type WebhookSender,
} from './stripe-webhooks';

export interface StripeSandboxOptions {
  /** The key the product's SDK sends as `Authorization: Bearer …`. */
  secretKey: string;
  /** Signs every webhook delivery (`whsec_…`), as the product's endpoint secret. */
  webhookSecret: string;
  /** Where events are POSTed: the product's Stripe webhook route. */
  webhookUrl: string;
  /** The product's public origin: hosted checkout and portal pages live under it. */
  publicUrl: string;
  /** Saves and restores the state there (ADR 0036), e.g. `${DATA_DIR}/sandbox/stripe-state.json`. */
  stateFile?: string;
  /** The simulator's clock (ms); object timestamps come from it. Signatures use the real clock. */
  now?: () => number;
  fetch?: typeof fetch;
  /** Delays between webhook tries (default 1 s, 2 s, 4 s … 8 tries). */
  retryDelaysMs?: readonly number[];
  /**
   * How webhooks are delivered at first (the control API's settings change it; a saved state's
   * setting wins): `concurrent` (default, as Stripe), `shuffled` or `ordered`, and the seed of the
   * order (default: a random one, logged by nobody: set one to reproduce a run).
   */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
}

export type StripeObjectKind =
  | 'customers'
  | 'products'
  | 'prices'
  | 'sessions'
  | 'subscriptions'
  | 'invoices'
  | 'paymentIntents'
  | 'charges'
  | 'disputes'
  | 'portalSessions';

/** How many events the simulator keeps (listed and resendable). */
export const EVENTS_KEPT = 1_000;

const KIND_NAMES: Record<StripeObjectKind, string> = {
  customers: 'customer',
  products: 'product',
  prices: 'price',
  sessions: 'checkout.session',
  subscriptions: 'subscription',
  invoices: 'invoice',
  paymentIntents: 'payment_intent',
  charges: 'charge',
  disputes: 'dispute',
  portalSessions: 'billing_portal.session',
};

/**
 * The Stripe simulator's state, clock and webhook sender (ADR 0046). The flows (checkout,
 * subscriptions, charges) change it through these helpers; routes only parse and call them.
 */
export class StripeSandbox {
  state: StripeState = emptyStripeState();
  readonly webhooks: WebhookSender;
  readonly now: () => number;
  private readonly listeners = new Set<() => void>();
  private readonly asyncTimers = new Map<string, NodeJS.Timeout>();
  /** Settles a delayed payment (set by the checkout flow, which owns that logic). */
  settleAsync: (sessionId: string) => void = () => undefined;

  constructor(readonly options: StripeSandboxOptions) {
    this.now = options.now ?? Date.now;
    this.state.webhookDelivery = {
      mode: options.webhookDelivery?.mode ?? 'concurrent',
      seed: options.webhookDelivery?.seed ?? Math.floor(Math.random() * 2 ** 31),
    };
    this.webhooks = createWebhookSender({
      webhookUrl: options.webhookUrl,
      webhookSecret: options.webhookSecret,
      fetch: options.fetch ?? fetch,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      faults: () => this.state.faults,
      delivery: () => this.state.webhookDelivery,
      changed: () => this.changed(),
    });
  }

  /** Stripe's timestamps: Unix seconds on the simulator's clock. */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** A customer's time: the simulator's clock plus how far its test clock was advanced. */
  secondsFor(customer: string): number {
    return Math.floor((this.now() + (this.state.clockOffsets[customer] ?? 0)) / 1000);
  }

  /** Moves a customer's test clock forward to `seconds` (never back). */
  advanceClock(customer: string, seconds: number): void {
    const offset = seconds * 1000 - this.now();
    this.state.clockOffsets[customer] = Math.max(this.state.clockOffsets[customer] ?? 0, offset);
  }

  get<K extends StripeObjectKind>(kind: K, id: string, param = 'id'): StripeState[K][string] {
    const found = this.state[kind][id];
    if (!found) throw noSuchObject(KIND_NAMES[kind], id, param);
    return found as StripeState[K][string];
  }

  /** Records the events of one operation and sends them, in this order, to the webhook URL. */
  emit(events: Stripe.Event[]): void {
    const stored: StoredEvent[] = events.map((event) => ({
      event,
      attempts: [],
      delivered: false,
    }));
    this.state.events.push(...stored);
    // Stripe keeps events 30 days; the simulator keeps the latest ones (its state file stays small).
    this.state.events.splice(0, Math.max(0, this.state.events.length - EVENTS_KEPT));
    this.webhooks.send(stored);
    this.changed();
  }

  event<T extends StripeSandboxEventType>(
    type: T,
    object: StripeEventOf<T>['data']['object'],
    previousAttributes?: Record<string, unknown>,
  ): StripeEventOf<T> {
    return buildEvent(type, object, this.seconds(), previousAttributes);
  }

  /** Settles the delayed payment of `sessionId` at `dueAt` (sandbox clock, ms). */
  scheduleAsync(sessionId: string, dueAt: number): void {
    this.state.pendingAsync[sessionId] = dueAt;
    clearTimeout(this.asyncTimers.get(sessionId));
    const timer = setTimeout(
      () => {
        this.asyncTimers.delete(sessionId);
        this.settleAsync(sessionId);
      },
      Math.max(0, dueAt - this.now()),
    );
    timer.unref();
    this.asyncTimers.set(sessionId, timer);
  }

  cancelAsync(sessionId: string): void {
    clearTimeout(this.asyncTimers.get(sessionId));
    this.asyncTimers.delete(sessionId);
    delete this.state.pendingAsync[sessionId];
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  changed(): void {
    this.listeners.forEach((listener) => listener());
  }

  /** Replaces the state with a saved one and resumes its delayed payments. */
  restore(saved: StripeState): void {
    this.state = {
      ...emptyStripeState(),
      ...saved,
      webhookDelivery: saved.webhookDelivery ?? this.state.webhookDelivery,
    };
    for (const [sessionId, dueAt] of Object.entries(this.state.pendingAsync)) {
      this.scheduleAsync(sessionId, dueAt);
    }
  }

  close(): void {
    this.webhooks.close();
    this.asyncTimers.forEach((timer) => clearTimeout(timer));
    this.asyncTimers.clear();
  }
}
