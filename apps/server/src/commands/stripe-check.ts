import { checkStripeSetup } from '@fanout/core/billing';
import {
  createBillingDeps,
  createLogger,
  loadConfig,
  loadDotEnvFile,
  resolveAppSecret,
} from '@fanout/runtime';
import { STRIPE_WEBHOOK_PATH } from '../billing/stripe-webhook-route';

/**
 * `pnpm stripe:check` (ADR 0065): reads the Stripe account's webhook endpoints and Customer Portal
 * configuration through the API with the configured key and prints what is wrong; exit code 1 when
 * anything is. Without STRIPE_SECRET_KEY it asks the built-in simulator, which the running server
 * serves at PUBLIC_URL. Needs no database.
 */
async function main(): Promise<void> {
  loadDotEnvFile();
  const config = loadConfig();
  const logger = createLogger({ level: 'warn' });
  const billing = createBillingDeps(config, resolveAppSecret(config, logger));
  const webhookUrl = `${config.publicUrl}${STRIPE_WEBHOOK_PATH}`;
  const where = billing.mode === 'live' ? 'Stripe' : `the simulator at ${config.publicUrl}`;
  const problems = await checkStripeSetup(billing.stripe, webhookUrl);
  if (problems.length === 0) {
    console.warn(`Stripe set-up checked against ${where}: nothing is wrong.`);
    return;
  }
  console.error(`Stripe set-up checked against ${where}: ${problems.length} to fix.`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(
    `pnpm stripe:check could not read the Stripe account: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
