import { PlatformError } from '../platform-client';
import type { OAuthPlatform } from '../platform-hosts';
import { PLATFORM_LABELS } from '@fanout/shared';

/** Platforms that refresh with a refresh token cannot without one: the account must reconnect. */
export function requireRefreshToken(
  platform: OAuthPlatform,
  tokens: { refreshToken: string | null },
): string {
  if (tokens.refreshToken) return tokens.refreshToken;
  throw new PlatformError(
    platform,
    'auth',
    `${PLATFORM_LABELS[platform]} gave no refresh token for this account: reconnect it`,
  );
}
