import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { postTargets } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';
import type { PublishingSettings } from './publishing-settings';

type Executor = Pick<CoreDeps['db'], 'execute'>;

// Up to a tenth more than the schedule says, so targets that failed together do not retry in lockstep.
const JITTER = 0.1;

/**
 * When a target that failed temporarily for the `retries`-th time (1: the first) is tried next:
 * its retry schedule's wait from now, plus a little jitter (ADR 0033). Null when the schedule is
 * spent or the next try would fall beyond the lateness window (the target fails now instead of
 * being tried too late to matter).
 */
export function nextTryAfterFailure(
  settings: Pick<PublishingSettings, 'retryScheduleMs' | 'latenessWindowMs'>,
  target: { retries: number; dueAt: Date | null },
  now: Date,
  random: () => number = Math.random,
): Date | null {
  const wait = settings.retryScheduleMs[target.retries - 1];
  if (wait === undefined) return null;
  const at = new Date(now.getTime() + Math.round(wait * (1 + JITTER * random())));
  return withinLatenessWindow(settings, target, at) ? at : null;
}

export function withinLatenessWindow(
  settings: Pick<PublishingSettings, 'latenessWindowMs'>,
  target: { dueAt: Date | null },
  at: Date,
): boolean {
  return !target.dueAt || at.getTime() <= target.dueAt.getTime() + settings.latenessWindowMs;
}

/**
 * An account is paused until `until`: its targets that would be tried before then show the pause
 * (wait reason `rate_limit`, next try `until`) — scheduled ones due before it, and publishing ones
 * released for a retry (expired lease). A retry already set later than the pause keeps its own
 * time; a scheduled target marked by an earlier, longer pause and due after this one is cleared.
 * Running runs (live lease) are left alone: they record their own outcome.
 */
export async function markAccountTargetsWaiting(
  executor: Executor,
  accountId: string,
  until: Date,
  now: Date,
): Promise<void> {
  const at = sql`${until.toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const clears = sql`(${postTargets.state} = 'scheduled' and ${postTargets.dueAt} >= ${at})`;
  const keepsRetry = sql`(${postTargets.waitReason} = 'retry' and ${postTargets.nextTryAt} > ${at})`;
  await executor.execute(sql`
    update ${postTargets} set
      next_try_at = case when ${clears} then null when ${keepsRetry} then ${postTargets.nextTryAt} else ${at} end,
      wait_reason = case when ${clears} then null when ${keepsRetry} then 'retry' else 'rate_limit' end,
      updated_at = ${nowSql}
    where ${postTargets.socialAccountId} = ${accountId}
      and ${postTargets.state} in ('scheduled', 'publishing')
      and ((${postTargets.state} = 'scheduled' and (${postTargets.dueAt} < ${at} or ${postTargets.waitReason} = 'rate_limit'))
        or (${postTargets.state} = 'publishing' and ${postTargets.leaseExpiresAt} <= ${nowSql}))`);
}

/**
 * A scheduled target found its account paused at its claim (scheduled after the pause began): it
 * shows the pause too. Rare; cheap when already marked.
 */
export async function markTargetWaiting(
  deps: Pick<CoreDeps, 'db'>,
  targetId: string,
  until: Date,
): Promise<void> {
  await deps.db
    .update(postTargets)
    .set({ nextTryAt: until, waitReason: 'rate_limit' })
    .where(
      and(
        eq(postTargets.id, targetId),
        eq(postTargets.state, 'scheduled'),
        or(isNull(postTargets.nextTryAt), ne(postTargets.nextTryAt, until)),
      ),
    );
}
