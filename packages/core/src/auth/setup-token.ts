import { eq, lt, sql } from 'drizzle-orm';
import { setupTokens, users } from '@fanout/db/schema';
import { AppError, ROLES, type ClaimAdminInput } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import { nowOf, type CoreDeps } from '../deps';
import { adminExists, isAdmin, promoteToAdmin } from './promote-to-admin';
import { generateSessionToken, hashSecret } from './session-token';

export const INVALID_SETUP_TOKEN_MESSAGE =
  'This setup link is invalid, expired or already used. Restart the server for a new one (it is printed in the log), or run `pnpm admin:grant <email>`.';

/**
 * At start-up (ADR 0028): while no administrator exists, issues a new one-time setup token and
 * invalidates earlier ones; only its hash is stored. Returns the /setup link to log, or null when
 * an administrator exists (then no token is left usable).
 */
export async function issueSetupTokenIfNoAdmin(deps: CoreDeps): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    // Two servers starting together must not both think they hold the only valid token.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7214002)`);
    await tx.delete(setupTokens).where(sql`true`);
    if (await adminExists(tx)) return null;
    const { secret } = generateSessionToken();
    const expiresAt = new Date(nowOf(deps).getTime() + deps.config.accountLinks.setupTokenTtlMs);
    await tx.insert(setupTokens).values({ tokenHash: hashSecret(secret), expiresAt });
    return `${deps.config.publicUrl}/setup?token=${encodeURIComponent(secret)}`;
  });
}

/** The signed-in, verified caller becomes the administrator; the token works once. */
export async function claimAdmin(
  deps: CoreDeps,
  {
    actor: owner,
    input,
    client,
  }: ServiceOptions<ClaimAdminInput, { userId: string }> & { client?: ClientAddress },
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, owner.userId));
    if (!user?.verifiedAt) {
      throw new AppError(
        'FORBIDDEN',
        'Verify your email address first: open the link we emailed you, then this setup link again.',
      );
    }
    await tx.delete(setupTokens).where(lt(setupTokens.expiresAt, nowOf(deps)));
    // Deleting the row is the claim: of two concurrent uses only one gets it back.
    const [claimed] = await tx
      .delete(setupTokens)
      .where(eq(setupTokens.tokenHash, hashSecret(input.token)))
      .returning({ tokenHash: setupTokens.tokenHash });
    if (!claimed) throw new AppError('BAD_REQUEST', INVALID_SETUP_TOKEN_MESSAGE);
    if (!(await isAdmin(tx, owner.userId))) {
      await promoteToAdmin(tx, owner.userId);
      // Becoming admin is an administrator's event like any role grant, whoever granted it.
      await recordAuditEvent(tx, {
        actorId: owner.userId,
        action: 'admin.role_granted',
        target: { type: 'user', id: owner.userId },
        after: { role: ROLES.admin, via: 'setup' },
        summary: `Role admin claimed by ${user.email} with the setup link`,
        ip: client?.ip ?? null,
      });
    }
    deps.logger.warn({ userId: owner.userId }, 'administrator role claimed with the setup token');
    return { message: 'You are now the administrator of this Fanout server.' };
  });
}
