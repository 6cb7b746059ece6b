import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { auditEvents } from '@fanout/db/schema';

/** What stands for a deleted user in the audit log: their random id, which names nobody. */
export function deletedUserPseudonym(userId: string): string {
  return `deleted-user-${userId}`;
}

/** Every address the user held: the current one and those their email changes recorded. */
async function addressesOf(executor: Executor, userId: string, email: string): Promise<string[]> {
  const changes = await executor
    .select({ before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'auth.email_changed'),
        eq(auditEvents.targetType, 'user'),
        eq(auditEvents.targetId, userId),
      ),
    );
  const emailOf = (value: unknown) =>
    value && typeof value === 'object' && 'email' in value && typeof value.email === 'string'
      ? [value.email]
      : [];
  const all = [email, ...changes.flatMap((row) => [...emailOf(row.before), ...emailOf(row.after)])];
  // Sign-in failures record the address as typed, lowercased.
  return [...new Set(all.flatMap((address) => [address, address.toLowerCase()]))];
}

/**
 * Replaces a deleted user's addresses in the audit log by their pseudonym (ADR 0065) through the
 * database's one erasure path, `erase_email_from_audit_events` (migration 0032): it alone may
 * change an audit row, only its texts, and it writes an `account.email_pseudonymised` row saying
 * how many it changed. Run in the deletion's transaction. Returns that count.
 */
export async function pseudonymiseEmail(
  executor: Executor,
  userId: string,
  email: string,
): Promise<number> {
  const addresses = await addressesOf(executor, userId, email);
  const list = sql.join(
    addresses.map((address) => sql`${address}`),
    sql`, `,
  );
  const [row] = await executor.execute<{ changed: number }>(
    sql`select erase_email_from_audit_events(${userId}::uuid, array[${list}]::text[], ${deletedUserPseudonym(userId)}) as changed`,
  );
  return row?.changed ?? 0;
}
