import type { FastifyInstance } from 'fastify';
import {
  createCustomer,
  createPortalSession,
  deleteCustomer,
  retrieveCustomer,
  createPrice,
  createProduct,
  updatePrice,
  updateProduct,
} from './stripe-catalog-flow';
import { createCheckoutSession, currentSession, presentSession } from './stripe-checkout-flow';
import { expireCheckoutSession, listCheckoutSessions } from './stripe-checkout-list-flow';
import { listInvoicePayments, presentInvoice } from './stripe-invoice-flow';
import { previewInvoice } from './stripe-invoice-preview';
import {
  checkoutSessionCreateParams,
  checkoutSessionExpireParams,
  checkoutSessionListParams,
  customerCreateParams,
  customerDeleteParams,
  invoicePaymentListParams,
  listParams,
  invoicePreviewParams,
  portalConfigurationCreateParams,
  portalConfigurationListParams,
  portalSessionCreateParams,
  priceCreateParams,
  priceUpdateParams,
  productCreateParams,
  productUpdateParams,
  refundCreateParams,
  retrieveParams,
  subscriptionCancelParams,
  subscriptionListParams,
  subscriptionUpdateParams,
} from './stripe-param-schemas';
import { parseParams } from './stripe-params';
import { createRefund, listSubscriptions } from './stripe-refund-and-list-flow';
import {
  createPortalConfiguration,
  listPortalConfigurations,
  portalConfiguration,
} from './stripe-portal-configurations';
import type { StripeObjectKind, StripeSandbox } from './stripe-sandbox';
import { listWebhookEndpoints } from './stripe-setup-flow';
import { cancelSubscription, updateSubscription } from './stripe-subscription-flow';
import { registerUnknownStripeUrls, stripeRoute, type StripeHandler } from './stripe-api-transport';

/**
 * Stripe's API, the endpoints the product calls (ADR 0046), at `/v1/...`: each parses its strict
 * parameters and calls one flow function; responses are the SDK's types.
 */
export function registerStripeApiRoutes(app: FastifyInstance, sandbox: StripeSandbox): void {
  const route = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    handler: Parameters<typeof stripeRoute>[4],
  ) => stripeRoute(app, sandbox, method, url, handler);
  const expandOf = (params: unknown) => parseParams(retrieveParams, params).expand ?? [];
  // Plain retrievals: only `expand` is accepted; the objects they could expand stay ids.
  const retrieve =
    (kind: StripeObjectKind): StripeHandler =>
    (params, request) => {
      expandOf(params);
      return sandbox.get(kind, request.params.id);
    };

  route('POST', '/v1/customers', (p) =>
    createCustomer(sandbox, parseParams(customerCreateParams, p)),
  );
  route('GET', '/v1/customers/:id', (p, r) => {
    expandOf(p);
    return retrieveCustomer(sandbox, r.params.id);
  });
  route('DELETE', '/v1/customers/:id', (p, r) => {
    parseParams(customerDeleteParams, p);
    return deleteCustomer(sandbox, r.params.id);
  });
  route('POST', '/v1/products', (p) => createProduct(sandbox, parseParams(productCreateParams, p)));
  route('POST', '/v1/products/:id', (p, r) =>
    updateProduct(sandbox, r.params.id, parseParams(productUpdateParams, p)),
  );
  route('POST', '/v1/prices', (p) => createPrice(sandbox, parseParams(priceCreateParams, p)));
  route('POST', '/v1/prices/:id', (p, r) =>
    updatePrice(sandbox, r.params.id, parseParams(priceUpdateParams, p)),
  );
  route('GET', '/v1/prices/:id', retrieve('prices'));
  route('POST', '/v1/checkout/sessions', (p) =>
    createCheckoutSession(sandbox, parseParams(checkoutSessionCreateParams, p)),
  );
  route('GET', '/v1/checkout/sessions', (p) =>
    listCheckoutSessions(sandbox, parseParams(checkoutSessionListParams, p)),
  );
  route('POST', '/v1/checkout/sessions/:id/expire', (p, r) => {
    parseParams(checkoutSessionExpireParams, p);
    return expireCheckoutSession(sandbox, r.params.id);
  });
  route('GET', '/v1/checkout/sessions/:id', (p, r) =>
    presentSession(sandbox, currentSession(sandbox, r.params.id), expandOf(p)),
  );
  route('GET', '/v1/subscriptions', (p) =>
    listSubscriptions(sandbox, parseParams(subscriptionListParams, p)),
  );
  route('GET', '/v1/subscriptions/:id', retrieve('subscriptions'));
  route('POST', '/v1/subscriptions/:id', (p, r) =>
    updateSubscription(sandbox, r.params.id, parseParams(subscriptionUpdateParams, p)),
  );
  route('DELETE', '/v1/subscriptions/:id', (p, r) => {
    parseParams(subscriptionCancelParams, p);
    return cancelSubscription(sandbox, r.params.id);
  });
  route('POST', '/v1/invoices/create_preview', (p) =>
    previewInvoice(sandbox, parseParams(invoicePreviewParams, p)),
  );
  route('GET', '/v1/invoices/:id', (p, r) =>
    presentInvoice(sandbox, sandbox.get('invoices', r.params.id), expandOf(p)),
  );
  route('GET', '/v1/payment_intents/:id', retrieve('paymentIntents'));
  route('GET', '/v1/charges/:id', retrieve('charges'));
  route('POST', '/v1/refunds', (p) => createRefund(sandbox, parseParams(refundCreateParams, p)));
  route('GET', '/v1/invoice_payments', (p) =>
    listInvoicePayments(sandbox, parseParams(invoicePaymentListParams, p)),
  );
  registerAccountSettingsRoutes(route, sandbox, expandOf);
  registerUnknownStripeUrls(app);
}

/**
 * What an operator sets in Stripe's dashboard and `pnpm stripe:check` reads: the portal's
 * configurations and sessions, and the webhook endpoints (ADR 0065, 0067).
 */
function registerAccountSettingsRoutes(
  route: (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    handler: Parameters<typeof stripeRoute>[4],
  ) => void,
  sandbox: StripeSandbox,
  expandOf: (params: unknown) => string[],
): void {
  route('POST', '/v1/billing_portal/configurations', (p) =>
    createPortalConfiguration(sandbox, parseParams(portalConfigurationCreateParams, p)),
  );
  route('GET', '/v1/billing_portal/configurations', (p) =>
    listPortalConfigurations(sandbox, parseParams(portalConfigurationListParams, p)),
  );
  route('GET', '/v1/billing_portal/configurations/:id', (p, r) => {
    expandOf(p);
    return portalConfiguration(sandbox, r.params.id);
  });
  route('POST', '/v1/billing_portal/sessions', (p) =>
    createPortalSession(sandbox, parseParams(portalSessionCreateParams, p)),
  );
  route('GET', '/v1/webhook_endpoints', (p) => {
    parseParams(listParams, p);
    return listWebhookEndpoints(sandbox);
  });
}
