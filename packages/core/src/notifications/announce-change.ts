import { sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';

/** The PostgreSQL channel on which a user id is sent when that user's notifications change. */
export const NOTIFICATIONS_CHANNEL = 'fanout_notifications';

type Executor = Pick<Database, 'execute'>;

/**
 * Tells every server process that `userId`'s notifications changed (NOTIFY, delivered when the
 * surrounding transaction commits, from the worker as from the server), so open bells refresh at
 * once instead of polling (ADR 0029).
 */
export async function announceNotificationChange(
  executor: Executor,
  userId: string,
): Promise<void> {
  await executor.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`);
}
