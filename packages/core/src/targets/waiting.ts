import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { postTargets } from '@fanout/db/schema';
import type { TargetState } from '@fanout/shared';

/**
 * A target still on its way to its platform: scheduled, or taken by a run (which may have released
 * it for a retry). Only these show a wait (`next_try_at`, `wait_reason`, ADR 0033), hold credits as
 * "scheduled" posts, keep their media in use and fill the scheduled list.
 */
export const WAITING_STATES = ['scheduled', 'publishing'] as const satisfies readonly TargetState[];

// Literals, never parameters: a prepared statement's generic plan then still matches the partial
// index `post_targets_waiting_idx` (list-posts.ts, get-stats.ts).
const WAITING_LIST = sql.raw(WAITING_STATES.map((state) => `'${state}'`).join(', '));

/** `<state> in ('scheduled', 'publishing')`, of `post_targets.state` unless another column is given. */
export function isWaiting(state: SQLWrapper = postTargets.state): SQL {
  return sql`${state} in (${WAITING_LIST})`;
}

/** When a waiting target is due: its time, or its next try when that is later (ADR 0033). */
export function dueOrNextTry(): SQL {
  return sql`greatest(${postTargets.dueAt}, ${postTargets.nextTryAt})`;
}

/**
 * When a target may next be tried (the sweeper): a scheduled one at `dueOrNextTry`; a released one
 * (publishing, lease over) only has its next try, a dead worker's claim neither (now, -infinity).
 */
export function nextTryTime(): SQL {
  return sql`(case when ${postTargets.state} = 'scheduled'
    then ${dueOrNextTry()}
    else coalesce(${postTargets.nextTryAt}, '-infinity') end)`;
}
