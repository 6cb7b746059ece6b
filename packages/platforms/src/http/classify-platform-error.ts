import type { Platform } from '@fanout/shared';
import type { PlatformErrorClass } from '../platform-client';

/** What a platform said went wrong, whatever its error dialect. */
export interface PlatformErrorDetail {
  /** The machine code: OAuth `error`, XRPC `error`, TikTok `error.code`, Meta `error.code`, Google reason. */
  code: string | null;
  /** The human text: `error_description`, `error.message`, XRPC/LinkedIn/Pinterest `message`, X `detail`. */
  text: string | null;
  /** Meta marks temporary failures with `is_transient: true`. */
  transient: boolean;
  /** Meta's `error_subcode` (2207052: the media download failed); null elsewhere. */
  subcode?: string | null;
}

// Codes meaning the token or grant is no longer good: reconnecting is the only fix.
const AUTH_CODES = new Set([
  'invalid_grant',
  'invalid_token',
  'invalid_client',
  'unauthorized_client',
  'access_token_invalid',
  'scope_not_authorized',
  'InvalidToken',
  'AuthenticationRequired',
]);
// Codes meaning "slow down", some of which arrive as 400 (Meta) or 403 (Google) rather than 429.
const RATE_LIMIT_CODES = new Set([
  'rate_limit_exceeded',
  'RateLimitExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'quotaExceeded',
]);
// Meta's numeric codes: 190/102 dead session, 4/17/32/613/80001+ throttling.
const META_AUTH_CODES = new Set(['190', '102']);
const META_RATE_LIMIT_CODES = new Set(['4', '17', '32', '613', '80001', '80002', '80004', '80005']);
const META_PLATFORMS: ReadonlySet<Platform> = new Set(['facebook', 'instagram', 'threads']);
// Errors carried by an OK answer have no telling status; these codes say it is the request.
const INVALID_REQUEST_CODES = new Set(['invalid_request', 'invalid_params', 'InvalidRequest']);
const TRANSIENT_CODES = new Set(['internal_error', 'server_error', 'temporarily_unavailable']);

/**
 * The one classifier: every non-OK answer (status) and every OK answer carrying an error (status null)
 * from any of the nine platforms becomes one of the five classes here.
 */
export function classifyPlatformError(
  platform: Platform,
  status: number | null,
  detail: PlatformErrorDetail | null,
): PlatformErrorClass {
  const code = detail?.code ?? null;
  if (code !== null) {
    const isMeta = META_PLATFORMS.has(platform);
    if (AUTH_CODES.has(code) || /expired/i.test(code) || (isMeta && META_AUTH_CODES.has(code))) {
      return 'auth';
    }
    if (RATE_LIMIT_CODES.has(code) || (isMeta && META_RATE_LIMIT_CODES.has(code))) {
      return 'rate_limited';
    }
  }
  if (detail?.transient === true) return 'transient';
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limited';
  if (status === 400 || status === 422) return 'invalid_content';
  if (status !== null && status >= 500) return 'transient';
  if (status === null && code !== null) {
    if (INVALID_REQUEST_CODES.has(code)) return 'invalid_content';
    if (TRANSIENT_CODES.has(code)) return 'transient';
  }
  return 'unknown';
}

// Meta's documented "Media download has failed" (platform-apis.md): code 9004, subcode 2207052.
const META_MEDIA_FETCH_CODE = '9004';
const META_MEDIA_FETCH_SUBCODE = '2207052';
// Pinterest refuses a Pin whose image URL it could not pull with code 1 naming the URL field.
const PINTEREST_MEDIA_URL_FIELD = /media_source\.(url|items\[\d+\]\.url)\b/;

/**
 * Whether the refusal says the platform could not pull a media file from the URL we gave it
 * (Instagram, Threads and Facebook url photos/videos, Pinterest image URLs). Such a refusal does not
 * say whose fault it was: core checks our own URL before deciding (ADR 0035).
 */
export function isMediaFetchRefusal(
  platform: Platform,
  detail: PlatformErrorDetail | null,
): boolean {
  if (detail === null) return false;
  if (META_PLATFORMS.has(platform)) {
    return detail.code === META_MEDIA_FETCH_CODE || detail.subcode === META_MEDIA_FETCH_SUBCODE;
  }
  if (platform === 'pinterest') {
    return detail.code === '1' && PINTEREST_MEDIA_URL_FIELD.test(detail.text ?? '');
  }
  return false;
}

/** Reads the error out of a non-OK answer body in any of the platforms' dialects. */
export function readPlatformError(body: unknown): PlatformErrorDetail | null {
  if (!isRecord(body)) return null;
  const fromErrorField = readErrorField(body);
  if (fromErrorField) return fromErrorField;
  // LinkedIn `{message, serviceErrorCode}`, Pinterest `{code, message}`, X `{title, detail, type}`.
  const firstError = Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : {};
  const text =
    stringOrNull(body.message) ??
    stringOrNull(body.detail) ??
    stringOrNull(body.title) ??
    stringOrNull(firstError.message);
  const code = codeOrNull(body.serviceErrorCode) ?? codeOrNull(body.code) ?? codeOrNull(body.title);
  return text === null && code === null ? null : { code, text, transient: false };
}

/**
 * The error an OK (2xx) answer may still carry: TikTok's `error.code` other than "ok", an OAuth
 * `error` string (TikTok's token endpoint), a Meta error object. Null when the answer is a success.
 */
export function readErrorInOkAnswer(body: unknown): PlatformErrorDetail | null {
  return isRecord(body) ? readErrorField(body) : null;
}

function readErrorField(body: Record<string, unknown>): PlatformErrorDetail | null {
  const { error } = body;
  if (typeof error === 'string' && error !== '') {
    // OAuth `{error, error_description}`, XRPC `{error, message}`.
    const text = stringOrNull(body.error_description) ?? stringOrNull(body.message);
    return { code: error, text, transient: false };
  }
  if (isRecord(error)) {
    // TikTok `{code: "ok"}` is its success marker.
    if (error.code === 'ok') return null;
    const reasons = Array.isArray(error.errors) && isRecord(error.errors[0]) ? error.errors[0] : {};
    // Google puts the HTTP status in `code` and the meaning in `errors[0].reason`.
    const code = codeOrNull(reasons.reason) ?? codeOrNull(error.code);
    const text = stringOrNull(error.message) ?? stringOrNull(error.error_user_msg);
    if (code === null && text === null) return null;
    return {
      code,
      text,
      transient: error.is_transient === true,
      subcode: codeOrNull(error.error_subcode),
    };
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function codeOrNull(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return stringOrNull(value);
}
