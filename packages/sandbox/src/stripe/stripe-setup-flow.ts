import type Stripe from 'stripe';
import { STRIPE_SANDBOX_API_VERSION, STRIPE_SANDBOX_EVENT_TYPES } from './stripe-events';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * What an operator configures in Stripe's dashboard, as the simulator has it: its one webhook
 * endpoint (where it delivers, in its API version, the events it sends). Read-only, so `pnpm
 * stripe:check` can be tested against the simulator (ADR 0065); the portal's configurations are
 * `stripe-portal-configurations.ts`'s.
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
