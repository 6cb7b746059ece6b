import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import type { AccountDeletionRequestInput } from '@fanout/shared';
import type { ClientAddress, PublicServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import { signAccountLink } from '../auth/account-link';
import { nowOf, type CoreDeps } from '../deps';
import { sendMailInBackground } from '../mail/send-in-background';

export const DELETION_REQUESTED_MESSAGE =
  'If an account exists for that email, a confirmation link is on its way.';

/** How long a deletion link works: a day, like the verification links. */
const DELETION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The public deletion form (spec 001 §2, ADR 0050): records the request and emails a signed
 * link bound to the user id, so only the address's owner can confirm. Unknown addresses get the same
 * answer, and the mail leaves in the background so the timing does not tell either (ADR 0028).
 */
export async function requestAccountDeletion(
  deps: CoreDeps,
  { input, client }: PublicServiceOptions<AccountDeletionRequestInput> & { client?: ClientAddress },
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  if (!user) {
    deps.logger.info('account deletion requested for an unknown email');
    return { message: DELETION_REQUESTED_MESSAGE };
  }
  // The reason is not stored: the append-only log would keep it after the person is forgotten.
  await recordAuditEvent(deps.db, {
    actorId: null,
    action: 'account.deletion_requested',
    target: { type: 'user', id: user.id },
    after: { reasonGiven: Boolean(input.reason) },
    ip: client?.ip ?? null,
  });
  const token = signAccountLink(deps.config.accountLinks.signingKey, {
    purpose: 'delete-account',
    email: user.email,
    userId: user.id,
    expiresAt: new Date(nowOf(deps).getTime() + DELETION_LINK_TTL_MS),
  });
  const link = `${deps.config.publicUrl}/user-data-deletion/confirm?token=${encodeURIComponent(token)}`;
  sendMailInBackground(
    deps,
    {
      to: user.email,
      subject: 'Confirm the deletion of your Fanout account',
      text:
        `Someone asked to delete the Fanout account of this address.\n\n` +
        `Open this link within 24 hours to delete it for good (this cannot be undone):\n${link}\n\n` +
        `If it was not you, ignore this email: nothing is deleted.`,
    },
    { userId: user.id, purpose: 'account-deletion' },
  );
  return { message: DELETION_REQUESTED_MESSAGE };
}
