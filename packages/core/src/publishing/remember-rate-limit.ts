import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '@fanout/db/sql-arrays';
import { socialAccounts } from '@fanout/db/schema';
import { PLATFORM_LABELS, type Platform } from '@fanout/shared';
import { PlatformError, type RateLimitState } from '@fanout/platforms';
import { nowOf, type CoreDeps } from '../deps';
import { addNotification } from '../notifications/add-notification';
import { markAccountTargetsWaiting } from '../targets';
import { publishingSettings } from './publishing-settings';

/**
 * Remembers, per account, until when the platform asked us to wait, and returns that time (null
 * when it asked for nothing). A 429 with a reset time (Retry-After, a reset header) pauses the
 * account until then; one without is probed (ADR 0033): the pause grows with each consecutive
 * refused probe — the probe schedule (1 min, 5 min, 15 min, 1 h), then the platform's daily reset —
 * and a success starts over (record-outcome.ts). An answer saying no calls remain pauses until its
 * reset. Runs refused while the account is already paused (a burst that met the same limit) do not
 * step the probe: only the first call after a pause is a probe.
 *
 * The account's waiting targets show the pause (target-waits.ts), and the owner is told once per
 * run of pauses (until a success), not once per target.
 */
export async function rememberRateLimit(
  deps: CoreDeps,
  account: { id: string; platform: Platform },
  lastSeen: RateLimitState | null,
  error: unknown,
): Promise<Date | null> {
  const refused = error instanceof PlatformError && error.errorClass === 'rate_limited';
  const told = refused ? (error.retryAt ?? lastSeen?.resetAt ?? null) : null;
  if (!refused && !(lastSeen?.remaining === 0 && lastSeen.resetAt)) return null;

  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ownerId: socialAccounts.ownerId,
        name: socialAccounts.platformUsername,
        until: socialAccounts.rateLimitedUntil,
        step: socialAccounts.rateLimitProbeStep,
        since: socialAccounts.rateLimitedSince,
      })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id))
      .for('update');
    if (!row) return null;
    const pausedNow = row.until !== null && row.until > now;

    let until: Date;
    let step = row.step;
    if (told || !refused) {
      until = told ?? lastSeen?.resetAt ?? now;
    } else if (pausedNow && row.until) {
      // Refused during a pause another run already set: the same limit, not a new probe.
      until = row.until;
    } else {
      until = probeEnd(deps, account.platform, step, now);
      step += 1;
    }
    if (until <= now) return null;

    await tx
      .update(socialAccounts)
      .set({
        rateLimitedUntil: until,
        rateLimitProbeStep: step,
        rateLimitedSince: row.since ?? now,
      })
      .where(eq(socialAccounts.id, account.id));
    await markAccountTargetsWaiting(tx, account.id, until, now);
    if (row.since === null) {
      const label = PLATFORM_LABELS[account.platform] ?? account.platform;
      await addNotification(tx, {
        userId: row.ownerId,
        kind: 'account_rate_limited',
        title: `${label} paused publishing for @${row.name}`,
        body: `${label} asked Fanout to slow down. The posts to this account wait and go out by themselves once ${label} allows it; the account card and each waiting post show the next try.`,
      });
    }
    return until;
  });
}

/** The pause after the probe at `step` (0: the first 429 without a reset time) was refused. */
function probeEnd(deps: CoreDeps, platform: Platform, step: number, now: Date): Date {
  const probes = publishingSettings(deps).rateLimitProbesMs;
  const wait = probes[step];
  if (wait !== undefined) return new Date(now.getTime() + wait);
  const daily = deps.publishers[platform]?.dailyResetAt?.(now);
  return daily && daily > now ? daily : new Date(now.getTime() + (probes.at(-1) ?? 3_600_000));
}

/**
 * A call of the account went through: its probing starts over and the run of pauses ends (the
 * next pause notifies again). One statement for the accounts of many runs; cheap when none was
 * paused (no row qualifies).
 */
export async function forgetRateLimitProbes(
  executor: Pick<CoreDeps['db'], 'execute'>,
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await executor.execute(sql`
    update ${socialAccounts} set rate_limit_probe_step = 0, rate_limited_since = null
    where ${and(
      anyOf(socialAccounts.id, accountIds),
      sql`(${socialAccounts.rateLimitProbeStep} > 0 or ${socialAccounts.rateLimitedSince} is not null)`,
    )}`);
}
