import type { AccountsSearch } from './accounts-search';
import { platformName } from './platform-meta';

export interface OAuthReturnToast {
  title: string;
  message: string;
  color: 'green' | 'red';
}

/** What the server may send back in `connectError` (web contract). */
type PlatformWording = { inSentence: string; atStart: string };
const FALLBACKS = new Map<string, (platform: PlatformWording) => string>([
  ['access_denied', ({ inSentence }) => `You declined the authorization on ${inSentence}.`],
  ['state_expired', () => 'The connection request expired. Please try again.'],
  ['state_invalid', () => 'The connection request was not valid. Please try again.'],
  ['platform_error', ({ atStart }) => `${atStart} returned an error.`],
]);

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

/**
 * The toast for a return from a platform's authorization page, or null when the URL carries no
 * result. The server's own message wins; the fallbacks cover a redirect without one.
 */
export function oauthReturnToast(search: AccountsSearch): OAuthReturnToast | null {
  if (search.connected !== undefined) {
    return {
      title: 'Account connected',
      message: `${platformName(search.connected)} account connected`,
      color: 'green',
    };
  }
  if (search.connectError === undefined) return null;

  const named = search.platform === undefined ? undefined : platformName(search.platform);
  const fallback = FALLBACKS.get(search.connectError);
  const message =
    search.message ??
    (fallback === undefined
      ? UNKNOWN_FAILURE
      : fallback({ inSentence: named ?? 'the platform', atStart: named ?? 'The platform' }));
  return { title: 'Failed to connect account', message, color: 'red' };
}
