import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ControlAuthorizer } from '../control/control-access';
import { registerStripeApiRoutes } from './stripe-api-routes';
import { parseStripeForm } from './stripe-api-transport';
import { registerStripeControlRoutes } from './stripe-control-routes';
import { StripeApiError } from './stripe-errors';
import { registerStripeHostedRoutes } from './stripe-hosted-routes';
import type { StripeSandbox } from './stripe-sandbox';
import { createStripeStateWriter, loadStripeState } from './stripe-state-file';

export interface StripeSandboxPluginOptions {
  /** The simulator's state, clock and webhook sender (createStripeSandbox). */
  sandbox: StripeSandbox;
  /** Who may use `/sandbox/_control/stripe/...` (ADR 0029); the simulator knows no users. */
  authorizeControl: ControlAuthorizer;
}

/**
 * The Stripe simulator (ADR 0046), registered at the ROOT prefix: the SDK cannot add a path
 * prefix, so Stripe's API is served at `/v1/...` on the product's origin, beside the hosted pages
 * (`/sandbox/stripe/...`) and the control API (`/sandbox/_control/stripe/...`). Encapsulated: its
 * form parser applies to its own routes only.
 */
export const stripeSandboxPlugin: FastifyPluginAsync<StripeSandboxPluginOptions> = async (
  app,
  options,
) => {
  const { sandbox } = options;
  if (sandbox.options.stateFile) await keepStateIn(app, sandbox, sandbox.options.stateFile);

  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.removeContentTypeParser('application/x-www-form-urlencoded');
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseStripeForm(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  // Bodies the parsers refuse (bad JSON, too large) answer in Stripe's shape; the rest is the host's.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    return reply
      .code(status)
      .send(new StripeApiError(status, 'invalid_request_error', error.message).body());
  });

  registerStripeApiRoutes(app, sandbox);
  registerStripeHostedRoutes(app, sandbox);
  registerStripeControlRoutes(app, sandbox, options.authorizeControl);
  // Before the server waits for its connections: a delivery under way to this same server (the
  // product's webhook route) would otherwise hold a keep-alive connection open through the close.
  app.addHook('preClose', async () => sandbox.close());
};

/** Restores the saved state, and saves it after every change (requests, deliveries, timers). */
async function keepStateIn(app: FastifyInstance, sandbox: StripeSandbox, file: string) {
  const warn = (details: Record<string, unknown>, message: string) =>
    app.log.warn(details, message);
  const saved = await loadStripeState(file, warn);
  if (saved) sandbox.restore(saved);
  const writer = createStripeStateWriter(sandbox, file, warn);
  sandbox.onChange(() => writer.changed());
  app.addHook('onResponse', async () => writer.changed());
  app.addHook('onClose', async () => writer.flush());
}
