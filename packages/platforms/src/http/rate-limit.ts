import type { AnswerHeaders } from './platform-request';
/** What a platform's answer said about the account's remaining calls. */
export interface RateLimitState {
  /** Calls left in the window; null when the answer did not say. */
  remaining: number | null;
  /** When the window resets (or when calls may resume after a 429); null when the answer did not say. */
  resetAt: Date | null;
}

/** Receives the rate-limit state of every answer that carries one (the publishing service keeps it per account). */
export interface RateLimitSink {
  observe(state: RateLimitState): void;
}

// Meta's usage headers say "estimated_time_to_regain_access" in minutes once a limit is hit.
const META_USAGE_HEADERS = ['x-business-use-case-usage', 'x-app-usage'];

/**
 * Reads the rate-limit headers of any of the nine platforms: X `x-rate-limit-*` (reset in epoch
 * seconds), Pinterest `x-ratelimit-*`, Bluesky `ratelimit-*` (reset in epoch seconds), Meta's usage
 * JSON, and `retry-after` (seconds or an HTTP date) wherever it appears. Null when none is present.
 */
export function readRateLimit(
  headers: AnswerHeaders,
  now: Date = new Date(),
): RateLimitState | null {
  const remaining = firstNumber(headers, [
    'x-rate-limit-remaining',
    'x-ratelimit-remaining',
    'ratelimit-remaining',
  ]);
  let resetAt: Date | null = null;
  const resetEpoch = firstNumber(headers, [
    'x-rate-limit-reset',
    'ratelimit-reset',
    'x-ratelimit-reset',
  ]);
  if (resetEpoch !== null) resetAt = epochOrDelta(resetEpoch, now);
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) resetAt = laterOf(resetAt, parseRetryAfter(retryAfter, now));
  for (const name of META_USAGE_HEADERS) {
    const minutes = metaRegainMinutes(headers.get(name));
    if (minutes !== null) resetAt = laterOf(resetAt, new Date(now.getTime() + minutes * 60_000));
  }
  if (remaining === null && resetAt === null) return null;
  return { remaining, resetAt };
}

function firstNumber(headers: AnswerHeaders, names: readonly string[]): number | null {
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null && value.trim() !== '' && Number.isFinite(Number(value)))
      return Number(value);
  }
  return null;
}

// Epoch seconds are large; small values are seconds from now (some hosts send a delta).
function epochOrDelta(value: number, now: Date): Date {
  return value > 1_000_000_000 ? new Date(value * 1000) : new Date(now.getTime() + value * 1000);
}

function parseRetryAfter(value: string, now: Date): Date | null {
  const seconds = Number(value);
  if (value.trim() !== '' && Number.isFinite(seconds))
    return new Date(now.getTime() + seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : new Date(date);
}

function metaRegainMinutes(value: string | null): number | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    // x-business-use-case-usage: {"<id>": [{..., estimated_time_to_regain_access}]}; x-app-usage: {...}.
    const entries = Array.isArray(parsed)
      ? parsed
      : typeof parsed === 'object' && parsed !== null
        ? Object.values(parsed).flat()
        : [];
    let most: number | null = null;
    for (const entry of [parsed, ...entries]) {
      if (
        typeof entry === 'object' &&
        entry !== null &&
        'estimated_time_to_regain_access' in entry
      ) {
        const minutes = Number(entry.estimated_time_to_regain_access);
        if (Number.isFinite(minutes) && minutes > 0) most = Math.max(most ?? 0, minutes);
      }
    }
    return most;
  } catch {
    return null;
  }
}

function laterOf(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}
