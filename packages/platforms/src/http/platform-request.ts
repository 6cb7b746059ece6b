import type { Platform } from '@fanout/shared';
import type { z } from 'zod';
import {
  failureFromAnswer,
  failureFromShape,
  failureFromTransport,
  type FailureContext,
} from './platform-failure';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type PlatformAuth =
  { type: 'bearer'; token: string } | { type: 'basic'; username: string; password: string };

export interface PlatformRequest {
  platform: Platform;
  /** The call, worded to follow "X refused ...": "the authorization code", "the profile request". */
  operation: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** A host from PlatformHosts plus a path, without a query string: pass parameters in `query`. */
  url: string;
  query?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: Record<string, unknown>;
  auth?: PlatformAuth;
}

export interface PlatformHttp {
  /** Sends the request; resolves to the parsed JSON answer (null for an empty one), else PlatformError. */
  send(request: PlatformRequest): Promise<unknown>;
  /** `send`, then checks the answer against `schema`; a mismatch is a PlatformError too. */
  fetchJson<S extends z.ZodType>(request: PlatformRequest, schema: S): Promise<z.output<S>>;
}

export function bearer(token: string): PlatformAuth {
  return { type: 'bearer', token };
}

/** HTTP Basic client authentication (X, Pinterest): `client_id:client_secret`. */
export function basicAuth(username: string, password: string): PlatformAuth {
  return { type: 'basic', username, password };
}

export function createPlatformHttp(options: { timeoutMs?: number } = {}): PlatformHttp {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(request: PlatformRequest): Promise<unknown> {
    const context = failureContext(request);
    const url = new URL(request.url);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      url.searchParams.set(name, value);
    }
    const headers = new Headers({ accept: 'application/json' });
    let body: string | undefined;
    if (request.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(request.form).toString();
    } else if (request.json) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.json);
    }
    if (request.auth?.type === 'bearer') {
      headers.set('authorization', `Bearer ${request.auth.token}`);
    } else if (request.auth?.type === 'basic') {
      const credentials = `${request.auth.username}:${request.auth.password}`;
      headers.set('authorization', `Basic ${Buffer.from(credentials).toString('base64')}`);
    }

    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw failureFromTransport(context, error, timeoutMs);
    }

    let parsed: unknown = null;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (response.ok) throw failureFromShape(context, 'not JSON');
        // A non-JSON error page (proxy, load balancer): classified by status alone.
      }
    }
    const failure = failureFromAnswer(context, response.status, response.ok, parsed);
    if (failure) throw failure;
    return parsed;
  }

  return {
    send,
    async fetchJson(request, schema) {
      const answer = await send(request);
      const result = schema.safeParse(answer);
      if (result.success) return result.data;
      const issue = result.error.issues[0];
      const where = issue
        ? `${issue.path.length > 0 ? issue.path.join('.') : 'answer'}: ${issue.message}`
        : 'invalid';
      throw failureFromShape(failureContext(request), where);
    },
  };
}

// Anything that authenticates the request must never reappear in an error message.
const SECRET_FIELD = /token|secret|code|password|verifier|jwt/i;

function failureContext(request: PlatformRequest): FailureContext {
  const secrets: string[] = [];
  if (request.auth?.type === 'bearer') secrets.push(request.auth.token);
  if (request.auth?.type === 'basic') secrets.push(request.auth.password);
  for (const fields of [request.query, request.form, request.json]) {
    for (const [name, value] of Object.entries(fields ?? {})) {
      if (SECRET_FIELD.test(name) && typeof value === 'string') secrets.push(value);
    }
  }
  return { platform: request.platform, operation: request.operation, secrets };
}
