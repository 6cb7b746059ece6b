import { count, eq, sql } from 'drizzle-orm';
import { passwordCredentials, roles, userRoles, users, type UserRow } from '@fanout/db/schema';
import { AppError, ROLES, type SignupInput } from '@fanout/shared';
import { applyCreditChange } from '../credits/apply-credit-change';
import type { CoreDeps } from '../deps';
import { hashPassword } from './password-hash';

// Serialises sign-ups so "the first user becomes admin" holds under concurrent requests.
const SIGNUP_LOCK_KEY = 7_214_001;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * Creates a user with a password. The first user, or one whose email is in ADMIN_EMAILS, gets the
 * admin role; everyone else gets customer.
 */
export async function signUp(deps: CoreDeps, input: SignupInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const duplicate = new AppError('CONFLICT', 'An account with this email already exists');
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SIGNUP_LOCK_KEY})`);
      const existing = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (existing.length > 0) throw duplicate;
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(users);

      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
        })
        .returning();
      if (!user) throw new AppError('INTERNAL', 'The account could not be created');
      await tx.insert(passwordCredentials).values({ userId: user.id, passwordHash });

      const roleName =
        total === 0 || deps.config.adminEmails.includes(input.email) ? ROLES.admin : ROLES.customer;
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
      if (!role)
        throw new AppError('INTERNAL', `The role "${roleName}" is missing from the database`);
      await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
      if (deps.config.signupCreditGrant > 0) {
        await applyCreditChange(tx, {
          userId: user.id,
          amount: deps.config.signupCreditGrant,
          kind: 'signup_grant',
          description: 'Welcome credits',
          idempotencyKey: `signup:${user.id}`,
        });
      }
      deps.logger.info({ userId: user.id, role: roleName }, 'user signed up');
      return { ...user, credits: user.credits + Math.max(0, deps.config.signupCreditGrant) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate;
    throw error;
  }
}
