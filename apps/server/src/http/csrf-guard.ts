import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@fanout/shared';
import type { AppConfig } from '@fanout/runtime';
import { isStripeWebhookRequest } from '../billing/stripe-webhook-route';
import { isMcpPath } from '../mcp/mcp-path';
import { hasSandboxControlToken, isSandboxControlPath } from '../sandbox/sandbox-control-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_MESSAGE =
  'Cross-site request refused: the Origin header is missing or does not match this site';

/** The refusal names the one accepted origin, so whoever opened the site elsewhere knows why. */
function csrfMessage(config: AppConfig): string {
  const origin = new URL(config.publicUrl).origin;
  return `${CSRF_MESSAGE} (${origin}): open Fanout at ${origin}, or set PUBLIC_URL to the address you use`;
}

function originAllowed(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin;
  if (origin) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    // PUBLIC_URL only, never the request's own Host: whoever sends the request chooses both
    // headers (a DNS-rebinding page names its own host in each), so they prove nothing (ADR 0066).
    return parsed.origin === new URL(config.publicUrl).origin;
  }
  // Browsers that omit Origin still say where a request came from.
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * CSRF defence for every state-changing request (ADR 0004, 0066): the Origin must be PUBLIC_URL's. Clients
 * outside a browser send `Origin: <PUBLIC_URL>`. The one exception is `POST /api/webhooks/stripe`,
 * authenticated by Stripe's signature over its raw body (ADR 0048).
 */
export function registerCsrfGuard(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A valid API key (api-key-auth.ts ran first; an invalid one was already 401) is sent on purpose
    // by its holder, never attached by a browser on its own: CSRF does not apply (ADR 0092).
    if (request.apiKeyAuth) return;
    // The MCP server takes only keys and never reads the session cookie: without a key it answers
    // 401, whatever the Origin (ADR 0097).
    if (isMcpPath(request.url)) return;
    // Stripe's deliveries carry no Origin: their signature is checked instead (stripe-webhook-route.ts).
    if (isStripeWebhookRequest(request.method, request.url)) return;
    // The Stripe simulator's API plays api.stripe.com: our own SDK calls it without an Origin, with
    // the simulator's secret key, which the simulator checks (ADR 0046).
    if (config.billing.mode === 'sandbox' && request.url.startsWith('/v1/')) return;
    if (request.url.startsWith('/sandbox/')) {
      // The platform sandbox plays third-party servers: our own server calls it without an Origin.
      // Its control API is ours, though: only a tool holding the control token skips the check,
      // as a token is never sent by a browser on its own (ADR 0029).
      if (!isSandboxControlPath(request.url)) return;
      if (hasSandboxControlToken(request, config)) return;
    }
    if (!originAllowed(request, config)) {
      request.log.warn({ origin: request.headers.origin }, 'csrf: mutation refused');
      throw new AppError('FORBIDDEN', csrfMessage(config));
    }
  });
}
