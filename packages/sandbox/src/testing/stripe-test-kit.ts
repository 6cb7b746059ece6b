import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { ControlAuthorizer } from '../control/control-access';
import { createStripeSandbox } from '../stripe/create-stripe-sandbox';
import type { StripeSandbox } from '../stripe/stripe-sandbox';
import { stripeSandboxPlugin } from '../stripe/stripe-sandbox-plugin';
import type { StripeFaults, WebhookDeliverySettings } from '../stripe/stripe-state';

/**
 * Test kit of the Stripe simulator: the plugin in a bare app on an ephemeral port, a webhook
 * receiver that records (and can refuse) deliveries, the real SDK pointed at it, and helpers for
 * the control API (pay, advance, refund, dispute, faults).
 */

export const TEST_STRIPE_SECRET_KEY = 'sk_test_fanout_sandbox';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_fanout_sandbox';

export interface WebhookDelivery {
  body: string;
  headers: IncomingHttpHeaders;
  /** The event as the product would read it: null when the signature does not verify. */
  event: Stripe.Event | null;
}

export interface WebhookReceiver {
  url: string;
  deliveries: WebhookDelivery[];
  /** The statuses to answer the next deliveries with (then 200). */
  respondWith(statuses: number[]): void;
  /** Resolves once `count` deliveries have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<WebhookDelivery[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  secret = TEST_STRIPE_WEBHOOK_SECRET,
): Promise<WebhookReceiver> {
  const verifier = new Stripe('sk_test_unused');
  const deliveries: WebhookDelivery[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: Stripe.Event | null;
      try {
        event = verifier.webhooks.constructEvent(
          body,
          String(request.headers['stripe-signature']),
          secret,
        );
      } catch {
        event = null;
      }
      deliveries.push({ body, headers: request.headers, event });
      response.statusCode = statuses.shift() ?? (event ? 200 : 400);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    deliveries,
    respondWith: (next) => statuses.push(...next),
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} webhook deliveries, got ${deliveries.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** What `GET /sandbox/_control/stripe/checkout-sessions/{id}` answers. */
export interface SessionLookup {
  session: Stripe.Checkout.Session;
  paymentIntent: string | null;
  charge: string | null;
  subscription: string | null;
  invoice: string | null;
}

/** One entry of `GET /sandbox/_control/stripe/events`. */
export interface EventRecord {
  id: string;
  type: string;
  created: number;
  object: string | null;
  delivered: boolean;
  attempts: { at: string; status: number | null; error?: string }[];
}

export interface StripeSandboxHarness {
  app: FastifyInstance;
  sandbox: StripeSandbox;
  /** The simulator's origin, e.g. `http://127.0.0.1:43121`. */
  url: string;
  /** The real SDK, pointed at the simulator. */
  stripe: Stripe;
  webhooks: WebhookReceiver;
  /** A control API call; answers the status and the JSON body. */
  control(method: string, path: string, body?: unknown): Promise<ControlAnswer>;
  lookupSession(sessionId: string): Promise<SessionLookup>;
  events(): Promise<EventRecord[]>;
  pay(sessionId: string, outcome?: 'succeeded' | 'declined' | 'async'): Promise<ControlAnswer>;
  advance(subscriptionId: string): Promise<ControlAnswer>;
  refund(chargeId: string, amount?: number): Promise<ControlAnswer>;
  dispute(chargeId: string): Promise<ControlAnswer>;
  setFaults(faults: StripeFaults): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeSandbox(
  options: {
    retryDelaysMs?: number[];
    now?: () => number;
    stateFile?: string;
    authorizeControl?: ControlAuthorizer;
    /**
     * The simulator's delivery mode; the kit's default is `ordered`, so the simulator's own tests
     * can name the events an operation emits in Stripe's order (the product meets `concurrent`).
     */
    webhookDelivery?: Partial<WebhookDeliverySettings>;
  } = {},
): Promise<StripeSandboxHarness> {
  const webhooks = await startWebhookReceiver();
  const sandbox = createStripeSandbox({
    secretKey: TEST_STRIPE_SECRET_KEY,
    webhookSecret: TEST_STRIPE_WEBHOOK_SECRET,
    webhookUrl: webhooks.url,
    publicUrl: 'http://127.0.0.1',
    retryDelaysMs: options.retryDelaysMs ?? [20, 40, 80],
    ...(options.now ? { now: options.now } : {}),
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
    webhookDelivery: { mode: 'ordered', ...options.webhookDelivery },
  });
  const app = Fastify();
  await app.register(stripeSandboxPlugin, {
    sandbox,
    authorizeControl: options.authorizeControl ?? (async () => ({ kind: 'all' })),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The hosted pages' origin is known only once the server listens on its ephemeral port.
  sandbox.options.publicUrl = url;
  const stripe = new Stripe(TEST_STRIPE_SECRET_KEY, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/sandbox/_control/stripe${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const read = async <T>(path: string): Promise<T> => {
    const answer = await control('GET', path);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  };
  return {
    app,
    sandbox,
    url,
    stripe,
    webhooks,
    control,
    lookupSession: (id) => read<SessionLookup>(`/checkout-sessions/${id}`),
    events: async () => (await read<{ data: EventRecord[] }>('/events')).data,
    pay: (id, outcome = 'succeeded') =>
      control('POST', `/checkout-sessions/${id}/pay`, { outcome }),
    advance: (id) => control('POST', `/subscriptions/${id}/advance`, {}),
    refund: (id, amount) =>
      control('POST', `/charges/${id}/refund`, amount === undefined ? {} : { amount }),
    dispute: (id) => control('POST', `/charges/${id}/dispute`, {}),
    async setFaults(faults) {
      const answer = await control('PUT', '/faults', faults);
      if (answer.status !== 200) throw new Error(`faults refused: ${JSON.stringify(answer.body)}`);
    },
    async close() {
      await app.close();
      await webhooks.close();
    },
  };
}
