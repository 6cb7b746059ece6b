import type Stripe from 'stripe';
import type { z } from 'zod';
import {
  buildCustomer,
  buildPortalSession,
  buildPrice,
  buildProduct,
} from './stripe-catalog-objects';
import { checkedCurrency } from './stripe-currencies';
import { invalidRequest } from './stripe-errors';
import { portalConfiguration } from './stripe-portal-configurations';
import type {
  customerCreateParams,
  portalSessionCreateParams,
  priceCreateParams,
  priceUpdateParams,
  productCreateParams,
  productUpdateParams,
} from './stripe-param-schemas';
import type { StripeSandbox } from './stripe-sandbox';
import { cancelSubscription } from './stripe-subscription-flow';

/** Customers, products, prices and portal sessions: created and updated as Stripe does. */

export function createCustomer(
  sandbox: StripeSandbox,
  params: z.output<typeof customerCreateParams>,
): Stripe.Customer {
  const customer = buildCustomer({ created: sandbox.seconds(), ...params });
  sandbox.state.customers[customer.id] = customer;
  return customer;
}

/**
 * Deletes a customer as Stripe does: its personal data goes, its subscriptions end at once, and the
 * id answers `{ deleted: true }` from then on. Payments, charges and refunds of it stay.
 */
export function deleteCustomer(sandbox: StripeSandbox, id: string): Stripe.DeletedCustomer {
  const deleted: Stripe.DeletedCustomer = { id, object: 'customer', deleted: true };
  if (sandbox.state.deletedCustomers?.includes(id)) return deleted;
  sandbox.get('customers', id);
  for (const subscription of Object.values(sandbox.state.subscriptions)) {
    const owner = subscription.customer;
    const ended =
      subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
    if (!ended && (typeof owner === 'string' ? owner : owner.id) === id) {
      cancelSubscription(sandbox, subscription.id);
    }
  }
  delete sandbox.state.customers[id];
  sandbox.state.deletedCustomers = [...(sandbox.state.deletedCustomers ?? []), id];
  return deleted;
}

/** A customer, or what Stripe answers for a deleted one. */
export function retrieveCustomer(
  sandbox: StripeSandbox,
  id: string,
): Stripe.Customer | Stripe.DeletedCustomer {
  if (sandbox.state.deletedCustomers?.includes(id))
    return { id, object: 'customer', deleted: true };
  return sandbox.get('customers', id);
}

export function createProduct(
  sandbox: StripeSandbox,
  params: z.output<typeof productCreateParams>,
): Stripe.Product {
  const product = buildProduct({ created: sandbox.seconds(), ...params });
  sandbox.state.products[product.id] = product;
  return product;
}

export function updateProduct(
  sandbox: StripeSandbox,
  id: string,
  params: z.output<typeof productUpdateParams>,
): Stripe.Product {
  const product = sandbox.get('products', id, 'id');
  if (params.name !== undefined) product.name = params.name;
  if (params.description !== undefined) product.description = params.description || null;
  if (params.active !== undefined) product.active = params.active;
  if (params.metadata) product.metadata = { ...product.metadata, ...params.metadata };
  product.updated = sandbox.seconds();
  return product;
}

export function createPrice(
  sandbox: StripeSandbox,
  params: z.output<typeof priceCreateParams>,
): Stripe.Price {
  sandbox.get('products', params.product, 'product');
  if (params.unit_amount < 0) {
    throw invalidRequest('This value must be greater than or equal to 0.', 'unit_amount');
  }
  const price = buildPrice({
    created: sandbox.seconds(),
    product: params.product,
    unitAmount: params.unit_amount,
    currency: checkedCurrency(params.currency, 'currency'),
    interval: params.recurring?.interval,
    nickname: params.nickname,
    metadata: params.metadata,
  });
  sandbox.state.prices[price.id] = price;
  return price;
}

export function updatePrice(
  sandbox: StripeSandbox,
  id: string,
  params: z.output<typeof priceUpdateParams>,
): Stripe.Price {
  const price = sandbox.get('prices', id, 'price');
  if (params.active !== undefined) price.active = params.active;
  if (params.nickname !== undefined) price.nickname = params.nickname || null;
  if (params.metadata) price.metadata = { ...price.metadata, ...params.metadata };
  return price;
}

export function createPortalSession(
  sandbox: StripeSandbox,
  params: z.output<typeof portalSessionCreateParams>,
): Stripe.BillingPortal.Session {
  sandbox.get('customers', params.customer, 'customer');
  const configuration = portalConfiguration(sandbox, params.configuration);
  const session = buildPortalSession({
    configuration: configuration.id,
    created: sandbox.seconds(),
    customer: params.customer,
    returnUrl: params.return_url ?? configuration.default_return_url ?? undefined,
    publicUrl: sandbox.options.publicUrl,
  });
  sandbox.state.portalSessions[session.id] = session;
  return session;
}
