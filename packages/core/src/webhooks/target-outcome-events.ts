import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import type { PostTargetRow } from '@fanout/db/schema';
import { webhookOutboxCtes } from './webhook-outbox';

/**
 * The webhook events of targets that just ended (ADR 0094): `target.published`, `target.failed`,
 * `target.unconfirmed`, in the statement (or transaction) that ends them. `ended` names a CTE (or
 * a VALUES list) with the columns of ENDED_COLUMNS, each row a target as it is now. The CTEs are
 * named `target_outcome_*`, for the caller's statement. A post's own outcome needs its other
 * targets as committed, so it has its own step (settlePostOutcomes).
 */
export const ENDED_COLUMNS = sql.raw(
  'id, post_id, owner_id, social_account_id, platform, state, url, platform_post_id, published_at, error_class, error_message, user_retries',
);

export function targetOutcomeCtes(ended: SQL): SQL {
  const targetRows = sql`
    select t.owner_id, 'target.' || t.state,
      jsonb_build_object('postId', t.post_id, 'targetId', t.id,
        'socialAccountId', t.social_account_id, 'platform', t.platform)
      || case when t.state = 'published' then jsonb_build_object(
          'platformPostId', t.platform_post_id, 'url', t.url,
          'publishedAt', to_char(t.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        else jsonb_build_object('errorClass', t.error_class, 'message', coalesce(t.error_message, '')) end,
      'target.' || t.state || ':' || t.id || ':' || t.user_retries
    from ${ended} t where t.state in ('published', 'failed', 'unconfirmed')`;
  return webhookOutboxCtes('target_outcome', targetRows);
}

/** True for a post whose owner has an enabled endpoint taking one of the post events: `owner` is the owner's id. */
export function takesPostEvents(owner: SQL): SQL {
  return sql`exists (select 1 from webhook_endpoints w where w.user_id = ${owner} and w.enabled
    and w.events && array['post.published', 'post.partially_published', 'post.failed']::text[])`;
}

const FINAL_STATES = sql.raw(`('published', 'failed', 'unconfirmed', 'missed')`);

/**
 * A post's outcome (`post.published` when every target went out, `post.failed` when none did,
 * `post.partially_published` otherwise) once none of its targets is under way. Two of its targets
 * may end at once in two transactions, each unable to see the other's: so the posts are locked
 * (a transaction-scoped advisory lock per post, in id order) and their targets read in the next
 * statement, which sees every end committed before the lock was granted — the last one to end
 * tells. Only posts whose owner takes post events cost anything; once per post and round of
 * retries (`dedup_key`).
 */
export async function settlePostOutcomes(
  executor: Pick<Executor, 'execute'>,
  postIds: readonly string[],
): Promise<void> {
  if (postIds.length === 0) return;
  const ids = sql`array[${sql.join(
    [...new Set(postIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const locked = await executor.execute<{ id: string }>(sql`
    select s.id, pg_advisory_xact_lock(hashtextextended('webhook-post-outcome:' || s.id::text, 0))
    from (select p.id from posts p where p.id = any(${ids}) and ${takesPostEvents(sql`p.owner_id`)}
      order by p.id) s`);
  if (locked.length === 0) return;
  const lockedIds = sql`array[${sql.join(
    locked.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  )}]`;
  const postRows = sql`
    select p.owner_id,
      case when agg.published = agg.total then 'post.published'
        when agg.published = 0 then 'post.failed' else 'post.partially_published' end,
      jsonb_build_object('postId', p.id, 'targets', agg.targets),
      'post.outcome:' || p.id || ':' || agg.rounds
    from posts p
    cross join lateral (
      select count(*) as total, count(*) filter (where t.state = 'published') as published,
        sum(t.user_retries) as rounds,
        jsonb_agg(jsonb_build_object('targetId', t.id, 'socialAccountId', t.social_account_id,
          'platform', t.platform, 'state', t.state, 'url', t.platform_post_url) order by t.id) as targets
      from post_targets t where t.post_id = p.id
    ) agg
    where p.id = any(${lockedIds}) and agg.total > 0
      and not exists (select 1 from post_targets t where t.post_id = p.id
        and t.state not in ${FINAL_STATES})`;
  await executor.execute(sql`with ${webhookOutboxCtes('post_outcome', postRows)} select 1`);
}

/**
 * The events of targets ended by the caller's transaction (markFailed, markUnconfirmed, missed,
 * unpaid): the targets' own in one statement, then their posts' outcomes.
 */
export async function emitTargetOutcomes(
  executor: Pick<Executor, 'execute'>,
  rows: readonly PostTargetRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${row.postId}::uuid, ${row.ownerId}::uuid, ${row.socialAccountId}::uuid,
          ${row.platform}::text, ${row.state}::text, ${row.platformPostUrl}::text, ${row.platformPostId}::text,
          ${row.publishedAt?.toISOString() ?? null}::timestamptz, ${row.errorClass}::text,
          ${row.errorMessage}::text, ${row.userRetries}::int)`,
    ),
    sql`, `,
  );
  await executor.execute(sql`with ended(${ENDED_COLUMNS}) as (values ${values}),
    ${targetOutcomeCtes(sql.raw('ended'))} select 1`);
  await settlePostOutcomes(
    executor,
    rows.map((row) => row.postId),
  );
}
