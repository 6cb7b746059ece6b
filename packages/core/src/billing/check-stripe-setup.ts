import type Stripe from 'stripe';
import { STRIPE_WEBHOOK_EVENTS } from '@fanout/shared';
import { PINNED_STRIPE_API_VERSION } from './stripe-api-version';

// Every event the product acts on is one a webhook endpoint can be created for.
STRIPE_WEBHOOK_EVENTS satisfies readonly Stripe.WebhookEndpointCreateParams.EnabledEvent[];

/**
 * What is wrong with the webhook endpoints for `webhookUrl`: none, two (each event applied under
 * two secrets, one of which never verifies), disabled, another API version, missing events.
 */
export function webhookEndpointProblems(
  endpoints: readonly Stripe.WebhookEndpoint[],
  webhookUrl: string,
): string[] {
  const ours = endpoints.filter((endpoint) => endpoint.url === webhookUrl);
  const fix = `create it with API version ${PINNED_STRIPE_API_VERSION} and these events: ${STRIPE_WEBHOOK_EVENTS.join(', ')}`;
  if (ours.length === 0) {
    const others = endpoints.map((endpoint) => endpoint.url).join(', ');
    return [
      `No webhook endpoint delivers to ${webhookUrl}${others ? ` (there are endpoints for ${others})` : ''}: ${fix}.`,
    ];
  }
  const problems: string[] = [];
  if (ours.length > 1) {
    problems.push(
      `${ours.length} webhook endpoints deliver to ${webhookUrl} (${ours.map((e) => e.id).join(', ')}): keep one, and set its signing secret as STRIPE_WEBHOOK_SECRET.`,
    );
  }
  for (const endpoint of ours) {
    if (endpoint.status !== 'enabled') {
      problems.push(`Webhook endpoint ${endpoint.id} is ${endpoint.status}: enable it.`);
    }
    if (endpoint.api_version !== PINNED_STRIPE_API_VERSION) {
      problems.push(
        `Webhook endpoint ${endpoint.id} sends API version ${endpoint.api_version ?? 'of the account default'}, Fanout reads ${PINNED_STRIPE_API_VERSION} and refuses the others: ${fix} (an endpoint's version cannot be changed), then delete the old one.`,
      );
    }
    const enabled = new Set(endpoint.enabled_events);
    const missing = enabled.has('*')
      ? []
      : STRIPE_WEBHOOK_EVENTS.filter((event) => !enabled.has(event));
    if (missing.length > 0) {
      problems.push(
        `Webhook endpoint ${endpoint.id} does not send ${missing.join(', ')}: add ${missing.length === 1 ? 'it' : 'them'} to its events.`,
      );
    }
  }
  return problems;
}

/**
 * What is wrong with the default Customer Portal configuration for what Fanout expects of it:
 * cancel at period end, plan switches charged at once, cards and invoices managed by the customer.
 */
export function portalConfigurationProblems(
  configurations: readonly Stripe.BillingPortal.Configuration[],
): string[] {
  const chosen = configurations.find((configuration) => configuration.is_default);
  if (!chosen) {
    return ['No default Customer Portal configuration: save the portal settings in the dashboard.'];
  }
  const { features } = chosen;
  const problems: string[] = [];
  const name = `Customer Portal configuration ${chosen.id}`;
  if (!chosen.active) problems.push(`${name} is not active: activate it.`);
  if (!features.subscription_cancel.enabled) {
    problems.push(`${name} does not let customers cancel: turn on "Cancel subscriptions".`);
  } else if (features.subscription_cancel.mode !== 'at_period_end') {
    problems.push(
      `${name} cancels at once: choose "At the end of the billing period" (spec: a canceled plan runs to its period's end).`,
    );
  }
  const update = features.subscription_update;
  if (!update.enabled || !update.default_allowed_updates.includes('price')) {
    problems.push(`${name} does not let customers switch plans: turn on "Switch plans" (price).`);
  } else if (update.proration_behavior !== 'always_invoice') {
    problems.push(
      `${name} prorates with "${update.proration_behavior}": choose "Prorate and invoice immediately" (always_invoice), as Fanout's own upgrades charge now.`,
    );
  }
  if (!features.payment_method_update.enabled) {
    problems.push(`${name} does not let customers update their card: turn on "Payment methods".`);
  }
  if (!features.invoice_history.enabled) {
    problems.push(`${name} does not show invoices: turn on "Invoice history".`);
  }
  return problems;
}

/**
 * `pnpm stripe:check` (ADR 0065): reads the connected account's webhook endpoints and portal
 * configurations through the API and says what is wrong; an empty list means nothing is.
 */
export async function checkStripeSetup(stripe: Stripe, webhookUrl: string): Promise<string[]> {
  const endpoints = await stripe.webhookEndpoints.list({ limit: 100 });
  const configurations = await stripe.billingPortal.configurations.list({ limit: 100 });
  return [
    ...webhookEndpointProblems(endpoints.data, webhookUrl),
    ...portalConfigurationProblems(configurations.data),
  ];
}
