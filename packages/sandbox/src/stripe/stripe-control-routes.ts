import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTROL_CHANGE_REFUSED, type ControlAuthorizer } from '../control/control-access';
import { closeDispute, disputeCharge, refundCharge } from './stripe-charge-flow';
import { currentSession, payCheckoutSession, settleAsyncPayment } from './stripe-checkout-flow';
import { StripeApiError, invalidRequest, noSuchObject } from './stripe-errors';
import type { StripeSandbox } from './stripe-sandbox';
import { stripeFaultsSchema, WEBHOOK_DELIVERY_MODES } from './stripe-state';
import { advanceSubscription } from './stripe-subscription-flow';

const PREFIX = '/sandbox/_control/stripe';

const schemas = {
  pay: z.strictObject({ outcome: z.enum(['succeeded', 'declined', 'async']) }),
  settle: z.strictObject({ outcome: z.enum(['succeeded', 'failed']) }),
  refund: z.strictObject({ amount: z.number().int().positive().optional() }),
  close: z.strictObject({ status: z.enum(['won', 'lost']) }),
  settings: z.strictObject({
    asyncDelayMs: z.number().int().min(0).max(86_400_000).optional(),
    webhookDelivery: z.enum(WEBHOOK_DELIVERY_MODES).optional(),
    webhookSeed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .optional(),
  }),
  none: z.strictObject({}),
};

type Handler = (body: unknown, params: Record<string, string>) => unknown;

/**
 * The Stripe simulator's control API (like the platform sandbox's, ADR 0029 for who may use it):
 * pay sessions, end periods, refund and dispute charges, set webhook faults, read events. Every
 * route changes or reveals billing state of all customers, so each needs `all` access.
 */
export function registerStripeControlRoutes(
  app: FastifyInstance,
  sandbox: StripeSandbox,
  authorize: ControlAuthorizer,
): void {
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler) =>
    app.route<{ Params: Record<string, string> }>({
      method,
      url: `${PREFIX}${url}`,
      handler: async (request, reply) => {
        if (!(await allowed(authorize, request, reply))) return reply;
        try {
          const answer = handler(request.body ?? {}, request.params);
          return reply.code(method === 'POST' && answer === undefined ? 204 : 200).send(answer);
        } catch (error) {
          if (error instanceof StripeApiError) return reply.code(error.status).send(error.body());
          throw error;
        }
      },
    });

  registerSessionControls(route, sandbox);
  registerBillingControls(route, sandbox);
  registerWebhookControls(route, sandbox);
}

async function allowed(
  authorize: ControlAuthorizer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const access = await authorize(request);
  if (access.kind === 'all') return true;
  const [status, message] =
    access.kind === 'denied' ? [access.status, access.message] : [403, CONTROL_CHANGE_REFUSED];
  await reply.code(status).send({ error: { type: 'invalid_request_error', message } });
  return false;
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue?.path.join('.') || 'body';
  throw invalidRequest(`${name}: ${issue?.message ?? 'invalid'}`, name);
}

type Route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler) => unknown;

function registerSessionControls(route: Route, sandbox: StripeSandbox): void {
  route('GET', '/checkout-sessions/:id', (_body, { id = '' }) => {
    const session = currentSession(sandbox, id);
    const paymentIntent =
      typeof session.payment_intent === 'string'
        ? sandbox.state.paymentIntents[session.payment_intent]
        : undefined;
    const invoice =
      typeof session.invoice === 'string' ? sandbox.state.invoices[session.invoice] : undefined;
    const invoicePaymentIntent = invoice
      ? sandbox.state.invoicePayments[invoice.id]?.[0]?.payment.payment_intent
      : undefined;
    const intent =
      paymentIntent ??
      (typeof invoicePaymentIntent === 'string'
        ? sandbox.state.paymentIntents[invoicePaymentIntent]
        : undefined);
    return {
      session,
      paymentIntent: intent?.id ?? null,
      charge: typeof intent?.latest_charge === 'string' ? intent.latest_charge : null,
      subscription: typeof session.subscription === 'string' ? session.subscription : null,
      invoice: invoice?.id ?? null,
    };
  });
  route('POST', '/checkout-sessions/:id/pay', (body, { id = '' }) => {
    const { outcome } = parse(schemas.pay, body);
    const session = payCheckoutSession(sandbox, id, outcome);
    if (outcome === 'declined') {
      throw new StripeApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
    }
    return { session };
  });
  route('POST', '/checkout-sessions/:id/settle', (body, { id = '' }) => ({
    session: settleAsyncPayment(sandbox, id, parse(schemas.settle, body).outcome),
  }));
  const settings = () => ({
    asyncDelayMs: sandbox.state.asyncDelayMs,
    webhookDelivery: sandbox.state.webhookDelivery.mode,
    webhookSeed: sandbox.state.webhookDelivery.seed,
  });
  route('GET', '/settings', settings);
  route('PUT', '/settings', (body) => {
    const changes = parse(schemas.settings, body);
    if (changes.asyncDelayMs !== undefined) sandbox.state.asyncDelayMs = changes.asyncDelayMs;
    sandbox.state.webhookDelivery = {
      mode: changes.webhookDelivery ?? sandbox.state.webhookDelivery.mode,
      seed: changes.webhookSeed ?? sandbox.state.webhookDelivery.seed,
    };
    return settings();
  });
}

function registerBillingControls(route: Route, sandbox: StripeSandbox): void {
  route('POST', '/subscriptions/:id/advance', (body, { id = '' }) => {
    parse(schemas.none, body);
    const subscription = advanceSubscription(sandbox, id);
    return { subscription, invoice: subscription.latest_invoice };
  });
  route('GET', '/customers/:id/subscriptions', (_body, { id = '' }) => {
    sandbox.get('customers', id, 'customer');
    return {
      data: Object.values(sandbox.state.subscriptions).filter((sub) => sub.customer === id),
    };
  });
  route('POST', '/charges/:id/refund', (body, { id = '' }) =>
    refundCharge(sandbox, id, parse(schemas.refund, body).amount),
  );
  route('POST', '/charges/:id/dispute', (body, { id = '' }) => {
    parse(schemas.none, body);
    return disputeCharge(sandbox, id);
  });
  route('POST', '/disputes/:id/close', (body, { id = '' }) =>
    closeDispute(sandbox, id, parse(schemas.close, body).status),
  );
}

function registerWebhookControls(route: Route, sandbox: StripeSandbox): void {
  route('GET', '/faults', () => sandbox.state.faults);
  route('PUT', '/faults', (body) => {
    sandbox.state.faults = parse(stripeFaultsSchema, body);
    return sandbox.state.faults;
  });
  route('DELETE', '/faults', () => {
    sandbox.state.faults = {};
    return sandbox.state.faults;
  });
  route('GET', '/events', () => ({
    data: sandbox.state.events.map(({ event, attempts, delivered }) => ({
      id: event.id,
      type: event.type,
      created: event.created,
      object: (event.data.object as { id?: string }).id ?? null,
      delivered,
      attempts,
    })),
  }));
  route('POST', '/events/:id/resend', (_body, { id = '' }) => {
    const stored = sandbox.state.events.find((candidate) => candidate.event.id === id);
    if (!stored) throw noSuchObject('event', id);
    sandbox.webhooks.resend(stored);
    return { id, resent: true };
  });
}
