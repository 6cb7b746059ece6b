import type Stripe from 'stripe';
import type { z } from 'zod';
import { invalidRequest } from './stripe-errors';
import { stripeId } from './stripe-ids';
import type {
  PortalConfigurationCreate,
  portalConfigurationListParams,
} from './stripe-param-schemas';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * Billing portal configurations (`/v1/billing_portal/configurations`): what the hosted portal
 * offers. A session names one (`configuration`), else the default `bpc_sandbox_default` stands for
 * the account's saved portal settings: cancel at period end, and switching among the active
 * recurring prices of the subscription's interval and currency (`products: null`, a simulator
 * convenience: Stripe's dashboard lists them). A configuration that lists products offers exactly
 * those prices, of any interval, with its `proration_behavior`.
 */

export const DEFAULT_PORTAL_CONFIGURATION = 'bpc_sandbox_default';

function buildConfiguration(input: {
  id: string;
  created: number;
  isDefault: boolean;
  params: PortalConfigurationCreate;
}): Stripe.BillingPortal.Configuration {
  const { features } = input.params;
  const update = features.subscription_update;
  const cancel = features.subscription_cancel;
  return {
    id: input.id,
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: input.created,
    default_return_url: input.params.default_return_url || null,
    features: {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: { enabled: features.invoice_history?.enabled ?? false },
      payment_method_update: {
        enabled: features.payment_method_update?.enabled ?? false,
        payment_method_configuration: null,
      },
      subscription_cancel: {
        cancellation_reason: { enabled: false, feedback_options: null, options: [] },
        enabled: cancel?.enabled ?? false,
        mode: cancel?.mode ?? 'at_period_end',
        proration_behavior: 'none',
      },
      subscription_pause: {
        duration: { interval_options: [], type: 'indefinite' },
        enabled: false,
      },
      subscription_update: {
        billing_cycle_anchor: null,
        default_allowed_updates: update?.default_allowed_updates ?? [],
        enabled: update?.enabled ?? false,
        products: update?.products
          ? update.products.map((product) => ({
              adjustable_quantity: { enabled: false, maximum: null, minimum: 0 },
              prices: product.prices,
              product: product.product,
            }))
          : null,
        proration_behavior: update?.proration_behavior ?? 'create_prorations',
        schedule_at_period_end: { conditions: [] },
        trial_update_behavior: 'end_trial',
      },
    },
    is_default: input.isDefault,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: input.params.metadata ?? {},
    name: input.params.name || null,
    updated: input.created,
  };
}

/** The configuration of a portal session: the one it names, or the default. */
export function portalConfiguration(
  sandbox: StripeSandbox,
  id: string = DEFAULT_PORTAL_CONFIGURATION,
): Stripe.BillingPortal.Configuration {
  const saved = sandbox.state.portalConfigurations[id];
  if (saved) return saved;
  if (id !== DEFAULT_PORTAL_CONFIGURATION) {
    throw invalidRequest(`No such configuration: '${id}'`, 'configuration', 'resource_missing');
  }
  const made = buildConfiguration({
    id,
    created: sandbox.seconds(),
    isDefault: true,
    params: {
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['price'],
          proration_behavior: 'always_invoice',
        },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
      },
    },
  });
  sandbox.state.portalConfigurations[id] = made;
  return made;
}

export function createPortalConfiguration(
  sandbox: StripeSandbox,
  params: PortalConfigurationCreate,
): Stripe.BillingPortal.Configuration {
  const update = params.features.subscription_update;
  for (const [index, product] of (update?.products ?? []).entries()) {
    const param = `features[subscription_update][products][${index}]`;
    sandbox.get('products', product.product, `${param}[product]`);
    for (const [at, priceId] of product.prices.entries()) {
      const price = sandbox.get('prices', priceId, `${param}[prices][${at}]`);
      if (price.product !== product.product || !price.recurring) {
        throw invalidRequest(
          `The price ${price.id} is not a recurring price of the product ${product.product}.`,
          `${param}[prices][${at}]`,
        );
      }
    }
  }
  if (update?.enabled && !update.products?.length) {
    throw invalidRequest(
      'You must provide at least one product when subscription updates are enabled.',
      'features[subscription_update][products]',
    );
  }
  const configuration = buildConfiguration({
    id: stripeId('bpc', 14),
    created: sandbox.seconds(),
    isDefault: false,
    params,
  });
  sandbox.state.portalConfigurations[configuration.id] = configuration;
  return configuration;
}

export function listPortalConfigurations(
  sandbox: StripeSandbox,
  params: z.output<typeof portalConfigurationListParams>,
): Stripe.ApiList<Stripe.BillingPortal.Configuration> {
  portalConfiguration(sandbox);
  const limit = params.limit ?? 10;
  const matching = Object.values(sandbox.state.portalConfigurations)
    .filter((one) => params.active === undefined || one.active === params.active)
    .filter((one) => params.is_default === undefined || one.is_default === params.is_default);
  return {
    object: 'list',
    data: matching.slice(0, limit),
    has_more: matching.length > limit,
    url: '/v1/billing_portal/configurations',
  };
}
