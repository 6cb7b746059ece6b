import { inArray, sql } from 'drizzle-orm';
import { postTargets, socialAccounts, users } from '@fanout/db/schema';
import { accountRiskHeadline, accountRiskReasonText, PLATFORM_LABELS } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { addNotification } from '../notifications';
import { findAccountRisks, riskTerms } from './account-risks';

// More than one sweep sensibly tells; the next sweep tells the rest.
const WARNINGS_PER_SWEEP = 500;

/**
 * One pass of the "before it fails" warnings (ADR 0060): each account that has
 * become at risk tells its owner once ("3 posts on Friday will fail: reconnect Instagram now");
 * an account no longer at risk (reconnected, renewed, its posts moved or gone) is forgotten, so a
 * later spell tells again. The mark is written in the transaction that writes the notification,
 * and the accounts are taken with SKIP LOCKED: two sweeps at once tell once.
 */
export async function warnAccountsAtRisk(
  deps: CoreDeps,
): Promise<{ riskWarnings: number; risksOver: number }> {
  const { targetAtRisk } = riskTerms(deps);
  const atRisk = sql`exists (select 1 from ${postTargets}
    where ${postTargets.socialAccountId} = ${socialAccounts.id} and ${targetAtRisk})`;

  const over = await deps.db
    .update(socialAccounts)
    .set({ riskWarnedAt: null })
    .where(sql`${socialAccounts.riskWarnedAt} is not null and not ${atRisk}`)
    .returning({ id: socialAccounts.id });

  const now = nowOf(deps);
  const warned = await deps.db.transaction(async (tx) => {
    const marked = await tx.execute<{ id: string; owner_id: string; time_zone: string }>(sql`
      update ${socialAccounts} set risk_warned_at = ${now.toISOString()}::timestamptz
      where ${socialAccounts.id} in (
        select ${socialAccounts.id} from ${socialAccounts}
        where ${socialAccounts.riskWarnedAt} is null and ${atRisk}
        limit ${WARNINGS_PER_SWEEP} for update skip locked)
      returning ${socialAccounts.id} as id, ${socialAccounts.ownerId} as owner_id,
        (select ${users.timeZone} from ${users} where ${users.id} = ${socialAccounts.ownerId}) as time_zone`);
    if (marked.length === 0) return 0;
    const owners = new Map(marked.map((row) => [row.id, row]));
    const risks = await findAccountRisks(
      deps,
      tx,
      inArray(
        socialAccounts.id,
        marked.map((row) => row.id),
      ),
    );
    for (const risk of risks) {
      const owner = owners.get(risk.accountId);
      if (!owner) continue;
      const first = risk.posts[0];
      const firstAt = first
        ? new Date(first.dueAt).toLocaleString('en-US', {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: owner.time_zone,
          })
        : null;
      await addNotification(tx, {
        userId: owner.owner_id,
        kind: 'account_at_risk',
        title: accountRiskHeadline(risk, now, owner.time_zone),
        body:
          `${risk.accountName} (${PLATFORM_LABELS[risk.platform]}): ` +
          `${accountRiskReasonText(risk, owner.time_zone, now)} ` +
          `Reconnect it on Connected Accounts${firstAt ? ` before ${firstAt}` : ''}.`,
      });
    }
    return risks.length;
  });
  return { riskWarnings: warned, risksOver: over.length };
}
