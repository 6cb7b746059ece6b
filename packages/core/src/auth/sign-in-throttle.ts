import { eq, sql } from 'drizzle-orm';
import { signInFailures } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { hashSecret } from './session-token';

/** Failures in a row before an email is throttled; then 1 s, 2 s, 4 s … up to 15 minutes. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60_000;

export function throttleDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_FAILURES, 30));
}

/**
 * Per-account sign-in throttle (ADR 0028), beside the per-IP rate limit: password guessing spread
 * over many addresses still meets the limit on each one. Keyed by the email's hash whether or not
 * it has an account, so a throttled answer says nothing about which addresses exist. In PostgreSQL,
 * so it holds across servers without Redis.
 */
export async function assertSignInAllowed(deps: CoreDeps, email: string): Promise<void> {
  const [row] = await deps.db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.emailHash, hashSecret(email)));
  const now = nowOf(deps).getTime();
  if (row?.lockedUntil && row.lockedUntil.getTime() > now) {
    const seconds = Math.ceil((row.lockedUntil.getTime() - now) / 1000);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-ins for this account. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
}

export async function recordSignInFailure(deps: CoreDeps, email: string): Promise<void> {
  const now = nowOf(deps);
  const [row] = await deps.db
    .insert(signInFailures)
    .values({ emailHash: hashSecret(email), failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.emailHash,
      set: { failures: sql`${signInFailures.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: signInFailures.failures });
  const delay = throttleDelayMs(row?.failures ?? 0);
  if (delay > 0) {
    await deps.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(now.getTime() + delay) })
      .where(eq(signInFailures.emailHash, hashSecret(email)));
  }
}

export async function clearSignInFailures(deps: CoreDeps, email: string): Promise<void> {
  await deps.db.delete(signInFailures).where(eq(signInFailures.emailHash, hashSecret(email)));
}
