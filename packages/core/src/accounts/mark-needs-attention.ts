import { sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { webhookOutboxCtes } from '../webhooks/webhook-outbox';

/**
 * The one way an account is marked as needing attention (a refused refresh, a publish refused for
 * its token): status and message, and — when it was not already so — the `account.needs_attention`
 * webhook event in the same statement (ADR 0094's outbox).
 */
export async function markNeedsAttention(
  executor: Pick<Executor, 'execute'>,
  options: { accountId: string; message: string; now: Date },
): Promise<void> {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  await executor.execute(sql`
    with before as (
      select id, status from social_accounts where id = ${options.accountId} for update
    ), updated as (
      update social_accounts s set status = 'needs_attention', status_message = ${options.message},
        updated_at = ${now}
      from before where s.id = before.id
      returning s.id, s.owner_id as user_id, s.platform, before.status as was
    ), ${webhookOutboxCtes(
      'attention',
      sql`select u.user_id, 'account.needs_attention',
        jsonb_build_object('socialAccountId', u.id, 'platform', u.platform, 'message', ${options.message}::text),
        'account.needs_attention:' || u.id || ':' || ${options.now.toISOString()}::text
      from updated u where u.was <> 'needs_attention'`,
    )}
    select 1`);
}
