import { aiGenerations, aiMediaGenerations } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Actor } from '../access';
import { nowOf, type CoreConfig, type CoreDeps } from '../deps';

/** AI generations a user may start per rolling hour when the configuration says nothing. */
export const DEFAULT_AI_RATE_LIMIT_PER_HOUR = 60;

const HOUR_MS = 3_600_000;

type LimitDeps = Pick<CoreDeps, 'now'> & {
  /** The database, or the transaction holding the user's generation lock. */
  db: Pick<CoreDeps['db'], 'select'>;
  config: Pick<CoreConfig, 'ai'>;
};

/**
 * Refuses the call when the user already has `limit` generations in the last hour (0: no limit):
 * those recorded in ai_generations, plus library media accepted but not run yet (queued or
 * running), which are recorded only when they end and would otherwise let a burst of queued
 * generations pass the limit. Two indexed reads: the pending count, then the
 * (limit − pending)-th most recent record of the hour, which says both that the user is at the
 * limit and when a slot frees up.
 *
 * Text generations still running are not recorded yet, so concurrent text requests can pass the
 * check together (ADR 0025); media requests take the check under a per-user lock
 * (`requestMediaGeneration`), so a burst of them cannot.
 */
export async function checkGenerationLimit(deps: LimitDeps, actor: Actor): Promise<void> {
  const limit = deps.config.ai?.rateLimitPerHour ?? DEFAULT_AI_RATE_LIMIT_PER_HOUR;
  if (limit <= 0) return;
  const now = nowOf(deps);
  const [pendingRow] = await deps.db
    .select({ pending: count() })
    .from(aiMediaGenerations)
    .where(
      and(
        eq(aiMediaGenerations.userId, actor.userId),
        inArray(aiMediaGenerations.status, ['queued', 'running']),
      ),
    );
  const pending = pendingRow?.pending ?? 0;
  // With `limit` or more pending, no record leaving the window frees a slot: each pending one is
  // recorded when it has run, and counts for an hour from then.
  let waitMs = HOUR_MS;
  if (pending < limit) {
    const [oldestCounted] = await deps.db
      .select({ createdAt: aiGenerations.createdAt })
      .from(aiGenerations)
      .where(
        and(
          eq(aiGenerations.userId, actor.userId),
          gt(aiGenerations.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(desc(aiGenerations.createdAt))
      .offset(limit - pending - 1)
      .limit(1);
    if (!oldestCounted) return;
    waitMs = oldestCounted.createdAt.getTime() + HOUR_MS - now.getTime();
  }
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `You have reached the limit of ${limit} AI generations per hour: try again in ${minutes} ${
      minutes === 1 ? 'minute' : 'minutes'
    }`,
  );
}
