import { sql } from 'drizzle-orm';
import { creditLots, users } from '@fanout/db/schema';
import { isoTimeText } from '@fanout/db/sql-time';
import { nowOf, type CoreDeps } from '../deps';
import { addBillingNotice, creditsText } from './billing-notices';

/** "December 1, 2026": the day a lot expires, as its owner reads it in their time zone. */
export function expiryDate(at: Date, timeZone: string): string {
  return at.toLocaleDateString('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * Tells each owner, once per lot, that its credits expire within `withinMs` (a week by default):
 * "N credits expire on {date}". The lot is marked warned in the transaction that writes the
 * notification, so a sweep that runs twice (or on two processes) tells once.
 */
export async function warnExpiringLots(deps: CoreDeps, withinMs: number): Promise<number> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const warned = await tx.execute<{
      user_id: string;
      remaining: number;
      expires_at: string;
      time_zone: string;
    }>(sql`
      update ${creditLots} set expiry_warned_at = ${now.toISOString()}::timestamptz
      where ${creditLots.id} in (
        select ${creditLots.id} from ${creditLots}
        where ${creditLots.remaining} > 0 and ${creditLots.expiryWarnedAt} is null
          and ${creditLots.expiresAt} > ${now.toISOString()}::timestamptz
          and ${creditLots.expiresAt} <= ${new Date(now.getTime() + withinMs).toISOString()}::timestamptz
        limit 500 for update skip locked)
      returning ${creditLots.userId} as user_id, ${creditLots.remaining} as remaining,
        ${isoTimeText(creditLots.expiresAt)} as expires_at,
        (select ${users.timeZone} from ${users} where ${users.id} = ${creditLots.userId}) as time_zone`);
    for (const lot of warned) {
      const text = `${creditsText(lot.remaining)} expire on ${expiryDate(new Date(lot.expires_at), lot.time_zone)}`;
      await addBillingNotice(
        tx,
        lot.user_id,
        'credits_expiring',
        'Credits expiring soon',
        `${text}. Credits are spent soonest-expiring first.`,
      );
    }
    return warned.length;
  });
}
