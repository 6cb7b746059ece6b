import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { postTargets, type PostTargetRow } from '@fanout/db/schema';
import { leaving } from './transitions';

/**
 * The writes to targets that no run makes (ADR 0069): their creation and rewriting with their post,
 * the owner's retry and answer for an unconfirmed target, and an administrator's suspension. Each
 * is a transition of TARGET_TRANSITIONS; the caller's transaction holds the lock or the check its
 * fence names, and the state predicate in the WHERE is the transition's from-states.
 */

/** A new target's columns (create, recompose): the post's values for one chosen account. */
export type NewTarget = typeof postTargets.$inferInsert;

/** The targets of a post being created or given a new account (`create`), as written. */
export async function createTargets(
  tx: Executor,
  targets: readonly NewTarget[],
): Promise<PostTargetRow[]> {
  if (targets.length === 0) return [];
  return tx
    .insert(postTargets)
    .values([...targets])
    .returning();
}

/** A recomposed post's kept target takes its new values (`recompose`); the row, as written. */
export async function rewriteTarget(
  tx: Executor,
  targetId: string,
  values: Partial<NewTarget>,
  now: Date,
): Promise<PostTargetRow | undefined> {
  const [row] = await tx
    .update(postTargets)
    .set({ ...values, updatedAt: now })
    .where(eq(postTargets.id, targetId))
    .returning();
  return row;
}

/** The targets of accounts a recomposed post no longer uses (`remove`). */
export async function removeTargets(tx: Executor, targetIds: readonly string[]): Promise<void> {
  if (targetIds.length === 0) return;
  await tx.delete(postTargets).where(inArray(postTargets.id, [...targetIds]));
}

/**
 * Back to `scheduled`, due now (`retry` from failed or missed, `retryUnconfirmed`), with ONE
 * conditional UPDATE from the transition's states: a target that left them meanwhile is not
 * touched (undefined). The retry schedule, the saved handles and any irreversible mark start over;
 * the charge round is the caller's new one.
 */
export async function rescheduleTarget(
  tx: Executor,
  targetId: string,
  transition: 'retry' | 'retryUnconfirmed',
  change: { chargeRound: number; now: Date },
): Promise<PostTargetRow | undefined> {
  const { chargeRound, now } = change;
  const [moved] = await tx
    .update(postTargets)
    .set({
      state: 'scheduled',
      dueAt: now,
      chargeRound,
      userRetries: sql`${postTargets.userRetries} + 1`,
      retries: 0,
      nextTryAt: null,
      waitReason: null,
      leaseExpiresAt: null,
      irreversibleAt: null,
      handles: {},
      errorClass: null,
      errorMessage: null,
      updatedAt: now,
    })
    .where(and(eq(postTargets.id, targetId), leaving(transition)))
    .returning();
  return moved;
}

/**
 * The owner says an unconfirmed target was published (`userPublished`); false: no longer
 * unconfirmed. It gets no analytics row (ADR 0090): without the network's id of the post, its
 * figures cannot be read.
 */
export async function markPublishedByUser(
  tx: Executor,
  targetId: string,
  url: string | null,
  now: Date,
): Promise<boolean> {
  const marked = await tx
    .update(postTargets)
    .set({
      state: 'published',
      platformPostUrl: url,
      publishedAt: now,
      errorClass: null,
      errorMessage: null,
      leaseExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(postTargets.id, targetId), leaving('userPublished')))
    .returning({ id: postTargets.id });
  return marked.length > 0;
}

/**
 * A suspended owner's targets no run holds — scheduled, or released with an expired lease — wait
 * until `until` with wait reason `account_suspended` (`suspendHold`, ADR 0050).
 */
export async function holdOwnerTargets(
  tx: Executor,
  ownerId: string,
  until: Date,
  now: Date,
): Promise<void> {
  await tx
    .update(postTargets)
    .set({ nextTryAt: until, waitReason: 'account_suspended', updatedAt: now })
    .where(
      and(
        eq(postTargets.ownerId, ownerId),
        leaving('suspendHold'),
        sql`(${postTargets.state} = 'scheduled' or ${postTargets.leaseExpiresAt} <= ${now.toISOString()}::timestamptz)`,
      ),
    );
}

/** A reactivated owner's held targets are free again (`suspendRelease`); the rows, as written. */
export function releaseOwnerTargets(
  tx: Executor,
  ownerId: string,
  now: Date,
): Promise<PostTargetRow[]> {
  return tx
    .update(postTargets)
    .set({ nextTryAt: null, waitReason: null, updatedAt: now })
    .where(and(eq(postTargets.ownerId, ownerId), eq(postTargets.waitReason, 'account_suspended')))
    .returning();
}
