import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import type { PostTargetRow } from '@fanout/db/schema';
import { webhookOutboxCtes } from './webhook-outbox';

/**
 * The webhook events of targets that just ended (ADR 0094): `target.published`, `target.failed`,
 * `target.unconfirmed`, and the post's own outcome (`post.published`, `post.partially_published`,
 * `post.failed`) when the targets ended now were the post's last ones under way. `ended` names a
 * CTE (or a VALUES list) with the columns of ENDED_COLUMNS, each row a target as it is now; the
 * post's other targets are read as they stand. The CTEs are named `target_outcome_*`, for the
 * caller's statement.
 */
export const ENDED_COLUMNS = sql.raw(
  'id, post_id, owner_id, social_account_id, platform, state, url, platform_post_id, published_at, error_class, error_message, user_retries',
);

const FINAL_STATES = sql.raw(`('published', 'failed', 'unconfirmed', 'missed')`);

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
  // The post's outcome once none of its targets is under way: every one published, none, or some.
  const postRows = sql`
    select p.owner_id,
      case when agg.published = agg.total then 'post.published'
        when agg.published = 0 then 'post.failed' else 'post.partially_published' end,
      jsonb_build_object('postId', p.post_id, 'targets', agg.targets),
      'post.outcome:' || p.post_id || ':' || agg.rounds
    from (select distinct post_id, owner_id from ${ended}) p
    cross join lateral (
      select count(*) as total, count(*) filter (where x.state = 'published') as published,
        sum(x.user_retries) as rounds,
        jsonb_agg(jsonb_build_object('targetId', x.id, 'socialAccountId', x.social_account_id,
          'platform', x.platform, 'state', x.state, 'url', x.url) order by x.id) as targets
      from (select t.id, t.social_account_id, t.platform, coalesce(e.state, t.state) as state,
          coalesce(e.url, t.platform_post_url) as url, t.user_retries
        from post_targets t left join ${ended} e on e.id = t.id
        where t.post_id = p.post_id) x
    ) agg
    where exists (select 1 from webhook_endpoints w where w.user_id = p.owner_id and w.enabled)
      and not exists (select 1 from post_targets t where t.post_id = p.post_id
        and t.id not in (select id from ${ended}) and t.state not in ${FINAL_STATES})`;
  return sql`${webhookOutboxCtes('target_outcome', targetRows)},
    ${webhookOutboxCtes('post_outcome', postRows)}`;
}

/** The events of targets ended by the caller's transaction (markFailed, markUnconfirmed): one statement. */
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
}
