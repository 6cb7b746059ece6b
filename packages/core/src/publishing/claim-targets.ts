import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { anyOf, uuids } from '@fanout/db/sql-arrays';
import {
  postTargetAttempts,
  postTargets,
  socialAccounts,
  type PostTargetRow,
} from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM, INSUFFICIENT_CREDITS } from '@fanout/shared';
import { applyCreditChanges, chargeDescription, chargeKey, observeCreditChanges } from '../credits';
import { nowOf, type CoreDeps } from '../deps';
import { claimDueTargets, failUnpaidClaims } from '../targets';
import { emitTargetOutcomes } from '../webhooks/target-outcome-events';
import { notifyTargetOutcome } from './notify-target-outcome';
import { readRunVersions } from './run-version';

export type Claim =
  | {
      outcome: 'claimed';
      target: PostTargetRow;
      attemptId: string;
      resumed: boolean;
      /** What its job is read from, as of the claim (run-version.ts): a prepared job must match it. */
      version: string | null;
    }
  /** Charging found too few credits: the target is failed (nothing charged) and the user told. */
  | { outcome: 'refused_credits' }
  /** Still scheduled for later, or waiting for its next try: its job started early (publishing-settings.ts prepareLeadMs). */
  | { outcome: 'not_due'; dueAt: Date; claimAt: Date }
  /** Due, but its account is paused by its platform's rate limit until then: nothing was charged. */
  | { outcome: 'paused'; until: Date }
  /** Not due yet, already handled, or another worker holds a live claim: nothing to do now. */
  | { outcome: 'skipped'; reason: string };

/**
 * Takes due targets for this run with ONE conditional UPDATE (`claimDueTargets` in
 * targets/target-writes.ts: due, its next try come, its account not paused) and, in the same transaction,
 * charges each its credits (idempotency key = target id) and opens its attempt. Two workers can
 * never both hold a target, and a target is never charged twice. A balance that cannot pay fails
 * the target with the spec's message instead, charging nothing.
 *
 * Any number of targets are claimed at once (publish-batches.ts gathers the claims of concurrent
 * runs), so a burst of due targets costs a few statements, not a few per target. The answer has one
 * Claim per id, in order. An id may come more than once — two runs of one target waiting side by
 * side in one process, after the queue lost its job and the sweeper made it again — and only its
 * first run gets the answer: the others are skipped, so no two runs ever hold one claim.
 */
export async function claimTargets(
  deps: Pick<CoreDeps, 'db' | 'now' | 'observe'>,
  targetIds: readonly string[],
  leaseMs: number,
  aheadMs = 0,
): Promise<Claim[]> {
  const now = nowOf(deps);
  // Scheduled targets due by then are claimed now; their calls wait for their time (ADR 0079).
  const dueBy = new Date(now.getTime() + aheadMs);
  const ids = [...new Set(targetIds)];
  const answers = await deps.db.transaction(async (tx) => {
    const claimed = await claimDueTargets(tx, ids, now, leaseMs, dueBy);
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
        description: chargeDescription(target.platform),
        reference: target.id,
        idempotencyKey: chargeKey(target.id, target.chargeRound),
      })),
    );
    const charged = { kind: 'publish_charge' as const, amount: -CREDITS_PER_PLATFORM };
    observeCreditChanges(
      deps,
      claimed.map(() => charged),
      charges,
    );
    const paid = claimed.filter((_, index) => charges[index]?.status !== 'refused');
    const unpaid = claimed.filter((_, index) => charges[index]?.status === 'refused');
    const byId = new Map<string, Claim>();
    for (const claim of await openAttempts(tx, paid, now)) byId.set(claim.target.id, claim);
    for (const id of await refuseUnpaid(tx, unpaid, now)) {
      byId.set(id, { outcome: 'refused_credits' });
    }
    const others = ids.filter((id) => !byId.has(id));
    for (const [id, claim] of await whyNotClaimed(tx, others, { now, dueBy })) byId.set(id, claim);
    return byId;
  });
  const answered = new Set<string>();
  return targetIds.map((id): Claim => {
    if (answered.has(id)) return { outcome: 'skipped', reason: 'another run of this target' };
    answered.add(id);
    return answers.get(id) ?? { outcome: 'skipped', reason: 'target deleted' };
  });
}

type Claimed = Extract<Claim, { outcome: 'claimed' }>;

/**
 * Opens an attempt for each paid claim (the run's record of what it did) and reads what each run's
 * job is made of as of the claim (a job prepared during the lead is used only if it matches, ADR
 * 0073): both statements go out together on the transaction's connection.
 */
async function openAttempts(
  tx: Transaction,
  paid: readonly PostTargetRow[],
  now: Date,
): Promise<Claimed[]> {
  if (paid.length === 0) return [];
  const ids = paid.map((target) => target.id);
  const [attempts, versions] = await Promise.all([
    tx.execute<{ id: string; target_id: string }>(sql`
    insert into ${postTargetAttempts} (target_id, started_at)
    select target_id, ${now.toISOString()}::timestamptz from unnest(${uuids(ids)}) as target_id
    returning id, target_id`),
    readRunVersions(tx, ids),
  ]);
  const attemptOf = new Map(attempts.map((attempt) => [attempt.target_id, attempt.id]));
  return paid.map((target) => {
    const attemptId = attemptOf.get(target.id);
    if (!attemptId) throw new Error('attempt row was not created');
    const version = versions.get(target.id)?.version ?? null;
    return { outcome: 'claimed', target, attemptId, resumed: target.runCount > 1, version };
  });
}

/** Fails the claims their owners cannot pay for (nothing charged) and tells them; their ids. */
async function refuseUnpaid(
  tx: Transaction,
  unpaid: readonly PostTargetRow[],
  now: Date,
): Promise<string[]> {
  if (unpaid.length === 0) return [];
  const failed = await failUnpaidClaims(
    tx,
    unpaid.map((target) => target.id),
    now,
  );
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
  for (const row of failed) await notifyTargetOutcome(tx, row, 'target_failed');
  await emitTargetOutcomes(tx, failed);
  return failed.map((row) => row.id);
}

/** Why each of these targets was not claimed (not due, paused, already handled). */
async function whyNotClaimed(
  tx: Transaction,
  ids: readonly string[],
  times: { now: Date; dueBy: Date },
): Promise<Array<[string, Claim]>> {
  if (ids.length === 0) return [];
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
    .where(anyOf(postTargets.id, ids));
  return current.map((row) => [row.id, notClaimed(row, times)]);
}

function notClaimed(
  row: {
    state: string;
    dueAt: Date | null;
    leaseExpiresAt: Date | null;
    nextTryAt: Date | null;
    pausedUntil: Date | null;
  },
  { now, dueBy }: { now: Date; dueBy: Date },
): Claim {
  const scheduledDue = row.state === 'scheduled' && row.dueAt !== null && row.dueAt <= dueBy;
  const released =
    row.state === 'publishing' && row.leaseExpiresAt !== null && row.leaseExpiresAt < now;
  if ((scheduledDue || released) && row.pausedUntil && row.pausedUntil > now) {
    return { outcome: 'paused', until: row.pausedUntil };
  }
  if (row.state === 'scheduled' && row.dueAt !== null && row.dueAt > dueBy) {
    const claimAt = new Date(row.dueAt.getTime() - (dueBy.getTime() - now.getTime()));
    return { outcome: 'not_due', dueAt: row.dueAt, claimAt };
  }
  // Due, or released for a retry, but its next try has not come (ADR 0033).
  if ((scheduledDue || released) && row.nextTryAt && row.nextTryAt > now) {
    // A next try is claimed at its time, never ahead of it (ADR 0079).
    return { outcome: 'not_due', dueAt: row.nextTryAt, claimAt: row.nextTryAt };
  }
  return { outcome: 'skipped', reason: `state ${row.state}` };
}
