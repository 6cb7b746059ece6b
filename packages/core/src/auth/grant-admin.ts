import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { AppError, ROLES } from '@fanout/shared';
import type { PublicServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { isAdmin, promoteToAdmin } from './promote-to-admin';

/**
 * `pnpm admin:grant <email>`: an operator makes an existing account administrator. Only a verified
 * address qualifies (ADR 0028), so nobody becomes admin by signing up with someone else's email.
 * No actor: the operator at the console is the system (the audit row's actor is null).
 */
export async function grantAdmin(
  deps: CoreDeps,
  { input }: PublicServiceOptions<{ email: string }>,
): Promise<{ userId: string; alreadyAdmin: boolean }> {
  const email = input.email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new AppError('NOT_FOUND', `No account has the email address ${email}.`);
    if (!user.verifiedAt) {
      throw new AppError(
        'BAD_REQUEST',
        `The account ${email} has not verified its email address yet: it must open the verification link first.`,
      );
    }
    if (await isAdmin(tx, user.id)) return { userId: user.id, alreadyAdmin: true };
    await promoteToAdmin(tx, user.id);
    await recordAuditEvent(tx, {
      actorId: null,
      action: 'admin.role_granted',
      target: { type: 'user', id: user.id },
      after: { role: ROLES.admin, via: 'admin:grant' },
      summary: `Role admin granted to ${email} by an operator (pnpm admin:grant)`,
    });
    deps.logger.warn({ userId: user.id }, 'administrator role granted by an operator');
    return { userId: user.id, alreadyAdmin: false };
  });
}
