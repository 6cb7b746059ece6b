import { PLATFORM_LABELS } from '@fanout/shared';
import type { OAuthPlatform } from '../platform-hosts';

/** The browser URL of a consent page: `url` (host + path) with `params` as its query string. */
export function authorizeUrl(url: string, params: Record<string, string>): string {
  const result = new URL(url);
  for (const [name, value] of Object.entries(params)) result.searchParams.set(name, value);
  return result.toString();
}

/** PKCE platforms cannot start or finish a flow without the pair; a missing one is a caller bug. */
export function requirePkce(
  platform: OAuthPlatform,
  value: string | undefined,
  name: string,
): string {
  if (value) return value;
  throw new Error(`${PLATFORM_LABELS[platform]} uses PKCE: pass ${name}`);
}
