import { sql } from 'drizzle-orm';
import { nowOf, type CoreDeps } from '../deps';

/** At most this many rows per sweep, so one sweep stays short; the next takes the rest. */
const PURGE_BATCH = 5_000;

/** Deletes the stored answers past their 24 hours (run by the periodic sweep). */
export async function purgeExpiredIdempotencyKeys(deps: CoreDeps): Promise<{ purged: number }> {
  const now = nowOf(deps).toISOString();
  const rows = await deps.db.execute(sql`
    delete from idempotency_keys
    where ctid in (
      select ctid from idempotency_keys where expires_at <= ${now}::timestamptz limit ${PURGE_BATCH}
    )
    returning 1`);
  return { purged: rows.length };
}
