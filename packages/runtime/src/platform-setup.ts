import { createTokenVault, type TokenVault } from '@fanout/core/accounts';
import {
  LIVE_HOSTS,
  OAUTH_PLATFORMS,
  sandboxHosts,
  type PlatformCredentials,
  type PlatformHosts,
} from '@fanout/platforms';
import { deriveKey } from './app-secret';
import type { AppConfig } from './config';

/** Where platform clients send requests, and with which app credentials, in the configured mode. */
export function platformConnection(config: AppConfig): {
  hosts: PlatformHosts;
  credentials: PlatformCredentials;
  linkedInReadPosts: boolean;
  linkedInPostAnalytics: boolean;
} {
  const { linkedInReadPosts, linkedInPostAnalytics } = config.platforms;
  const linkedIn = { linkedInReadPosts, linkedInPostAnalytics };
  if (config.platforms.mode === 'live') {
    return { hosts: LIVE_HOSTS, credentials: config.platforms.credentials, ...linkedIn };
  }
  const credentials: PlatformCredentials = {};
  for (const platform of OAUTH_PLATFORMS) {
    credentials[platform] = {
      clientId: `sandbox-${platform}`,
      clientSecret: `sandbox-secret-${platform}`,
    };
  }
  return { hosts: sandboxHosts(`${config.publicUrl}/sandbox`), credentials, ...linkedIn };
}

/**
 * The token vault: TOKEN_ENCRYPTION_KEYS when set (rotation: put the new key first, run
 * `pnpm tokens:reencrypt`, then drop the old one); otherwise one key `app` derived from APP_SECRET.
 * The derived key stays available for decryption, so moving from the default to explicit keys is
 * the same rotation.
 */
export function createVault(config: AppConfig, secret: Buffer): TokenVault {
  const derived = { id: 'app', key: deriveKey(secret, 'token-vault') };
  const configured = config.tokenKeys ?? [];
  const keys = configured.some((key) => key.id === derived.id)
    ? configured
    : [...configured, derived];
  return createTokenVault(keys);
}
