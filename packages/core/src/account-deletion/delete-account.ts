import { eq } from 'drizzle-orm';
import { analyticsVersions, postListVersions, users } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { ClientAddress } from '../access';
import { refuseLosingLastActiveAdmin } from '../admin/last-active-admin';
import { pseudonymiseEmail } from '../audit/pseudonymise-email';
import { recordAuditEvent } from '../audit/record-audit-event';
import { lockBillingUser } from '../billing/lock-billing-user';
import { retryOnDeadlock } from '../db-errors/pg-errors';
import type { CoreDeps } from '../deps';
import { sendMailInBackground } from '../mail/send-in-background';
import {
  cancelUserSubscriptions,
  cancelUserTargets,
  deleteFiles,
  listUserFiles,
  revokeUserTokens,
} from './release-user-resources';
import { deleteStripeCustomer, expireUserCheckouts } from './release-stripe-customer';

export const LAST_ADMIN_MESSAGE =
  'You are the only administrator: make another user an administrator before deleting your account';

export interface DeleteAccountOptions {
  userId: string;
  /** Who asked: the user themself (menu or emailed link); null would be the system. */
  actorId: string | null;
  /** How the deletion was confirmed, for the audit row ('menu' or 'email-link'). */
  via: 'menu' | 'email-link';
  /** The client's address, for the audit row (ADR 0070). */
  client?: ClientAddress | undefined;
}

/**
 * Deletes an account for real (ADR 0050): outside effects first (jobs, platform
 * tokens, Stripe: subscriptions canceled, open Checkouts expired, the Customer deleted — ADR 0065),
 * then every row in one transaction — the users row cascades to everything that names the user,
 * sessions included; payments survive with `user_id` null (migration 0020) — with the audit row
 * and the audit log's pseudonymisation in the same transaction, then the stored files (and their
 * folders) and a confirmation mail.
 */
export async function deleteAccount(
  deps: CoreDeps,
  options: DeleteAccountOptions,
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user) throw new AppError('BAD_REQUEST', 'This account no longer exists');
  // Checked before the outside effects, and again under the lock in the transaction (ADR 0066).
  await refuseLosingLastActiveAdmin(deps.db, user.id, LAST_ADMIN_MESSAGE);
  await cancelUserSubscriptions(deps, user.id);
  await expireUserCheckouts(deps, user.id);
  await deleteStripeCustomer(deps, user.id);
  await cancelUserTargets(deps, user.id);
  await revokeUserTokens(deps, user.id);
  const files = await listUserFiles(deps, user.id);
  // The billing lock first: a Stripe event for this user waits for the rows to go, then records
  // itself only (billing/deleted-owner.ts); a deadlock with any other writer is tried again.
  await retryOnDeadlock(() =>
    deps.db.transaction(async (tx) => {
      await refuseLosingLastActiveAdmin(tx, user.id, LAST_ADMIN_MESSAGE);
      await lockBillingUser(tx, user.id);
      await tx.delete(users).where(eq(users.id, user.id));
      // The cascade's triggers bump the list and analytics versions of the departing owner (ADR
      // 0027, 0090; the tables have no foreign key for that reason): the rows they leave go now.
      await tx.delete(postListVersions).where(eq(postListVersions.userId, user.id));
      await tx.delete(analyticsVersions).where(eq(analyticsVersions.userId, user.id));
      const pseudonymised = await pseudonymiseEmail(tx, user.id, user.email);
      // The id only: it is random and, with the users row gone, names nobody (no email, no name).
      await recordAuditEvent(tx, {
        actorId: options.actorId,
        action: 'account.deleted',
        target: { type: 'user', id: user.id },
        after: { via: options.via, files: files.length, auditEventsPseudonymised: pseudonymised },
        summary: 'Account deleted at its owner’s request',
        ip: options.client?.ip ?? null,
      });
    }),
  );
  await deleteFiles(deps, files);
  sendMailInBackground(
    deps,
    {
      to: user.email,
      subject: 'Your Fanout account was deleted',
      text:
        'Your Fanout account and its data (posts, content, connected accounts, credits) are deleted.\n\n' +
        'Payment records are kept without your name or email, as accounting requires.',
    },
    { purpose: 'account-deleted' },
  );
  return { message: 'Your account was deleted' };
}
