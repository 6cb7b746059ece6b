import { PLATFORM_LABELS, type Platform } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import {
  classifyPlatformError,
  isMediaFetchRefusal,
  readErrorInOkAnswer,
  readPlatformError,
  type PlatformErrorDetail,
} from './classify-platform-error';

/** What failed, for messages: which platform, which call, and the values never to repeat. */
export interface FailureContext {
  platform: Platform;
  /** The call, worded to follow "X refused ...": "the authorization code", "the profile request". */
  operation: string;
  /** Tokens, secrets, codes and passwords sent with the request: redacted if the platform echoes them. */
  secrets: readonly string[];
}

const MAX_PLATFORM_TEXT = 500;

/** A non-OK answer, or an OK answer carrying an error; null when the OK answer is a success. */
export function failureFromAnswer(
  context: FailureContext,
  status: number,
  ok: boolean,
  body: unknown,
): PlatformError | null {
  const detail = ok ? readErrorInOkAnswer(body) : readPlatformError(body);
  if (ok && detail === null) return null;
  const errorClass = classifyPlatformError(context.platform, ok ? null : status, detail);
  const label = PLATFORM_LABELS[context.platform];
  const said = platformText(context, detail);
  const httpStatus = ok ? '' : ` (HTTP ${status})`;
  let message: string;
  if (errorClass === 'rate_limited') {
    message = `${label} rate-limited ${context.operation}${said ? `: ${said}` : httpStatus}`;
  } else if (!ok && status >= 500) {
    message = `${label} had a server error on ${context.operation}${httpStatus}${said ? `: ${said}` : ''}`;
  } else {
    message = `${label} refused ${context.operation}${said ? `: ${said}` : httpStatus}`;
  }
  const error = new PlatformError(context.platform, errorClass, message, status);
  error.mediaFetch =
    errorClass === 'invalid_content' && isMediaFetchRefusal(context.platform, detail);
  return error;
}

/** A request that got no answer: timeout or network failure. Both are worth retrying. */
export function failureFromTransport(
  context: FailureContext,
  error: unknown,
  timeoutMs: number,
): PlatformError {
  const label = PLATFORM_LABELS[context.platform];
  if (isTimeout(error)) {
    const limit = timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`;
    return new PlatformError(
      context.platform,
      'transient',
      `${label} did not answer ${context.operation} within ${limit}`,
    );
  }
  // The reason (ECONNREFUSED, ENOTFOUND...) is the error's code, or its cause's.
  const code = systemCode(error) ?? systemCode(error instanceof Error ? error.cause : undefined);
  const failure = new PlatformError(
    context.platform,
    'transient',
    `${label} could not be reached for ${context.operation}${code ? ` (${code})` : ''}`,
  );
  failure.notSent = code !== null && NO_CONNECTION.has(code);
  return failure;
}

/**
 * undici's limits on the wait for an answer and for each part of it: the only time limits a
 * platform request has (`platform-request.ts`, ADR 0079; no AbortSignal is passed).
 */
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function isTimeout(error: unknown): boolean {
  return error instanceof Error && TIMEOUTS.has((error as { code?: unknown }).code as string);
}

/**
 * Failures to open a connection at all: no byte of the request was sent. A reset or a closed socket
 * is not among them: the request may have reached the platform before the connection broke.
 */
const NO_CONNECTION = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function systemCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** An OK answer whose shape is not what the contract promises (`where`: "data.id: expected string"). */
export function failureFromShape(context: FailureContext, where: string): PlatformError {
  const label = PLATFORM_LABELS[context.platform];
  return new PlatformError(
    context.platform,
    'unknown',
    `${label} answered ${context.operation} in an unexpected shape (${where})`,
  );
}

function platformText(context: FailureContext, detail: PlatformErrorDetail | null): string | null {
  const raw = detail?.text ?? detail?.code ?? null;
  if (raw === null) return null;
  let text = raw;
  for (const secret of context.secrets) {
    if (secret.length >= 4) text = text.split(secret).join('[redacted]');
  }
  // A URL's query string can carry a token: keep only where it points.
  text = text.replace(/(https?:\/\/[^\s?#]+)[?#]\S*/g, '$1');
  return text.length > MAX_PLATFORM_TEXT ? `${text.slice(0, MAX_PLATFORM_TEXT)}…` : text;
}
