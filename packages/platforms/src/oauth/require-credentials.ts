import { PlatformError, type PlatformCredentials } from '../platform-client';
import type { OAuthPlatform } from '../platform-hosts';
import { PLATFORM_LABELS } from '../platform-labels';

/** The environment variables an operator sets to configure each platform's app. */
export const CREDENTIAL_ENV_NAMES: Record<OAuthPlatform, { id: string; secret: string }> = {
  linkedin: { id: 'LINKEDIN_CLIENT_ID', secret: 'LINKEDIN_CLIENT_SECRET' },
  twitter: { id: 'X_CLIENT_ID', secret: 'X_CLIENT_SECRET' },
  threads: { id: 'THREADS_APP_ID', secret: 'THREADS_APP_SECRET' },
  youtube: { id: 'GOOGLE_CLIENT_ID', secret: 'GOOGLE_CLIENT_SECRET' },
  facebook: { id: 'FACEBOOK_APP_ID', secret: 'FACEBOOK_APP_SECRET' },
  instagram: { id: 'FACEBOOK_APP_ID', secret: 'FACEBOOK_APP_SECRET' },
  pinterest: { id: 'PINTEREST_APP_ID', secret: 'PINTEREST_APP_SECRET' },
  tiktok: { id: 'TIKTOK_CLIENT_KEY', secret: 'TIKTOK_CLIENT_SECRET' },
};

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
