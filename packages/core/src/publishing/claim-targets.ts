import { and, eq, sql } from 'drizzle-orm';
import { anyOf, uuids } from '@fanout/db/sql-arrays';
import {
  postTargetAttempts,
  postTargets,
  socialAccounts,
  type PostTargetRow,
} from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM, INSUFFICIENT_CREDITS, type Platform } from '@fanout/shared';
import { applyCreditChanges, chargeDescription, chargeKey } from '../credits';
import { nowOf, type CoreDeps } from '../deps';
import { notifyTargetOutcome } from './notify-target-outcome';

export type Claim =
  | { outcome: 'claimed'; target: PostTargetRow; attemptId: string; resumed: boolean }
  /** Charging found too few credits: the target is failed (nothing charged) and the user told. */
  | { outcome: 'refused_credits' }
  /** Still scheduled for later, or waiting for its next try: its job started early (publishing-settings.ts prepareLeadMs). */
  | { outcome: 'not_due'; dueAt: Date }
  /** Due, but its account is paused by its platform's rate limit until then: nothing was charged. */
  | { outcome: 'paused'; until: Date }
  /** Not due yet, already handled, or another worker holds a live claim: nothing to do now. */
  | { outcome: 'skipped'; reason: string };

/**
 * Takes due targets for this run with ONE conditional UPDATE — `scheduled` and due, or `publishing`
 * with an expired lease (its worker died, or it was released for a retry), its next try come
 * (`next_try_at`, ADR 0033) and its account not paused by a rate limit — and, in the
 * same transaction, charges each its credits (idempotency key = target id) and opens its attempt.
 * Two workers can never both hold a target, and a target is never charged twice. A balance that
 * cannot pay fails the target with the spec's message instead, charging nothing.
 *
 * Any number of targets are claimed at once (publish-batches.ts gathers the claims of concurrent
 * runs), so a burst of due targets costs a few statements, not a few per target. The answer has one
 * Claim per id, in order.
 */
export async function claimTargets(
  deps: CoreDeps,
  targetIds: readonly string[],
  leaseMs: number,
): Promise<Claim[]> {
  const now = nowOf(deps);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(postTargets)
      .set({
        state: 'publishing',
        leaseExpiresAt: new Date(now.getTime() + leaseMs),
        runCount: sql`${postTargets.runCount} + 1`,
        nextTryAt: null,
        waitReason: null,
        updatedAt: now,
      })
      .where(
        and(
          anyOf(postTargets.id, targetIds),
          sql`((${postTargets.state} = 'scheduled' and ${postTargets.dueAt} <= ${nowSql})
            or (${postTargets.state} = 'publishing' and ${postTargets.leaseExpiresAt} < ${nowSql}))`,
          // A released target waits for its next try (ADR 0033).
          sql`(${postTargets.nextTryAt} is null or ${postTargets.nextTryAt} <= ${nowSql})`,
          // Pacing before the claim, so nothing is charged while an account must wait.
          sql`not exists (select 1 from ${socialAccounts} where ${socialAccounts.id} = ${postTargets.socialAccountId}
            and ${socialAccounts.rateLimitedUntil} > ${nowSql})`,
        ),
      )
      .returning();
    const byId = new Map<string, Claim>();

    // Oldest first: when a balance pays for only some, the earliest due are published.
    claimed.sort(
      (a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0) || a.id.localeCompare(b.id),
    );
    const charges = await applyCreditChanges(
      tx,
      claimed.map((target) => ({
        userId: target.ownerId,
        amount: -CREDITS_PER_PLATFORM,
        kind: 'publish_charge' as const,
        description: chargeDescription(target.platform as Platform),
        reference: target.id,
        idempotencyKey: chargeKey(target.id),
      })),
    );
    const paid = claimed.filter((_, index) => charges[index]?.status !== 'refused');
    const unpaid = claimed.filter((_, index) => charges[index]?.status === 'refused');

    if (paid.length > 0) {
      const attempts = await tx.execute<{ id: string; target_id: string }>(sql`
        insert into ${postTargetAttempts} (target_id, started_at)
        select target_id, ${nowSql} from unnest(${uuids(paid.map((target) => target.id))}) as target_id
        returning id, target_id`);
      const attemptOf = new Map(attempts.map((attempt) => [attempt.target_id, attempt.id]));
      for (const target of paid) {
        const attemptId = attemptOf.get(target.id);
        if (!attemptId) throw new Error('attempt row was not created');
        byId.set(target.id, {
          outcome: 'claimed',
          target,
          attemptId,
          resumed: target.runCount > 1,
        });
      }
    }

    if (unpaid.length > 0) {
      const failed = await tx
        .update(postTargets)
        .set({
          state: 'failed',
          leaseExpiresAt: null,
          errorClass: 'insufficient_credits',
          errorMessage: INSUFFICIENT_CREDITS,
          updatedAt: now,
        })
        .where(
          anyOf(
            postTargets.id,
            unpaid.map((target) => target.id),
          ),
        )
        .returning();
      await tx.insert(postTargetAttempts).values(
        unpaid.map((target) => ({
          targetId: target.id,
          startedAt: now,
          finishedAt: now,
          outcome: 'failed',
          errorClass: 'insufficient_credits',
          errorMessage: INSUFFICIENT_CREDITS,
        })),
      );
      for (const row of failed) {
        await notifyTargetOutcome(tx, row, 'target_failed');
        byId.set(row.id, { outcome: 'refused_credits' });
      }
    }

    const others = targetIds.filter((id) => !byId.has(id));
    if (others.length > 0) {
      const current = await tx
        .select({
          id: postTargets.id,
          state: postTargets.state,
          dueAt: postTargets.dueAt,
          leaseExpiresAt: postTargets.leaseExpiresAt,
          nextTryAt: postTargets.nextTryAt,
          pausedUntil: socialAccounts.rateLimitedUntil,
        })
        .from(postTargets)
        .leftJoin(socialAccounts, eq(socialAccounts.id, postTargets.socialAccountId))
        .where(anyOf(postTargets.id, others));
      for (const row of current) byId.set(row.id, notClaimed(row, now));
    }
    return targetIds.map((id) => byId.get(id) ?? { outcome: 'skipped', reason: 'target deleted' });
  });
}

function notClaimed(
  row: {
    state: string;
    dueAt: Date | null;
    leaseExpiresAt: Date | null;
    nextTryAt: Date | null;
    pausedUntil: Date | null;
  },
  now: Date,
): Claim {
  const scheduledDue = row.state === 'scheduled' && row.dueAt !== null && row.dueAt <= now;
  const released =
    row.state === 'publishing' && row.leaseExpiresAt !== null && row.leaseExpiresAt < now;
  if ((scheduledDue || released) && row.pausedUntil && row.pausedUntil > now) {
    return { outcome: 'paused', until: row.pausedUntil };
  }
  if (row.state === 'scheduled' && row.dueAt !== null && row.dueAt > now) {
    return { outcome: 'not_due', dueAt: row.dueAt };
  }
  // Due, or released for a retry, but its next try has not come (ADR 0033).
  if ((scheduledDue || released) && row.nextTryAt && row.nextTryAt > now) {
    return { outcome: 'not_due', dueAt: row.nextTryAt };
  }
  return { outcome: 'skipped', reason: `state ${row.state}` };
}
