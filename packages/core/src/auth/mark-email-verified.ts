import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { users } from '@fanout/db/schema';
import { applyCreditChange } from '../credits/apply-credit-change';
import { recordAuditEvent } from '../audit/record-audit-event';
import { nowOf, observerOf, type CoreDeps } from '../deps';
import { promoteListedAdmin } from './promote-listed-admin';

/**
 * Records that the owner proved the address (a verification or a reset link), and gives what waited
 * on it: the welcome credits (key `signup:{userId}`, so at most once however often this runs) and
 * the admin role when the address is in ADMIN_EMAILS. Returns false when it was already verified.
 */
export async function markEmailVerified(
  deps: CoreDeps,
  tx: Transaction,
  user: { id: string; email: string },
  ip: string | null = null,
): Promise<boolean> {
  const [updated] = await tx
    .update(users)
    .set({ emailVerifiedAt: nowOf(deps), updatedAt: nowOf(deps) })
    .where(and(eq(users.id, user.id), eq(users.email, user.email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (!updated) return false;
  if (deps.config.signupCreditGrant > 0) {
    const grant = await applyCreditChange(tx, {
      userId: user.id,
      amount: deps.config.signupCreditGrant,
      kind: 'signup_grant',
      description: 'Welcome credits',
      idempotencyKey: `signup:${user.id}`,
    });
    if (grant.applied) {
      observerOf(deps).creditsChanged({
        kind: 'signup_grant',
        amount: deps.config.signupCreditGrant,
      });
    }
  }
  await promoteListedAdmin(deps, tx, user, ip);
  await recordAuditEvent(tx, {
    actorId: user.id,
    action: 'auth.email_verified',
    target: { type: 'user', id: user.id },
    after: { email: user.email },
    ip,
  });
  deps.logger.info({ userId: user.id }, 'email verified');
  return true;
}
