import type { FastifyInstance } from 'fastify';
import { processStripeEvent } from '@fanout/core/billing';
import { AppError } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';

/** Where Stripe (or the built-in simulator) POSTs events; the CSRF guard lets exactly this through. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

const BAD_SIGNATURE =
  'Stripe-Signature does not verify: the body was changed, signed with another secret, or is older than 5 minutes';

/** Whether a request is a delivery to the webhook (its path exactly, any query string aside). */
export function isStripeWebhookRequest(method: string, url: string): boolean {
  return method === 'POST' && url.split('?', 1)[0] === STRIPE_WEBHOOK_PATH;
}

/**
 * `POST /api/webhooks/stripe` (issue 16 item 3, ADR 0048). No session and no Origin: the signature
 * over the raw body is the authentication, so this route alone (an encapsulated plugin) receives
 * its body as the exact bytes Stripe signed instead of parsed JSON. Bad or stale signature: 400,
 * nothing changed. Answers 2xx only after the event and its effect are committed; 500 when the
 * effect failed, so Stripe delivers it again.
 */
export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const billing = deps.core.billing;
      if (!billing) throw new AppError('INTERNAL', 'Billing is not configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new AppError('BAD_REQUEST', 'Stripe-Signature header is missing');
      }
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('BAD_REQUEST', 'The event body is missing');
      }
      let event;
      try {
        event = billing.stripe.webhooks.constructEvent(
          request.body,
          signature,
          billing.webhookSecret,
        );
      } catch {
        request.log.warn('stripe webhook: signature refused');
        throw new AppError('BAD_REQUEST', BAD_SIGNATURE);
      }
      try {
        const outcome = await processStripeEvent(deps.core, event);
        return { received: true, outcome };
      } catch (error) {
        request.log.error(
          { err: error, eventId: event.id, type: event.type },
          'stripe event failed',
        );
        return reply
          .status(500)
          .send({ message: `Event ${event.id} was not applied; retry later` });
      }
    });
  });
}
