import { PLATFORMS, type Platform } from './platforms';

/** Platforms connected through an OAuth redirect (Bluesky uses an app password instead). */
export type OAuthPlatform = Exclude<Platform, 'bluesky'>;

export const OAUTH_PLATFORMS: readonly OAuthPlatform[] = PLATFORMS.filter(
  (platform): platform is OAuthPlatform => platform !== 'bluesky',
);

export function isOAuthPlatform(value: string): value is OAuthPlatform {
  return (OAUTH_PLATFORMS as readonly string[]).includes(value);
}

/**
 * The environment variables an operator sets to configure each platform's app (TikTok calls its
 * client id a client key; Instagram uses the Facebook app). The server's config schema reads these
 * names, and the "not configured" errors name them.
 */
export const CREDENTIAL_ENV_NAMES = {
  linkedin: { id: 'LINKEDIN_CLIENT_ID', secret: 'LINKEDIN_CLIENT_SECRET' },
  twitter: { id: 'X_CLIENT_ID', secret: 'X_CLIENT_SECRET' },
  threads: { id: 'THREADS_APP_ID', secret: 'THREADS_APP_SECRET' },
  youtube: { id: 'GOOGLE_CLIENT_ID', secret: 'GOOGLE_CLIENT_SECRET' },
  facebook: { id: 'FACEBOOK_APP_ID', secret: 'FACEBOOK_APP_SECRET' },
  instagram: { id: 'FACEBOOK_APP_ID', secret: 'FACEBOOK_APP_SECRET' },
  pinterest: { id: 'PINTEREST_APP_ID', secret: 'PINTEREST_APP_SECRET' },
  tiktok: { id: 'TIKTOK_CLIENT_KEY', secret: 'TIKTOK_CLIENT_SECRET' },
} as const satisfies Record<OAuthPlatform, { id: string; secret: string }>;

type CredentialPair = (typeof CREDENTIAL_ENV_NAMES)[OAuthPlatform];
export type CredentialEnvName = CredentialPair['id'] | CredentialPair['secret'];

/** Every credential variable once, in the order above. */
export const CREDENTIAL_ENV_VARIABLES: readonly CredentialEnvName[] = [
  ...new Set(Object.values(CREDENTIAL_ENV_NAMES).flatMap(({ id, secret }) => [id, secret])),
];
