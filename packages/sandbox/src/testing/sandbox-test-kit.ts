import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { createSandboxController, type SandboxController } from '../control/sandbox-controller';
import type { ControlAuthorizer } from '../control/control-access';
import { sandboxPlugin } from '../sandbox-plugin';

/**
 * Test helpers for the sandbox's own tests: an app with the plugin for each test, the consent
 * dance, and token requests authenticated the way each platform wants.
 */

export interface SandboxApp {
  app: FastifyInstance;
  controller: SandboxController;
}

/** The sandbox plugin in a bare Fastify app; `hostRoutes` adds routes of the host app beside it. */
export async function createSandboxApp(
  options: {
    now?: () => number;
    hostRoutes?: (app: FastifyInstance) => void;
    /** Who may use the control API; every caller by default (the host app decides in production). */
    authorizeControl?: ControlAuthorizer;
    /** Saves and restores the sandbox's state there (sandbox-persistence.ts). */
    stateFile?: string;
  } = {},
): Promise<SandboxApp> {
  const controller = createSandboxController(options.now ? { now: options.now } : {});
  const app = Fastify();
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    controller,
    authorizeControl: options.authorizeControl ?? (async () => ({ kind: 'all' })),
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
  });
  options.hostRoutes?.(app);
  await app.ready();
  return { app, controller };
}

export interface SandboxHarness extends SandboxApp {
  /** Moves the sandbox's clock, which otherwise stands still: expiry tests need no waiting. */
  advanceClock(milliseconds: number): void;
}

const CLOCK_START = 1_700_000_000_000;

/** A fresh sandbox for each test of the file, closed after it. */
export function useSandbox(): SandboxHarness {
  let now = CLOCK_START;
  const running = eachTest(() => {
    now = CLOCK_START;
    return createSandboxApp({ now: () => now });
  });
  return {
    get app() {
      return running().app;
    },
    get controller() {
      return running().controller;
    },
    advanceClock(milliseconds) {
      now += milliseconds;
    },
  };
}

/**
 * Starts a sandbox app before each test of the file and closes it after; answers the running one
 * (and throws outside a test, where there is none).
 */
export function eachTest<T extends SandboxApp>(start: () => Promise<T>): () => T {
  let current: T | undefined;
  beforeEach(async () => {
    current = await start();
  });
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The sandbox exists only while a test runs.');
    return current;
  };
}

/** A platform's consent page and the authorize request its tests send to it. */
export interface ConsentFlow {
  /** E.g. `/sandbox/linkedin/www/oauth/v2/authorization`. */
  authorize: string;
  params: Record<string, string>;
}

/** How a test client authenticates at a token endpoint: form fields, an Authorization header. */
export interface ClientCredentials {
  fields?: Record<string, string>;
  authorization?: string;
}

/** A platform whose code exchange and refresh are form posts to one token endpoint. */
export interface OAuthFlow extends ConsentFlow {
  token: string;
  credentials: ClientCredentials;
  /** Sent with every code exchange besides grant_type, code and redirect_uri (a PKCE verifier). */
  exchangeFields?: Record<string, string>;
}

export interface ConsentClient {
  flow: ConsentFlow;
  /** `GET` of the consent page for `params` (default the flow's). */
  consentPage(params?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Submits the consent form; answers the URL it redirects to. */
  consent(options?: {
    params?: Record<string, string>;
    decision?: 'approve' | 'deny';
    account?: string;
  }): Promise<URL>;
  /** Approves the consent and answers the code from the redirect. */
  approve(account?: string): Promise<string>;
}

/** `credentials: null` sends none at all; without it, the flow's are sent. */
export interface TokenRequestOptions {
  credentials?: ClientCredentials | null;
}

export interface OAuthClient extends ConsentClient {
  /** The code exchange; `fields` are added to (or replace) the usual ones. */
  exchange(
    code: string,
    options?: TokenRequestOptions & { fields?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  refresh(refreshToken: unknown, options?: TokenRequestOptions): Promise<LightMyRequestResponse>;
  /** Approves the consent and exchanges the code: the token response. */
  connect(account?: string): Promise<Record<string, unknown>>;
}

export function consentClient(sandbox: SandboxApp, flow: ConsentFlow): ConsentClient {
  const consent: ConsentClient['consent'] = async (options = {}) => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: flow.authorize,
      ...formBody({
        ...(options.params ?? flow.params),
        decision: options.decision ?? 'approve',
        ...(options.account === undefined ? {} : { account: options.account }),
      }),
    });
    expect(response.statusCode, response.body).toBe(302);
    return new URL(String(response.headers.location));
  };
  return {
    flow,
    consentPage: (params = flow.params) =>
      sandbox.app.inject({ method: 'GET', url: urlWith(flow.authorize, params) }),
    consent,
    async approve(account) {
      const location = await consent(account === undefined ? {} : { account });
      const code = location.searchParams.get('code');
      expect(code).toBeTruthy();
      return code ?? '';
    },
  };
}

export function oauthClient(sandbox: SandboxApp, flow: OAuthFlow): OAuthClient {
  const consent = consentClient(sandbox, flow);
  const token = (fields: Record<string, string>, options: TokenRequestOptions = {}) => {
    const credentials = options.credentials === undefined ? flow.credentials : options.credentials;
    const body = formBody({ ...fields, ...credentials?.fields });
    const authorization = credentials?.authorization;
    return sandbox.app.inject({
      method: 'POST',
      url: flow.token,
      headers: { ...body.headers, ...(authorization ? { authorization } : {}) },
      payload: body.payload,
    });
  };
  const exchange: OAuthClient['exchange'] = (code, options = {}) =>
    token(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: flow.params.redirect_uri ?? '',
        ...flow.exchangeFields,
        ...options.fields,
      },
      options,
    );
  return {
    ...consent,
    exchange,
    refresh: (refreshToken, options) =>
      token({ grant_type: 'refresh_token', refresh_token: String(refreshToken) }, options),
    async connect(account) {
      const response = await exchange(await consent.approve(account));
      expect(response.statusCode, response.body).toBe(200);
      return json(response);
    },
  };
}

/** The consent page answers 200 and shows each of `texts` (the platform's name, its scopes...). */
export async function expectConsentPage(
  client: ConsentClient,
  texts: readonly string[],
): Promise<LightMyRequestResponse> {
  const page = await client.consentPage();
  expect(page.statusCode).toBe(200);
  for (const text of texts) expect(page.body).toContain(text);
  return page;
}

/**
 * Approving redirects to the redirect URI with a code and the state; denying, with access_denied
 * and the state. Answers both redirects for the platform's own checks.
 */
export async function expectConsentRedirects(
  client: ConsentClient,
): Promise<{ approved: URL; denied: URL }> {
  const { params } = client.flow;
  const approved = await client.consent();
  expect(approved.origin + approved.pathname).toBe(params.redirect_uri);
  expect(approved.searchParams.get('code')).toBeTruthy();
  expect(approved.searchParams.get('state')).toBe(params.state);

  const denied = await client.consent({ decision: 'deny' });
  expect(denied.searchParams.get('error')).toBe('access_denied');
  expect(denied.searchParams.get('error_description')).toBe('The user denied the request');
  expect(denied.searchParams.get('state')).toBe(params.state);
  expect(denied.searchParams.has('code')).toBe(false);
  return { approved, denied };
}

/**
 * Rotation: a refresh answers a new refresh token, and the one it spent is refused from then on.
 * Answers the connection's tokens and the refresh's, for the platform's own checks.
 */
export async function expectRefreshTokenRotation(
  client: OAuthClient,
): Promise<{ first: Record<string, unknown>; second: Record<string, unknown> }> {
  const first = await client.connect();
  const second = await client.refresh(first.refresh_token);
  expect(second.statusCode).toBe(200);
  expect(json(second).refresh_token).not.toBe(first.refresh_token);
  const reused = await client.refresh(first.refresh_token);
  expect(reused.statusCode).toBe(400);
  expect(json(reused)).toMatchObject({ error: 'invalid_grant' });
  return { first, second: json(second) };
}

/**
 * LinkedIn, the plainest flow (credentials in the body, no PKCE), is also the example platform of
 * the plugin-wide tests: consent pages, the controller, the request log.
 */
export const LINKEDIN = {
  authorize: '/sandbox/linkedin/www/oauth/v2/authorization',
  token: '/sandbox/linkedin/www/oauth/v2/accessToken',
  userinfo: '/sandbox/linkedin/api/v2/userinfo',
  params: {
    response_type: 'code',
    client_id: 'sandbox-linkedin',
    redirect_uri: redirectUriFor('linkedin'),
    state: 'state-123',
    scope: 'openid profile w_member_social',
  },
  credentials: { fields: { client_id: 'sandbox-linkedin', client_secret: 'sandbox-secret' } },
} satisfies OAuthFlow & { userinfo: string };

/**
 * The code flows of the platforms whose tests connect an account through the sandbox's consent
 * page; `params` are added to (or replace) the authorize parameters, e.g. a narrower `scope`.
 */
export const OAUTH_FLOWS = {
  twitter(params: Record<string, string> = {}): OAuthFlow {
    const pkce = pkcePair();
    return {
      authorize: '/sandbox/twitter/web/i/oauth2/authorize',
      params: {
        response_type: 'code',
        client_id: 'sandbox-twitter',
        redirect_uri: redirectUriFor('twitter'),
        scope: 'tweet.read tweet.write users.read media.write offline.access',
        state: 'state',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        ...params,
      },
      token: '/sandbox/twitter/api/2/oauth2/token',
      credentials: { authorization: basicAuth('sandbox-twitter', 'sandbox-secret') },
      exchangeFields: { code_verifier: pkce.verifier },
    };
  },
  pinterest(params: Record<string, string> = {}): OAuthFlow {
    return {
      authorize: '/sandbox/pinterest/web/oauth/',
      params: {
        response_type: 'code',
        client_id: 'sandbox-pinterest',
        redirect_uri: redirectUriFor('pinterest'),
        scope: 'boards:read,pins:read,pins:write,user_accounts:read',
        state: 'state',
        ...params,
      },
      token: '/sandbox/pinterest/api/v5/oauth/token',
      credentials: { authorization: basicAuth('sandbox-pinterest', 'sandbox-secret') },
    };
  },
  tiktok(params: Record<string, string> = {}): OAuthFlow {
    return {
      authorize: '/sandbox/tiktok/web/v2/auth/authorize/',
      params: {
        client_key: 'sandbox-tiktok',
        scope: 'user.info.basic,video.publish',
        response_type: 'code',
        redirect_uri: redirectUriFor('tiktok'),
        state: 'state',
        ...params,
      },
      token: '/sandbox/tiktok/api/v2/oauth/token/',
      credentials: { fields: { client_key: 'sandbox-tiktok', client_secret: 'sandbox-secret' } },
    };
  },
  youtube(params: Record<string, string> = {}): OAuthFlow {
    const pkce = pkcePair();
    return {
      authorize: '/sandbox/youtube/accounts/o/oauth2/v2/auth',
      params: {
        response_type: 'code',
        client_id: 'sandbox-youtube',
        redirect_uri: redirectUriFor('youtube'),
        // As the product asks (youtube-oauth.ts): force-ssl for first comments.
        scope:
          'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/youtube.force-ssl',
        state: 'state',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        ...params,
      },
      token: '/sandbox/youtube/oauth2/token',
      credentials: { fields: { client_id: 'sandbox-youtube', client_secret: 'sandbox-secret' } },
      exchangeFields: { code_verifier: pkce.verifier },
    };
  },
};

/** Connects `account` through `flow` (consent, code exchange): its access token. */
export async function connectedToken(
  sandbox: SandboxApp,
  flow: OAuthFlow,
  account?: string,
): Promise<string> {
  const tokens = await oauthClient(sandbox, flow).connect(account);
  return String(tokens.access_token);
}

export function redirectUriFor(platform: string): string {
  return `http://localhost:3000/api/oauth/callback/${platform}`;
}

export function formBody(fields: Record<string, string>): {
  headers: Record<string, string>;
  payload: string;
} {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function basicAuth(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

/** A request with `Authorization: Bearer {token}`, and a JSON `payload` when given. */
export function injectWithBearer(
  sandbox: SandboxApp,
  method: 'GET' | 'POST',
  url: string,
  token: unknown,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return sandbox.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${String(token)}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function urlWith(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}
