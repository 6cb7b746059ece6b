import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiVersionMismatchText,
  PINNED_STRIPE_API_VERSION,
  processStripeEvent,
  warnAdminsOfApiVersion,
} from '@fanout/core/billing';
import type { StripeWebhookOutcome } from '@fanout/runtime';
import { AppError } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { signedInTheFuture } from './signature-time';

/** Where Stripe (or the built-in simulator) POSTs events; the CSRF guard lets exactly this through. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

const BAD_SIGNATURE =
  'Stripe-Signature does not verify: the body was changed, signed with another secret, or dated more than 5 minutes from now';

/** Stripe's own tolerance (the SDK's default), applied to both sides of now (ADR 0065). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Whether a request is a delivery to the webhook (its path exactly, any query string aside). */
export function isStripeWebhookRequest(method: string, url: string): boolean {
  return method === 'POST' && url.split('?', 1)[0] === STRIPE_WEBHOOK_PATH;
}

/**
 * `POST /api/webhooks/stripe` (ADR 0048). No session and no Origin: the signature
 * over the raw body is the authentication, so this route alone (an encapsulated plugin) receives
 * its body as the exact bytes Stripe signed instead of parsed JSON. Bad signature, or one dated more
 * than 5 minutes before or after now: 400, nothing changed. An event of another API version than
 * the pinned one: 503 and a warning to the administrators, so Stripe retries it once the endpoint is
 * fixed (ADR 0065). Answers 2xx only after the event and its effect are committed; 500 when the
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
      const started = performance.now();
      const measured = (outcome: StripeWebhookOutcome) =>
        deps.metrics?.stripeWebhook({ outcome, durationMs: performance.now() - started });
      let event;
      try {
        event = verifiedEvent(deps, request);
      } catch (error) {
        measured('refused');
        throw error;
      }
      if (event.api_version !== PINNED_STRIPE_API_VERSION) {
        request.log.error(
          { eventId: event.id, type: event.type, apiVersion: event.api_version },
          'stripe event refused: API version differs from the pinned one',
        );
        await warnAdminsOfApiVersion(deps.core, event.api_version);
        measured('version_refused');
        return reply.status(503).send({ message: apiVersionMismatchText(event.api_version) });
      }
      try {
        const outcome = await processStripeEvent(deps.core, event);
        measured(outcome);
        return { received: true, outcome };
      } catch (error) {
        request.log.error(
          { err: error, eventId: event.id, type: event.type },
          'stripe event failed',
        );
        measured('failed');
        return reply
          .status(500)
          .send({ message: `Event ${event.id} was not applied; retry later` });
      }
    });
  });
}

/** The delivery's event, once its signature verifies over the raw body; 400 otherwise. */
function verifiedEvent(deps: AppDeps, request: FastifyRequest) {
  const billing = deps.core.billing;
  if (!billing) throw new AppError('INTERNAL', 'Billing is not configured');
  const signature = request.headers['stripe-signature'];
  if (typeof signature !== 'string' || signature === '') {
    throw new AppError('BAD_REQUEST', 'Stripe-Signature header is missing');
  }
  if (!Buffer.isBuffer(request.body)) {
    throw new AppError('BAD_REQUEST', 'The event body is missing');
  }
  try {
    const event = billing.stripe.webhooks.constructEvent(
      request.body,
      signature,
      billing.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
    // The SDK refuses only old signatures; a future date is as unverifiable a replay window.
    if (signedInTheFuture(signature, SIGNATURE_TOLERANCE_SECONDS)) throw new Error('future');
    return event;
  } catch {
    request.log.warn('stripe webhook: signature refused');
    throw new AppError('BAD_REQUEST', BAD_SIGNATURE);
  }
}
