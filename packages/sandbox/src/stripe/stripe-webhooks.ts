import { createHmac } from 'node:crypto';
import type { DeliveryAttempt, StoredEvent, StripeFaults } from './stripe-state';

/** Stripe retries for days with exponential backoff; scaled down to seconds: 8 tries in ~2 min. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000];

const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  webhookUrl: string;
  webhookSecret: string;
  fetch: typeof fetch;
  retryDelaysMs: readonly number[];
  faults: () => StripeFaults;
  /** An attempt was recorded (the state changed). */
  changed: () => void;
}

export interface WebhookSender {
  /** Delivers the events of one operation, after those already queued, in creation order. */
  send(events: StoredEvent[]): void;
  /** Delivers one event again, now (after the queue). */
  resend(event: StoredEvent): void;
  /** Resolves when nothing is queued, in flight or waiting for a retry. */
  idle(): Promise<void>;
  close(): void;
}

/** `Stripe-Signature` exactly as Stripe computes it: HMAC-SHA256 of `${t}.${payload}`. */
export function signPayload(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  let queue: Promise<void> = Promise.resolve();
  const retries = new Set<NodeJS.Timeout>();
  const waiters: (() => void)[] = [];
  let pending = 0;
  let closed = false;

  const settle = () => {
    pending -= 1;
    if (pending === 0) waiters.splice(0).forEach((wake) => wake());
  };

  const attempt = async (stored: StoredEvent, tryNumber: number): Promise<void> => {
    if (closed) return;
    const result = await post(options, stored);
    stored.attempts.push(result);
    if (isSuccess(result)) stored.delivered = true;
    options.changed();
    const delay = options.retryDelaysMs[tryNumber - 1];
    if (isSuccess(result) || delay === undefined || closed) return;
    pending += 1;
    const timer = setTimeout(() => {
      retries.delete(timer);
      queue = queue.then(() => attempt(stored, tryNumber + 1)).finally(settle);
    }, delay);
    // A retry waiting must not keep a test process alive; the server's close clears them anyway.
    timer.unref();
    retries.add(timer);
  };

  const enqueue = (batch: StoredEvent[]) => {
    pending += 1;
    queue = queue
      .then(async () => {
        const faults = options.faults().webhooks ?? {};
        const ordered = faults.reverseOrder ? [...batch].reverse() : batch;
        for (const stored of ordered) {
          if (faults.delayMs) await sleep(faults.delayMs);
          await attempt(stored, 1);
          // The duplicate is a second delivery of the same event, as Stripe sometimes does.
          if (faults.duplicate) await attempt(stored, Number.POSITIVE_INFINITY);
        }
      })
      .finally(settle);
  };

  return {
    send: (events) => enqueue(events),
    resend: (event) => enqueue([event]),
    idle: () =>
      pending === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake)),
    close() {
      closed = true;
      retries.forEach((timer) => clearTimeout(timer));
      pending -= retries.size;
      retries.clear();
      if (pending <= 0) waiters.splice(0).forEach((wake) => wake());
    },
  };
}

async function post(options: WebhookSenderOptions, stored: StoredEvent): Promise<DeliveryAttempt> {
  const payload = JSON.stringify(stored.event, null, 2);
  const secret = options.faults().webhooks?.badSignature
    ? `${options.webhookSecret}_not`
    : options.webhookSecret;
  const at = new Date();
  try {
    const response = await options.fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signPayload(payload, secret, Math.floor(at.getTime() / 1000)),
      },
      body: payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    return { at: at.toISOString(), status: response.status };
  } catch (error) {
    return { at: at.toISOString(), status: null, error: (error as Error).message };
  }
}

function isSuccess(attempt: DeliveryAttempt): boolean {
  return attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
