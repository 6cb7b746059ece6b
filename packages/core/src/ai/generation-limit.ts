import { aiGenerations } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Actor } from '../access';
import { nowOf, type CoreConfig, type CoreDeps } from '../deps';

/** AI generations a user may start per rolling hour when the configuration says nothing. */
export const DEFAULT_AI_RATE_LIMIT_PER_HOUR = 60;

const HOUR_MS = 3_600_000;

/**
 * Refuses the call when the user already has `limit` recorded generations in the last hour (0: no
 * limit). One indexed read on (user_id, created_at desc): the limit-th most recent row of the hour,
 * if there is one, says both that the user is at the limit and when a slot frees up.
 *
 * Generations still running are not recorded yet, so a burst of concurrent requests can pass the
 * check together: the limit is exceeded by at most the number of requests in flight (ADR 0025).
 */
export async function checkGenerationLimit(
  deps: Pick<CoreDeps, 'db' | 'now'> & { config: Pick<CoreConfig, 'ai'> },
  actor: Actor,
): Promise<void> {
  const limit = deps.config.ai?.rateLimitPerHour ?? DEFAULT_AI_RATE_LIMIT_PER_HOUR;
  if (limit <= 0) return;
  const now = nowOf(deps);
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
    .offset(limit - 1)
    .limit(1);
  if (!oldestCounted) return;
  const waitMs = oldestCounted.createdAt.getTime() + HOUR_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `You have reached the limit of ${limit} AI generations per hour: try again in ${minutes} ${
      minutes === 1 ? 'minute' : 'minutes'
    }`,
  );
}
