import { CREDENTIAL_ENV_NAMES, PLATFORM_LABELS, type OAuthPlatform } from '@fanout/shared';
import { PlatformError, type PlatformCredentials } from '../platform-client';

/** One platform's app: its client id (TikTok: client key) and secret. */
export type AppCredentials = { clientId: string; clientSecret: string };

/**
 * The platform's app credentials, or an 'auth' PlatformError naming the variables to set. Called at
 * the start of every client method, so an unconfigured platform fails on use, not at startup.
 */
export function requireCredentials(
  platform: OAuthPlatform,
  credentials: PlatformCredentials,
): AppCredentials {
  const found = credentials[platform];
  if (found && found.clientId !== '' && found.clientSecret !== '') return found;
  const env = CREDENTIAL_ENV_NAMES[platform];
  throw new PlatformError(
    platform,
    'auth',
    `${PLATFORM_LABELS[platform]} is not configured: set ${env.id} and ${env.secret}`,
  );
}
