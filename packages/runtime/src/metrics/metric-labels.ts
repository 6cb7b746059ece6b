import { PLATFORMS } from '@fanout/shared';

/**
 * Label values are bounded (ADR 0072): every value comes from a list the code owns, anything else
 * is counted under "other". A label never carries an id, a URL, an address or a secret.
 */
const ERROR_CLASSES = [
  'auth',
  'rate_limited',
  'invalid_content',
  'transient',
  'unknown',
  'unconfirmed',
  'insufficient_credits',
] as const;
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function oneOf(value: string | null | undefined, known: readonly string[]): string {
  return value && known.includes(value) ? value : 'other';
}

export function platformLabel(platform: string): string {
  return oneOf(platform, PLATFORMS);
}

/** `none` for a success; the shared error classes; `other` for anything unforeseen. */
export function errorClassLabel(errorClass: string | null): string {
  return errorClass === null ? 'none' : oneOf(errorClass, ERROR_CLASSES);
}

export function methodLabel(method: string): string {
  return oneOf(method, HTTP_METHODS);
}

/** 2xx, 3xx, 4xx, 5xx. */
export function statusClassLabel(statusCode: number): string {
  return `${Math.min(5, Math.max(1, Math.floor(statusCode / 100)))}xx`;
}

/**
 * The route's pattern as registered (`/api/posts/:id`, never the requested path): one series per
 * route; a request no route matched (a 404, a scan) is `unmatched`.
 */
export function routeLabel(routePattern: string | undefined): string {
  return routePattern && routePattern.length <= 200 ? routePattern : 'unmatched';
}

/** "publishing sweep" → "publishing", "token refresh sweep" → "token_refresh". */
export function sweepLabel(name: string): string {
  return name
    .replace(/ sweep$/, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .toLowerCase();
}

/** A count's key as an action label: letters, digits and underscores only. */
export function actionLabel(action: string): string {
  return action
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[^a-z0-9]+/gi, '_')
    .toLowerCase();
}
