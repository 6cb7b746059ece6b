import Stripe from 'stripe';
import type { BillingDeps } from '@fanout/core/billing';
import { deriveKey } from './app-secret';
import type { AppConfig } from './config';

/**
 * The Stripe client of the configured mode (ADR 0046, 0047). Live: api.stripe.com with the operator's
 * keys. Sandbox: the simulator the server serves at `/v1` on its own origin, reached by the real SDK
 * through `host`/`port`/`protocol`, with keys derived from APP_SECRET so nobody can guess them.
 */
export function createBillingDeps(config: AppConfig, secret: Buffer): BillingDeps {
  const { billing } = config;
  if (billing.mode === 'live' && billing.secretKey && billing.webhookSecret) {
    return {
      mode: 'live',
      stripe: new Stripe(billing.secretKey, { maxNetworkRetries: 2, timeout: 20_000 }),
      webhookSecret: billing.webhookSecret,
    };
  }
  const keys = stripeSandboxKeys(secret);
  const origin = new URL(config.publicUrl);
  const protocol = origin.protocol === 'https:' ? 'https' : 'http';
  return {
    mode: 'sandbox',
    stripe: new Stripe(keys.secretKey, {
      host: origin.hostname,
      port: origin.port || (protocol === 'https' ? 443 : 80),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
    }),
    webhookSecret: keys.webhookSecret,
  };
}

/** The simulator's secret key and webhook signing secret; the server gives the same ones to the simulator. */
export function stripeSandboxKeys(secret: Buffer): { secretKey: string; webhookSecret: string } {
  return {
    secretKey: `sk_test_${deriveKey(secret, 'stripe-sandbox-key').toString('hex')}`,
    webhookSecret: `whsec_${deriveKey(secret, 'stripe-sandbox-webhook').toString('base64url').replace(/[-_]/g, '0')}`,
  };
}
