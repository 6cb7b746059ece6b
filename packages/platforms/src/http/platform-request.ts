import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { getGlobalDispatcher, type Dispatcher } from 'undici';
import type { Platform } from '@fanout/shared';
import type { z } from 'zod';
import { readRateLimit, type RateLimitSink } from './rate-limit';
import {
  failureFromAnswer,
  failureFromShape,
  failureFromTransport,
  type FailureContext,
} from './platform-failure';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type PlatformAuth =
  | { type: 'bearer'; token: string }
  | { type: 'basic'; username: string; password: string }
  /** Meta's upload hosts (rupload.facebook.com) want `Authorization: OAuth <token>`. */
  | { type: 'oauth'; token: string };

export interface PlatformRequest {
  platform: Platform;
  /** The call, worded to follow "X refused ...": "the authorization code", "the profile request". */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A host from PlatformHosts plus a path, without a query string: pass parameters in `query`. */
  url: string;
  query?: Record<string, string>;
  /**
   * A query string already encoded, appended after `query` as it is: Rest.li 2.0 parameters
   * (LinkedIn's `entity=(share:urn%3Ali%3Ashare%3A1)`), whose parentheses and colons are syntax
   * and must not be percent-encoded the way `query` encodes values.
   */
  rawQuery?: string;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: Record<string, unknown>;
  /** Sent as multipart/form-data (X media upload, Facebook photo/video upload). */
  multipart?: FormData;
  /** Raw bytes (uploads): a Buffer, or a stream with its exact length. */
  body?: { contentType: string; data: Buffer | Readable; length?: number };
  /** Extra request headers (e.g. `content-range`, `x-upload-content-length`). Never secrets: use `auth`. */
  headers?: Record<string, string>;
  auth?: PlatformAuth;
  /** Receives the answer's rate-limit headers (success or failure). */
  rateLimits?: RateLimitSink;
  /** Overrides the client's timeout (large uploads). */
  timeoutMs?: number;
  /** Statuses that are answers, not failures (e.g. 308 "resume incomplete" of a resumable upload). */
  acceptStatuses?: readonly number[];
}

/** An answer with its status and headers, for flows that read `location` or resume headers. */
export interface PlatformAnswer {
  status: number;
  headers: AnswerHeaders;
  /** Parsed JSON; null when the answer was empty. */
  body: unknown;
}

export interface PlatformHttp {
  /** Sends the request; resolves to the parsed JSON answer (null for an empty one), else PlatformError. */
  send(request: PlatformRequest): Promise<unknown>;
  /** `send`, keeping the status and headers of the answer. */
  exchange(request: PlatformRequest): Promise<PlatformAnswer>;
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

export function createPlatformHttp(
  options: {
    timeoutMs?: number;
    /** Where requests go out (warm-connections.ts); undici's global dispatcher by default. */
    dispatcher?: Dispatcher;
  } = {},
): PlatformHttp {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function exchange(request: PlatformRequest): Promise<PlatformAnswer> {
    const context = failureContext(request);
    const { url, headers, body } = encodeRequest(request);

    const requestTimeout = request.timeoutMs ?? timeoutMs;
    let response: { status: number; ok: boolean; headers: AnswerHeaders };
    let text: string;
    try {
      // undici's dispatcher.request(): the same client as fetch() without the WHATWG stream layers,
      // which cost most of a worker's time in a burst of publishing calls (ADR 0027). The time
      // limit is undici's own (no answer, or no progress, within it: ADR 0079), not an AbortSignal
      // per call.
      const dispatcher = options.dispatcher ?? getGlobalDispatcher();
      const answer = await dispatcher.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers,
        body,
        headersTimeout: requestTimeout,
        bodyTimeout: requestTimeout,
      });
      text = await answer.body.text();
      response = {
        status: answer.statusCode,
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        headers: toHeaders(answer.headers),
      };
    } catch (error) {
      throw failureFromTransport(context, error, requestTimeout);
    }

    const rateLimit = readRateLimit(response.headers);
    if (rateLimit && request.rateLimits) request.rateLimits.observe(rateLimit);

    let parsed: unknown = null;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (response.ok) throw failureFromShape(context, 'not JSON');
        // A non-JSON error page (proxy, load balancer): classified by status alone.
      }
    }
    const accepted = request.acceptStatuses?.includes(response.status) ?? false;
    const failure = accepted
      ? null
      : failureFromAnswer(context, response.status, response.ok, parsed);
    if (failure) {
      if (rateLimit?.resetAt) failure.retryAt = rateLimit.resetAt;
      throw failure;
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  async function send(request: PlatformRequest): Promise<unknown> {
    return (await exchange(request)).body;
  }

  return {
    send,
    exchange,
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

/** The URL, headers and body a request goes out with: its query, its one kind of body, its auth. */
function encodeRequest(request: PlatformRequest) {
  const url = new URL(request.url);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(name, value);
  }
  if (request.rawQuery)
    url.search = url.search ? `${url.search}&${request.rawQuery}` : `?${request.rawQuery}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  const body = encodeBody(request, headers);
  const authorization = authorizationOf(request.auth);
  if (authorization) headers.authorization = authorization;
  return { url, headers, body };
}

/** The request's body, setting its content type (and length, for a stream that has one). */
function encodeBody(
  request: PlatformRequest,
  headers: Record<string, string>,
): string | Buffer | Readable | undefined {
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(request.form).toString();
  }
  if (request.json) {
    headers['content-type'] = 'application/json';
    return JSON.stringify(request.json);
  }
  if (request.multipart) {
    // The platform's own encoder: its boundary and content type, as a stream.
    const encoded = new Response(request.multipart);
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    return encoded.body ? Readable.fromWeb(encoded.body as WebReadableStream) : '';
  }
  if (request.body) {
    headers['content-type'] = request.body.contentType;
    const { data } = request.body;
    if (!Buffer.isBuffer(data) && request.body.length !== undefined) {
      headers['content-length'] = String(request.body.length);
    }
    return data;
  }
  return undefined;
}

function authorizationOf(auth: PlatformAuth | undefined): string | undefined {
  if (auth?.type === 'bearer') return `Bearer ${auth.token}`;
  if (auth?.type === 'oauth') return `OAuth ${auth.token}`;
  if (auth?.type === 'basic') {
    const credentials = `${auth.username}:${auth.password}`;
    return `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  return undefined;
}

/** An answer's headers: what adapters and rate-limit readers ask of them. */
export interface AnswerHeaders {
  /** The value of a header (names are case-insensitive); several values joined by ", ". */
  get(name: string): string | null;
}

/** undici's raw headers (lower-case names) behind AnswerHeaders, without copying them. */
function toHeaders(raw: Record<string, string | string[] | undefined>): AnswerHeaders {
  return {
    get(name) {
      const value = raw[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

// Anything that authenticates the request must never reappear in an error message.
const SECRET_FIELD = /token|secret|code|password|verifier|jwt/i;

function failureContext(request: PlatformRequest): FailureContext {
  const secrets: string[] = [];
  if (request.auth?.type === 'bearer' || request.auth?.type === 'oauth') {
    secrets.push(request.auth.token);
  }
  if (request.auth?.type === 'basic') secrets.push(request.auth.password);
  for (const fields of [request.query, request.form, request.json]) {
    for (const [name, value] of Object.entries(fields ?? {})) {
      if (SECRET_FIELD.test(name) && typeof value === 'string') secrets.push(value);
    }
  }
  return { platform: request.platform, operation: request.operation, secrets };
}
