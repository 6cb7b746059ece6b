import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStripeSandbox, stripeSandboxPlugin } from '@fanout/sandbox';
import { resolveAppSecret, stripeSandboxKeys } from '@fanout/runtime';
import type { AppDeps } from '../http/app-deps';
import { sandboxControlAuthorizer } from './sandbox-control-access';

/**
 * The Stripe simulator (ADR 0046) in sandbox billing mode: Stripe's API at `/v1/...` on our own
 * origin, where the SDK of `packages/runtime/src/billing-setup.ts` sends it, with the same keys
 * (derived from APP_SECRET); events go to our own webhook route. Its state is kept under the data
 * directory like the platform sandbox's (ADR 0036); a test's simulator lives in memory only.
 */
export async function registerStripeSandbox(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const sandbox =
    deps.stripeSandbox ??
    createStripeSandbox({
      ...stripeSandboxKeys(resolveAppSecret(config, app.log)),
      webhookUrl: `${config.publicUrl}/api/webhooks/stripe`,
      publicUrl: config.publicUrl,
      stateFile: path.join(config.dataDir, 'sandbox', 'stripe-state.json'),
    });
  await app.register(stripeSandboxPlugin, {
    sandbox,
    authorizeControl: sandboxControlAuthorizer(deps),
  });
}
