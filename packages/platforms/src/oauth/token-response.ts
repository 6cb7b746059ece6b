import { z } from 'zod';
import type { PlatformTokens } from '../platform-client';

// Lifetimes arrive as numbers, and from some endpoints as numeric strings.
const seconds = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/** The OAuth token answer, as every platform's token endpoint shapes it (extra fields ignored). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).nullish(),
  expires_in: seconds.nullish(),
  /** LinkedIn, Pinterest. */
  refresh_token_expires_in: seconds.nullish(),
  /** TikTok. */
  refresh_expires_in: seconds.nullish(),
  scope: z.string().nullish(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

/**
 * Normalises a token answer. `refreshToken` is null when the answer has none: after a refresh the
 * caller keeps the one it has (YouTube, Threads, Facebook, Instagram never send a new one).
 * `scopes` is empty when the platform does not say what it granted.
 */
export function toPlatformTokens(answer: TokenResponse, now = new Date()): PlatformTokens {
  const refreshExpiresIn = answer.refresh_token_expires_in ?? answer.refresh_expires_in ?? null;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: secondsFrom(now, answer.expires_in ?? null),
    refreshTokenExpiresAt: secondsFrom(now, refreshExpiresIn),
    scopes: splitScopes(answer.scope ?? null),
  };
}

/** Scopes come space-separated (OAuth) or comma-separated (Meta, Pinterest, TikTok). */
export function splitScopes(scope: string | null): string[] {
  return (scope ?? '').split(/[\s,]+/).filter((name) => name !== '');
}

function secondsFrom(now: Date, seconds: number | null): Date | null {
  return seconds === null ? null : new Date(now.getTime() + seconds * 1000);
}
