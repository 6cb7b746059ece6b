import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_EVENTS } from '@fanout/shared';
import { portalConfigurationProblems, webhookEndpointProblems } from './check-stripe-setup';

const URL = 'https://fanout.example.com/api/webhooks/stripe';

function endpoint(overrides: Partial<Stripe.WebhookEndpoint> = {}): Stripe.WebhookEndpoint {
  return {
    id: 'we_1',
    object: 'webhook_endpoint',
    api_version: '2026-10-28.endive',
    application: null,
    created: 0,
    description: null,
    enabled_events: [...STRIPE_WEBHOOK_EVENTS],
    livemode: true,
    metadata: {},
    status: 'enabled',
    url: URL,
    ...overrides,
  };
}

type Features = Stripe.BillingPortal.Configuration.Features;

function portal(
  features: { [K in keyof Features]?: Partial<Features[K]> } = {},
  overrides: Partial<Stripe.BillingPortal.Configuration> = {},
): Stripe.BillingPortal.Configuration {
  return {
    id: 'bpc_1',
    active: true,
    is_default: true,
    features: {
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true },
      subscription_cancel: { enabled: true, mode: 'at_period_end' },
      ...features,
      subscription_update: {
        enabled: true,
        default_allowed_updates: ['price'],
        proration_behavior: 'always_invoice',
        ...features.subscription_update,
      },
    },
    ...overrides,
  } as unknown as Stripe.BillingPortal.Configuration;
}

describe('webhookEndpointProblems', () => {
  it('accepts one enabled endpoint of the pinned version with every event, or with all events', () => {
    expect(webhookEndpointProblems([endpoint()], URL)).toEqual([]);
    expect(webhookEndpointProblems([endpoint({ enabled_events: ['*'] })], URL)).toEqual([]);
  });

  it('names an older API version, missing events, a disabled endpoint and a second one', () => {
    const problems = webhookEndpointProblems(
      [
        endpoint({
          api_version: '2024-06-20',
          enabled_events: STRIPE_WEBHOOK_EVENTS.filter((event) => !event.startsWith('invoice.')),
        }),
        endpoint({ id: 'we_2', status: 'disabled' }),
      ],
      URL,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^2 webhook endpoints deliver to .* \(we_1, we_2\)/),
      expect.stringMatching(/we_1 sends API version 2024-06-20, Fanout reads 2026-10-28\.endive/),
      'Webhook endpoint we_1 does not send invoice.paid, invoice.payment_failed: add them to its events.',
      'Webhook endpoint we_2 is disabled: enable it.',
    ]);
  });

  it('says when no endpoint delivers to this server, naming the ones that exist', () => {
    const [problem] = webhookEndpointProblems(
      [endpoint({ url: 'https://old.example.com/hook' })],
      URL,
    );
    expect(problem).toMatch(/No webhook endpoint delivers to .*old\.example\.com\/hook/);
    expect(problem).toContain(STRIPE_WEBHOOK_EVENTS.join(', '));
  });
});

describe('portalConfigurationProblems', () => {
  it('accepts the configuration the guide describes', () => {
    expect(portalConfigurationProblems([portal()])).toEqual([]);
  });

  it('names each setting that differs', () => {
    expect(portalConfigurationProblems([])).toEqual([
      expect.stringMatching(/No default Customer Portal configuration/),
    ]);
    expect(
      portalConfigurationProblems([
        portal({
          subscription_cancel: { enabled: true, mode: 'immediately' },
          subscription_update: { proration_behavior: 'create_prorations' },
          payment_method_update: { enabled: false },
          invoice_history: { enabled: false },
        }),
      ]),
    ).toEqual([
      expect.stringMatching(/cancels at once/),
      expect.stringMatching(/prorates with "create_prorations"/),
      expect.stringMatching(/update their card/),
      expect.stringMatching(/does not show invoices/),
    ]);
    expect(
      portalConfigurationProblems([portal({ subscription_update: { enabled: false } })]),
    ).toEqual([expect.stringMatching(/switch plans/)]);
  });
});
