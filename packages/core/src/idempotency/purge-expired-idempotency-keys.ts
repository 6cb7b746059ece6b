import { sql } from 'drizzle-orm';
import { nowOf, type CoreDeps } from '../deps';

/** At most this many rows per sweep, so one sweep stays short; the next takes the rest. */
const PURGE_BATCH = 5_000;

/**
 * Deletes the stored answers past their 24 hours (run by the periodic sweep), in batches picked by
 * key, not by `ctid`: a row whose answer is being stored as the sweep runs gets a new `ctid` when
 * that UPDATE commits, and a `ctid` batch would then skip it; a key taken over meanwhile (a new
 * expiry) is left alone by the outer condition.
 */
export async function purgeExpiredIdempotencyKeys(deps: CoreDeps): Promise<{ purged: number }> {
  const now = nowOf(deps).toISOString();
  const rows = await deps.db.execute(sql`
    delete from idempotency_keys
    where (user_id, key) in (
      select user_id, key from idempotency_keys
      where expires_at <= ${now}::timestamptz limit ${PURGE_BATCH}
    ) and expires_at <= ${now}::timestamptz
    returning 1`);
  return { purged: rows.length };
}
