import { eq } from 'drizzle-orm';
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

function throttledError(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-ins for this account. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}

/**
 * Per-account sign-in throttle (ADR 0028), beside the per-IP rate limit: password guessing spread
 * over many addresses still meets the limit on each one. Keyed by the email's hash whether or not
 * it has an account, so a throttled answer says nothing about which addresses exist. In PostgreSQL,
 * so it holds across servers without Redis.
 *
 * An attempt is counted as a failure before its password is checked, under the row's lock, and
 * `clearSignInFailures` takes it back when the password matched: guesses sent all at once take
 * their turns, and the one that reaches the limit locks out those behind it. (Counting only after
 * the check let every guess that arrived before the first failure was written pass, however
 * many.) Refused while the account is locked.
 */
export async function claimSignInAttempt(deps: CoreDeps, email: string): Promise<void> {
  const now = nowOf(deps);
  const emailHash = hashSecret(email);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(signInFailures)
      .values({ emailHash, failures: 0, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ failures: signInFailures.failures, lockedUntil: signInFailures.lockedUntil })
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, emailHash))
      .for('update');
    if (row?.lockedUntil && row.lockedUntil > now) throw throttledError(row.lockedUntil, now);
    const failures = (row?.failures ?? 0) + 1;
    const delay = throttleDelayMs(failures);
    await tx
      .update(signInFailures)
      .set({
        failures,
        updatedAt: now,
        lockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
      })
      .where(eq(signInFailures.emailHash, emailHash));
  });
}

/** The attempt was the account's: its password matched, so nothing counts against it any more. */
export async function clearSignInFailures(deps: CoreDeps, email: string): Promise<void> {
  await deps.db.delete(signInFailures).where(eq(signInFailures.emailHash, hashSecret(email)));
}
