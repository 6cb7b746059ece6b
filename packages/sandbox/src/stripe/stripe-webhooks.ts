import { createHmac } from 'node:crypto';
import type {
  DeliveryAttempt,
  StoredEvent,
  StripeFaults,
  WebhookDeliverySettings,
} from './stripe-state';

/** Stripe retries for days with exponential backoff; scaled down to seconds: 8 tries in ~2 min. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000];

const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  webhookUrl: string;
  webhookSecret: string;
  fetch: typeof fetch;
  retryDelaysMs: readonly number[];
  faults: () => StripeFaults;
  /** How events are delivered (`concurrent` by default, as Stripe) and the seed of their order. */
  delivery: () => WebhookDeliverySettings;
  /** An attempt was recorded (the state changed). */
  changed: () => void;
}

export interface WebhookSender {
  /** Delivers the events of one operation (in the delivery mode's order). */
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

/**
 * Stripe does not guarantee the order of events and delivers them concurrently, so by default
 * (`concurrent`) each operation's events go out at once, in an order drawn from the seeded
 * generator, each after a small seeded pause, while other operations' deliveries and retries are
 * in flight. `shuffled` sends them one at a time in that seeded order (the same order for the same
 * seed: reproducible), `ordered` one at a time in creation order (the simulator's own tests of
 * what an operation emits). The faults apply in every mode.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  let queue: Promise<void> = Promise.resolve();
  const retries = new Set<NodeJS.Timeout>();
  // Deliveries under way: a closing server aborts them rather than wait for the receiver.
  const inFlight = new Set<AbortController>();
  const waiters: (() => void)[] = [];
  let pending = 0;
  let closed = false;
  const draw = seededDraws(() => options.delivery().seed);

  const settle = () => {
    pending -= 1;
    if (pending === 0) waiters.splice(0).forEach((wake) => wake());
  };

  const attempt = async (stored: StoredEvent, tryNumber: number): Promise<void> => {
    if (closed) return;
    const abort = new AbortController();
    inFlight.add(abort);
    const result = await post(options, stored, abort.signal).finally(() => inFlight.delete(abort));
    if (closed) return;
    stored.attempts.push(result);
    if (isSuccess(result)) stored.delivered = true;
    options.changed();
    const delay = options.retryDelaysMs[tryNumber - 1];
    if (isSuccess(result) || delay === undefined || closed) return;
    pending += 1;
    const timer = setTimeout(() => {
      retries.delete(timer);
      const retry = () => attempt(stored, tryNumber + 1);
      if (options.delivery().mode === 'concurrent') void retry().finally(settle);
      else queue = queue.then(retry).finally(settle);
    }, delay);
    // A retry waiting must not keep a test process alive; the server's close clears them anyway.
    timer.unref();
    retries.add(timer);
  };

  const deliver = async (stored: StoredEvent, faults: NonNullable<StripeFaults['webhooks']>) => {
    if (faults.delayMs) await sleep(faults.delayMs);
    await attempt(stored, 1);
    // The duplicate is a second delivery of the same event, as Stripe sometimes does.
    if (faults.duplicate) await attempt(stored, Number.POSITIVE_INFINITY);
  };

  const orderOf = (batch: StoredEvent[], faults: NonNullable<StripeFaults['webhooks']>) => {
    if (faults.reverseOrder) return [...batch].reverse();
    return options.delivery().mode === 'ordered' ? batch : shuffle(batch, draw);
  };

  const enqueue = (batch: StoredEvent[]) => {
    pending += 1;
    if (options.delivery().mode === 'concurrent') {
      const faults = options.faults().webhooks ?? {};
      const sends = orderOf(batch, faults).map(async (stored) => {
        await sleep(Math.floor(draw() * MAX_CONCURRENT_PAUSE_MS));
        await deliver(stored, faults);
      });
      void Promise.all(sends).finally(settle);
      return;
    }
    queue = queue
      .then(async () => {
        const faults = options.faults().webhooks ?? {};
        for (const stored of orderOf(batch, faults)) await deliver(stored, faults);
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
      inFlight.forEach((abort) => abort.abort());
      retries.forEach((timer) => clearTimeout(timer));
      pending -= retries.size;
      retries.clear();
      if (pending <= 0) waiters.splice(0).forEach((wake) => wake());
    },
  };
}

/** The longest pause before a concurrent delivery: enough for deliveries to overtake each other. */
const MAX_CONCURRENT_PAUSE_MS = 40;

/** Draws from the generator of the current seed, started again when the seed is changed. */
function seededDraws(currentSeed: () => number): () => number {
  let seed = currentSeed();
  let random = seededRandom(seed);
  return () => {
    if (currentSeed() !== seed) {
      seed = currentSeed();
      random = seededRandom(seed);
    }
    return random();
  };
}

/** mulberry32: a small seeded generator, so a seed gives the same orders again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function post(
  options: WebhookSenderOptions,
  stored: StoredEvent,
  closing: AbortSignal,
): Promise<DeliveryAttempt> {
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
      signal: AbortSignal.any([closing, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
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
