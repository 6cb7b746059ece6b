import type { SocialAccount } from '@fanout/shared';

/** Spec 000 §4/§9: an account not synced for 7 days is stale. */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export type HealthFields = Pick<SocialAccount, 'isActive' | 'lastSynced' | 'status'>;

/**
 * Spec 000 §4 (and the web contract): a connected account is healthy only if it is not
 * explicitly inactive, its last sync (when known) is under 7 days old, and the server has not
 * flagged it as needing attention. An unreadable sync date cannot prove freshness: unhealthy.
 */
export function isAccountHealthy(account: HealthFields, now: Date = new Date()): boolean {
  if (account.isActive === false) return false;
  if (account.status === 'needs_attention') return false;
  if (account.lastSynced === null) return true;
  const age = now.getTime() - new Date(account.lastSynced).getTime();
  return age < STALE_AFTER_MS;
}

/**
 * Why an account needs attention, for the warning badge: the server's own explanation when it
 * gave one, else the rule that failed. Null when the account is healthy.
 */
export function accountHealthWarning(
  account: HealthFields & Pick<SocialAccount, 'statusMessage'>,
  now: Date = new Date(),
): string | null {
  if (isAccountHealthy(account, now)) return null;
  if (account.statusMessage) return account.statusMessage;
  if (account.status === 'needs_attention') return 'Reconnect this account to keep posting.';
  if (account.isActive === false) return 'This account is inactive. Reconnect it to keep posting.';
  return 'Not synced for over 7 days. Reconnect it if posting fails.';
}
