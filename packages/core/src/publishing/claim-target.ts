import { and, eq, sql } from 'drizzle-orm';
import { postTargetAttempts, postTargets, type PostTargetRow } from '@fanout/db/schema';
import {
  AppError,
  CREDITS_PER_PLATFORM,
  INSUFFICIENT_CREDITS,
  type Platform,
} from '@fanout/shared';
import { PLATFORM_LABELS } from '@fanout/platforms';
import { applyCreditChange } from '../credits';
import { nowOf, type CoreDeps } from '../deps';
import { notifyTargetOutcome } from './notify-target-outcome';

export type Claim =
  | { outcome: 'claimed'; target: PostTargetRow; attemptId: string; resumed: boolean }
  /** Charging found too few credits: the target is failed (nothing charged) and the user told. */
  | { outcome: 'refused_credits' }
  /** Not due yet, already handled, or another worker holds a live claim: nothing to do now. */
  | { outcome: 'skipped'; reason: string };

/** The charge of one target: exactly once, whatever retries and crashes happen (ledger key). */
export function chargeKey(targetId: string): string {
  return `publish:${targetId}`;
}

export function refundKey(targetId: string): string {
  return `refund:${targetId}`;
}

/**
 * Takes a due target for this run with ONE conditional UPDATE — `scheduled` and due, or `publishing`
 * with an expired lease (its worker died) — and, in the same transaction, charges its credits
 * (idempotency key = target id) and opens an attempt. Two workers can never both hold a target, and
 * a target is never charged twice. A balance that cannot pay fails the target with the spec's
 * message instead, charging nothing.
 */
export async function claimTarget(
  deps: CoreDeps,
  targetId: string,
  leaseMs: number,
): Promise<Claim> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const claimed = await tx
      .update(postTargets)
      .set({
        state: 'publishing',
        leaseExpiresAt: leaseUntil,
        runCount: sql`${postTargets.runCount} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(postTargets.id, targetId),
          sql`((${postTargets.state} = 'scheduled' and ${postTargets.dueAt} <= ${now.toISOString()}::timestamptz)
            or (${postTargets.state} = 'publishing' and ${postTargets.leaseExpiresAt} < ${now.toISOString()}::timestamptz))`,
        ),
      )
      .returning();
    const target = claimed[0];
    if (!target) {
      const [current] = await tx
        .select({ state: postTargets.state, dueAt: postTargets.dueAt })
        .from(postTargets)
        .where(eq(postTargets.id, targetId));
      return { outcome: 'skipped', reason: current ? `state ${current.state}` : 'target deleted' };
    }
    const resumed = target.runCount > 1;

    try {
      await applyCreditChange(tx, {
        userId: target.ownerId,
        amount: -CREDITS_PER_PLATFORM,
        kind: 'publish_charge',
        description: `Published to ${PLATFORM_LABELS[target.platform as Platform]}`,
        reference: target.id,
        idempotencyKey: chargeKey(target.id),
      });
    } catch (error) {
      if (!(error instanceof AppError && error.message === INSUFFICIENT_CREDITS)) throw error;
      const [failed] = await tx
        .update(postTargets)
        .set({
          state: 'failed',
          leaseExpiresAt: null,
          errorClass: 'insufficient_credits',
          errorMessage: INSUFFICIENT_CREDITS,
          updatedAt: now,
        })
        .where(eq(postTargets.id, target.id))
        .returning();
      await tx.insert(postTargetAttempts).values({
        targetId: target.id,
        startedAt: now,
        finishedAt: now,
        outcome: 'failed',
        errorClass: 'insufficient_credits',
        errorMessage: INSUFFICIENT_CREDITS,
      });
      if (failed) await notifyTargetOutcome(tx, failed, 'target_failed');
      return { outcome: 'refused_credits' };
    }

    const [attempt] = await tx
      .insert(postTargetAttempts)
      .values({ targetId: target.id, startedAt: now })
      .returning({ id: postTargetAttempts.id });
    if (!attempt) throw new Error('attempt row was not created');
    return { outcome: 'claimed', target, attemptId: attempt.id, resumed };
  });
}
