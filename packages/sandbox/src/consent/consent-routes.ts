import { PLATFORM_LABELS, type Platform } from '@fanout/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_NAME_PATTERN, defaultAccountName } from '../identity/account-identity';
import { renderConsentPage, renderErrorPage } from './consent-page';
import { field, stringFields } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';

/** How one platform's authorize endpoint differs from the others. */
export interface ConsentSpec {
  /** Route path inside the sandbox, e.g. `/linkedin/www/oauth/v2/authorization`. */
  path: string;
  /** The platform the consent is for; Meta's dialog serves Instagram when its scopes are asked. */
  platformFor(scopes: readonly string[]): Platform;
  /** TikTok names the client id `client_key`. */
  clientIdParam?: 'client_id' | 'client_key';
  /** X requires an S256 challenge; Google accepts one; the others ignore PKCE parameters. */
  pkce: 'required' | 'optional' | 'ignored';
  /** How long the issued code may be exchanged (X: 30 s, others 60 s). */
  codeTtlSeconds?: number;
  /** Added to the denied-consent redirect (Meta: `error_reason=user_denied`). */
  denyParams?: Record<string, string>;
}

interface AuthorizeRequest {
  platform: Platform;
  clientId: string;
  redirectUri: string;
  state: string;
  scopes: string[];
  codeChallenge: string | null;
  params: Record<string, string>;
}

const DECISION_FIELDS = new Set(['decision', 'account']);

/** GET shows the consent page; POST (the page's form) redirects back with a code or an error. */
export function registerConsentRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  spec: ConsentSpec,
): void {
  app.get(spec.path, async (request, reply) => {
    const parsed = parseAuthorizeRequest(spec, request.query);
    if ('error' in parsed) return sendHtml(reply, 400, renderErrorPage(parsed.label, parsed.error));
    ctx.attribute(request, parsed.platform);
    return sendHtml(reply, 200, consentPage(request, parsed));
  });

  app.post(spec.path, async (request, reply) => {
    const parsed = parseAuthorizeRequest(spec, request.body);
    if ('error' in parsed) return sendHtml(reply, 400, renderErrorPage(parsed.label, parsed.error));
    ctx.attribute(request, parsed.platform);
    const decision = field(request.body, 'decision');
    const target = new URL(parsed.redirectUri);

    if (decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
      for (const [name, value] of Object.entries(spec.denyParams ?? {})) {
        target.searchParams.set(name, value);
      }
      target.searchParams.set('error_description', 'The user denied the request');
      target.searchParams.set('state', parsed.state);
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
    }
    if (decision !== 'approve') {
      const page = consentPage(request, parsed, { error: 'Choose Authorize or Deny.' });
      return sendHtml(reply, 400, page);
    }

    const typed = (field(request.body, 'account') ?? '').trim();
    const account = typed === '' ? defaultAccountName(parsed.platform) : typed;
    if (!ACCOUNT_NAME_PATTERN.test(account)) {
      const error =
        'Use 1 to 40 letters, digits, dots, dashes or underscores for the sandbox account name.';
      return sendHtml(reply, 400, consentPage(request, parsed, { account: typed, error }));
    }
    const code = ctx.store.createCode(
      {
        platform: parsed.platform,
        account,
        clientId: parsed.clientId,
        redirectUri: parsed.redirectUri,
        scopes: parsed.scopes,
        codeChallenge: parsed.codeChallenge,
      },
      spec.codeTtlSeconds ?? 60,
    );
    target.searchParams.set('code', code);
    target.searchParams.set('state', parsed.state);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });
}

function parseAuthorizeRequest(
  spec: ConsentSpec,
  source: unknown,
): AuthorizeRequest | { error: string; label: string } {
  const scopes = (field(source, 'scope') ?? '').split(/[\s,]+/).filter((scope) => scope !== '');
  const platform = spec.platformFor(scopes);
  const fail = (error: string) => ({ error, label: PLATFORM_LABELS[platform] });
  const clientIdParam = spec.clientIdParam ?? 'client_id';

  const clientId = field(source, clientIdParam);
  if (!clientId) return fail(`Missing ${clientIdParam}.`);
  const redirectUri = field(source, 'redirect_uri');
  if (!redirectUri) return fail('Missing redirect_uri.');
  if (!isRedirectUri(redirectUri)) {
    return fail('redirect_uri must be an absolute http(s) URL without a fragment.');
  }
  const responseType = field(source, 'response_type');
  if (responseType !== 'code') return fail('response_type must be "code".');
  const state = field(source, 'state');
  if (!state) return fail('Missing state.');
  if (scopes.length === 0) return fail('Missing scope.');

  let codeChallenge: string | null = null;
  if (spec.pkce !== 'ignored') {
    const challenge = field(source, 'code_challenge');
    const method = field(source, 'code_challenge_method');
    if (challenge === undefined && spec.pkce === 'required') {
      return fail('Missing code_challenge: this platform requires PKCE.');
    }
    if (challenge !== undefined) {
      if (method !== 'S256') return fail('code_challenge_method must be "S256".');
      if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
        return fail('code_challenge must be a base64url SHA-256 digest (43 characters).');
      }
      codeChallenge = challenge;
    }
  }

  const params = stringFields(source);
  for (const name of DECISION_FIELDS) delete params[name];
  return { platform, clientId, redirectUri, state, scopes, codeChallenge, params };
}

function isRedirectUri(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !value.includes('#');
  } catch {
    return false;
  }
}

function consentPage(
  request: FastifyRequest,
  parsed: AuthorizeRequest,
  options: { account?: string; error?: string } = {},
): string {
  return renderConsentPage({
    platformLabel: PLATFORM_LABELS[parsed.platform],
    action: request.url.split('?')[0] ?? request.url,
    clientId: parsed.clientId,
    redirectUri: parsed.redirectUri,
    scopes: parsed.scopes,
    hiddenFields: parsed.params,
    account: options.account ?? defaultAccountName(parsed.platform),
    ...(options.error === undefined ? {} : { error: options.error }),
  });
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
