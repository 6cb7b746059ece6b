import { eq } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { sessions, users } from '@fanout/db/schema';
import { AppError, PERMISSIONS } from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import { setRenewalsPaused } from '../billing/pause-renewals';
import { nowOf, type CoreDeps } from '../deps';
import { enqueueTargets } from '../posts/target-jobs';
import { holdOwnerTargets, releaseOwnerTargets } from '../targets';
import { refuseLosingLastActiveAdmin } from './last-active-admin';

/**
 * A suspended owner's scheduled targets wait "until further notice": the claim already refuses a
 * target whose next try is in the future (ADR 0033), so no change to its SQL is needed. A fixed
 * far date (not 'infinity', which no JS Date can hold).
 */
export const SUSPENSION_HOLD_UNTIL = new Date('9999-12-31T00:00:00.000Z');

export interface SuspensionResult {
  userId: string;
  suspended: boolean;
}

/**
 * Suspends a user (ADR 0050): sets `suspended_at`, ends all their sessions, holds
 * their scheduled targets (wait reason `account_suspended`) and records `admin.user_suspended`, all
 * in one transaction; then pauses their Stripe subscription's renewals (ADR 0065), also when the
 * user was already suspended, so repeating the action mends a pause Stripe refused. Refused for
 * oneself and for the last active administrator.
 */
export async function suspendUser(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<{ userId: string }> & { client?: ClientAddress },
): Promise<SuspensionResult> {
  const ip = client?.ip ?? null;
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  if (input.userId === actor.userId) {
    throw new AppError('BAD_REQUEST', 'You cannot suspend your own account');
  }
  const now = nowOf(deps);
  const result = await deps.db.transaction(async (tx) => {
    // The admin-role lock before the user's row, in the order every such change takes them.
    await refuseLosingLastActiveAdmin(
      tx,
      input.userId,
      'The last active administrator cannot be suspended',
    );
    const user = await lockUser(tx, input.userId);
    if (user.suspendedAt) return { userId: user.id, suspended: true };
    await tx.update(users).set({ suspendedAt: now }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // Scheduled (and released, lease expired) targets of the owner wait until reactivation.
    await holdOwnerTargets(tx, user.id, SUSPENSION_HOLD_UNTIL, now);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.user_suspended',
      target: { type: 'user', id: user.id },
      before: { suspendedAt: null },
      after: { suspendedAt: now.toISOString() },
      summary: `Suspended ${user.email}`,
      ip,
    });
    return { userId: user.id, suspended: true };
  });
  // After the commit: Stripe is never called inside a transaction.
  await setRenewalsPaused(deps, result.userId, true);
  return result;
}

/**
 * Lifts a suspension: sign-in works again, the held targets are due again (re-enqueued) and the
 * Stripe subscription's renewals resume.
 */
export async function reactivateUser(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<{ userId: string }> & { client?: ClientAddress },
): Promise<SuspensionResult> {
  const ip = client?.ip ?? null;
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const now = nowOf(deps);
  const released = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, input.userId);
    if (!user.suspendedAt) return [];
    await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, user.id));
    const targets = await releaseOwnerTargets(tx, user.id, now);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.user_reactivated',
      target: { type: 'user', id: user.id },
      before: { suspendedAt: user.suspendedAt.toISOString() },
      after: { suspendedAt: null },
      summary: `Reactivated ${user.email}`,
      ip,
    });
    return targets;
  });
  // After the commit, as on create/update: the jobs find the targets free to run.
  await enqueueTargets(deps, released);
  await setRenewalsPaused(deps, input.userId, false);
  return { userId: input.userId, suspended: false };
}

async function lockUser(tx: Executor, userId: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}
