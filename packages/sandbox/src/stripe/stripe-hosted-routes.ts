import type Stripe from 'stripe';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentSession, payCheckoutSession, type PayOutcome } from './stripe-checkout-flow';
import { StripeApiError } from './stripe-errors';
import {
  AUTHENTICATION_FAILED,
  formatAmount,
  renderAuthenticationPage,
  renderCheckoutPage,
  renderClosedCheckoutPage,
  renderPortalPage,
  TEST_CARDS,
  type CheckoutLine,
  type PortalPlan,
} from './stripe-hosted-pages';
import type { StripeSandbox } from './stripe-sandbox';
import { PRORATION_BEHAVIORS } from './stripe-param-schemas';
import { portalConfiguration } from './stripe-portal-configurations';
import { updateSubscription } from './stripe-subscription-flow';

/**
 * The hosted pages a buyer visits: checkout at `/sandbox/stripe/checkout/{id}` and the billing
 * portal at `/sandbox/stripe/portal/{id}`. Like Stripe's, they need no login: the random id in
 * the URL is the credential.
 */
export function registerStripeHostedRoutes(app: FastifyInstance, sandbox: StripeSandbox): void {
  registerCheckoutPage(app, sandbox);
  registerPortalPage(app, sandbox);
}

type FormBody = Record<string, unknown> | undefined;

const field = (body: FormBody, name: string): string => {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
};

function html(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(text);
}

function notFound(reply: FastifyReply): FastifyReply {
  return html(
    reply,
    404,
    '<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>This page does not exist.</h1></main></body></html>',
  );
}

function find<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof StripeApiError) return undefined;
    throw error;
  }
}

/** What the card number typed into the form means, as Stripe's test cards do. */
function outcomeOfCard(cardNumber: string): PayOutcome | 'authenticate' | 'invalid' {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.succeeds.replaceAll(' ', '')) return 'succeeded';
  if (digits === TEST_CARDS.declined.replaceAll(' ', '')) return 'declined';
  if (digits === TEST_CARDS.authentication.replaceAll(' ', '')) return 'authenticate';
  return 'invalid';
}

function checkoutLines(sandbox: StripeSandbox, sessionId: string): CheckoutLine[] {
  return (sandbox.state.sessionLines[sessionId] ?? []).map((line) => {
    const price = sandbox.get('prices', line.price);
    const product = sandbox.state.products[String(price.product)];
    return {
      name: product?.name ?? price.nickname ?? price.id,
      quantity: line.quantity,
      amount: (price.unit_amount ?? 0) * line.quantity,
      interval: price.recurring?.interval ?? null,
    };
  });
}

function registerCheckoutPage(app: FastifyInstance, sandbox: StripeSandbox): void {
  const path = '/sandbox/stripe/checkout/:id';
  const show = (reply: FastifyReply, session: Stripe.Checkout.Session, status = 200, extra = {}) =>
    html(
      reply,
      status,
      session.status === 'open'
        ? renderCheckoutPage({
            session,
            lines: checkoutLines(sandbox, session.id),
            action: `/sandbox/stripe/checkout/${session.id}`,
            ...extra,
          })
        : renderClosedCheckoutPage(session),
    );

  app.get<{ Params: { id: string } }>(path, async (request, reply) => {
    const session = find(() => currentSession(sandbox, request.params.id));
    return session ? show(reply, session) : notFound(reply);
  });

  app.post<{ Params: { id: string }; Body: FormBody }>(path, async (request, reply) => {
    const session = find(() => currentSession(sandbox, request.params.id));
    if (!session) return notFound(reply);
    if (session.status !== 'open') return show(reply, session, 409);
    const cardNumber = field(request.body, 'cardNumber');
    const outcome = field(request.body, 'method') === 'async' ? 'async' : outcomeOfCard(cardNumber);
    if (outcome === 'invalid') {
      return show(reply, session, 400, { error: 'Your card number is invalid.', cardNumber });
    }
    if (outcome === 'declined') {
      return show(reply, session, 402, { error: 'Your card was declined.', cardNumber });
    }
    if (outcome === 'authenticate') {
      const total = formatAmount(session.amount_total ?? 0, session.currency ?? 'usd');
      const action = `/sandbox/stripe/checkout/${session.id}/authenticate`;
      return html(reply, 200, renderAuthenticationPage({ action, total }));
    }
    return pay(reply, session, outcome);
  });

  // The 3-D Secure challenge's answer: completed, the card pays; failed, the session stays open
  // with Stripe's message, to try another card.
  app.post<{ Params: { id: string }; Body: FormBody }>(
    `${path}/authenticate`,
    async (request, reply) => {
      const session = find(() => currentSession(sandbox, request.params.id));
      if (!session) return notFound(reply);
      if (session.status !== 'open') return show(reply, session, 409);
      if (field(request.body, 'result') !== 'complete') {
        return show(reply, session, 402, { error: AUTHENTICATION_FAILED });
      }
      return pay(reply, session, 'succeeded');
    },
  );

  const pay = (reply: FastifyReply, session: Stripe.Checkout.Session, outcome: PayOutcome) => {
    const refused = find(() => payCheckoutSession(sandbox, session.id, outcome)) === undefined;
    // Only a hand-made form gets here (the page offers the delayed method in payment mode only).
    if (refused)
      return show(reply, session, 400, { error: 'This payment method is not available.' });
    const target = (session.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return reply.redirect(target, 303);
  };
}

const PORTAL_NOTICES: Record<string, string> = {
  canceled: 'Your plan will be canceled at the end of the current period.',
  renewed: 'Your plan will renew.',
  switched: 'Your plan was switched.',
};

function priceLabel(sandbox: StripeSandbox, price: Stripe.Price): string {
  const product = sandbox.state.products[String(price.product)];
  const name = price.nickname ?? product?.name ?? price.id;
  const interval = price.recurring?.interval ?? '';
  return `${name} — ${formatAmount(price.unit_amount ?? 0, price.currency)} / ${interval}`;
}

/** The prices a configuration lets a subscription switch to (the other ones it lists). */
function allowedPrices(
  sandbox: StripeSandbox,
  configuration: Stripe.BillingPortal.Configuration,
  item: Stripe.SubscriptionItem,
): Stripe.Price[] {
  const update = configuration.features.subscription_update;
  if (!update.enabled) return [];
  const candidates = update.products
    ? update.products.flatMap((product) =>
        product.prices.map((id) => sandbox.state.prices[id]).filter((p) => p !== undefined),
      )
    : // The default configuration: the other prices of the subscription's interval.
      Object.values(sandbox.state.prices).filter(
        (p) => p.recurring?.interval === item.price.recurring?.interval,
      );
  return candidates.filter(
    (p) => p.active && p.recurring && p.id !== item.price.id && p.currency === item.price.currency,
  );
}

/** The customer's live subscriptions, each with what the portal's configuration lets it do. */
function portalPlans(sandbox: StripeSandbox, portal: Stripe.BillingPortal.Session): PortalPlan[] {
  const configuration = portalConfiguration(sandbox, String(portal.configuration));
  return Object.values(sandbox.state.subscriptions)
    .filter((sub) => sub.customer === portal.customer && sub.status !== 'canceled')
    .flatMap((subscription) => {
      const item = subscription.items.data[0];
      if (!item) return [];
      const choices = allowedPrices(sandbox, configuration, item).map((p) => ({
        price: p.id,
        label: priceLabel(sandbox, p),
      }));
      const cancel = configuration.features.subscription_cancel.enabled;
      return [{ subscription, label: priceLabel(sandbox, item.price), choices, cancel }];
    });
}

function registerPortalPage(app: FastifyInstance, sandbox: StripeSandbox): void {
  const path = '/sandbox/stripe/portal/:id';
  app.get<{ Params: { id: string }; Querystring: { done?: string } }>(
    path,
    async (request, reply) => {
      const portal = sandbox.state.portalSessions[request.params.id];
      if (!portal) return notFound(reply);
      const notice = PORTAL_NOTICES[request.query.done ?? ''];
      return html(
        reply,
        200,
        renderPortalPage({
          plans: portalPlans(sandbox, portal),
          returnUrl: portal.return_url,
          action: `/sandbox/stripe/portal/${portal.id}`,
          ...(notice ? { notice } : {}),
        }),
      );
    },
  );

  app.post<{ Params: { id: string; action: string }; Body: FormBody }>(
    `${path}/:action`,
    async (request, reply) => {
      const portal = sandbox.state.portalSessions[request.params.id];
      if (!portal) return notFound(reply);
      const plan = portalPlans(sandbox, portal).find(
        (candidate) => candidate.subscription.id === field(request.body, 'subscription'),
      );
      if (!plan) return notFound(reply);
      const { action } = request.params;
      if ((action === 'cancel' || action === 'renew') && plan.cancel) {
        const cancel = action === 'cancel';
        updateSubscription(sandbox, plan.subscription.id, { cancel_at_period_end: cancel });
      } else if (action === 'switch') {
        const choice = plan.choices.find((c) => c.price === field(request.body, 'price'));
        if (!choice) return notFound(reply);
        switchPlan(sandbox, portal, plan.subscription, choice.price);
      } else {
        return notFound(reply);
      }
      const done = { cancel: 'canceled', renew: 'renewed', switch: 'switched' }[action];
      return reply.redirect(`/sandbox/stripe/portal/${portal.id}?done=${done}`, 303);
    },
  );
}

/**
 * A configuration that lists its products switches with its `proration_behavior`, as Stripe's
 * portal does. The default one: an upgrade is charged now (prorated), a downgrade takes effect from
 * the next period (the product's own rule, ADR 0049).
 */
function switchPlan(
  sandbox: StripeSandbox,
  portal: Stripe.BillingPortal.Session,
  subscription: Stripe.Subscription,
  priceId: string,
): void {
  const item = subscription.items.data[0];
  const price = sandbox.get('prices', priceId);
  const update = portalConfiguration(sandbox, String(portal.configuration)).features
    .subscription_update;
  const upgrade = (price.unit_amount ?? 0) > (item?.price.unit_amount ?? 0);
  const configured = PRORATION_BEHAVIORS.find(
    (known) => update.products && known === update.proration_behavior,
  );
  const behavior = configured ?? (upgrade ? 'always_invoice' : 'none');
  updateSubscription(sandbox, subscription.id, {
    items: [{ ...(item ? { id: item.id } : {}), price: price.id }],
    proration_behavior: behavior,
  });
}
