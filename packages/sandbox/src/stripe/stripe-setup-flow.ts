import type Stripe from 'stripe';
import { STRIPE_SANDBOX_API_VERSION, STRIPE_SANDBOX_EVENT_TYPES } from './stripe-events';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * What an operator configures in Stripe's dashboard, as the simulator has it: its one webhook
 * endpoint (where it delivers, in its API version, the events it sends) and its portal's one
 * configuration. Read-only, so `pnpm stripe:check` can be tested against the simulator (ADR 0065).
 */

function list<T>(data: T[], url: string): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: false, url };
}

export function listWebhookEndpoints(
  sandbox: StripeSandbox,
): Stripe.ApiList<Stripe.WebhookEndpoint> {
  const endpoint: Stripe.WebhookEndpoint = {
    id: 'we_sandbox',
    object: 'webhook_endpoint',
    api_version: STRIPE_SANDBOX_API_VERSION,
    application: null,
    created: 0,
    description: 'The Stripe simulator’s deliveries',
    enabled_events: [...STRIPE_SANDBOX_EVENT_TYPES],
    livemode: false,
    metadata: {},
    status: 'enabled',
    url: sandbox.options.webhookUrl,
  };
  return list([endpoint], '/v1/webhook_endpoints');
}

export function listPortalConfigurations(
  sandbox: StripeSandbox,
): Stripe.ApiList<Stripe.BillingPortal.Configuration> {
  const configuration: Stripe.BillingPortal.Configuration = {
    id: 'bpc_sandbox',
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: 0,
    default_return_url: sandbox.options.publicUrl,
    features: {
      customer_update: { allowed_updates: ['email'], enabled: false },
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true, payment_method_configuration: null },
      subscription_cancel: {
        cancellation_reason: { enabled: false, feedback_options: null, options: [] },
        enabled: true,
        mode: 'at_period_end',
        proration_behavior: 'none',
      },
      // Customers do not pause: a pause is the administrator's suspension (ADR 0065).
      subscription_pause: {
        duration: { interval_options: [], type: 'indefinite' },
        enabled: false,
      },
      subscription_update: {
        billing_cycle_anchor: null,
        default_allowed_updates: ['price'],
        enabled: true,
        products: [],
        proration_behavior: 'always_invoice',
        schedule_at_period_end: { conditions: [] },
        trial_update_behavior: 'end_trial',
      },
    },
    is_default: true,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: {},
    name: null,
    updated: 0,
  };
  return list([configuration], '/v1/billing_portal/configurations');
}
