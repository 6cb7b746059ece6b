import { eq } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import { PlatformError, type RateLimitState } from '@fanout/platforms';
import { nowOf, type CoreDeps } from '../deps';

// Without a reset time, a refused call waits this long before the account is used again.
const DEFAULT_PAUSE_MS = 60_000;

/**
 * Remembers, per account, until when the platform asked us to wait: after a 429 (its reset or
 * Retry-After, else a minute), or when an answer said no calls remain in the window. Later runs
 * for the account wait for it instead of spending a try.
 */
export async function rememberRateLimit(
  deps: CoreDeps,
  accountId: string,
  lastSeen: RateLimitState | null,
  error: unknown,
): Promise<void> {
  const now = nowOf(deps);
  let until: Date | null = null;
  if (error instanceof PlatformError && error.errorClass === 'rate_limited') {
    until = error.retryAt ?? lastSeen?.resetAt ?? new Date(now.getTime() + DEFAULT_PAUSE_MS);
  } else if (lastSeen?.remaining === 0 && lastSeen.resetAt) {
    until = lastSeen.resetAt;
  }
  if (!until || until <= now) return;
  await deps.db
    .update(socialAccounts)
    .set({ rateLimitedUntil: until })
    .where(eq(socialAccounts.id, accountId));
}
