import { eq } from 'drizzle-orm';
import { passwordCredentials, roles, userRoles, users } from '@fanout/db/schema';
import { AppError, ROLES, SIGNUP_CHECK_EMAIL_MESSAGE, type SignupInput } from '@fanout/shared';
import type { PublicServiceOptions } from '../access';
import { sendMailInBackground } from '../mail/send-in-background';
import { nowOf, type CoreDeps } from '../deps';
import { readAccountLink } from './account-link';
import { hashPassword } from './password-hash';
import { assertPasswordNotCommon } from './password-policy';
import { sendVerificationEmail } from './send-verification-email';

export const SIGNUP_CLOSED_MESSAGE = 'Sign-up is closed on this server.';
export const INVITATION_REQUIRED_MESSAGE =
  'Sign-up on this server needs an invitation: open the link from your invitation email and use the address it was sent to.';

/** In `invite` mode, the invitation must be valid and for this very address. */
function checkSignupAllowed(deps: CoreDeps, input: SignupInput): void {
  const mode = deps.config.signupMode;
  if (mode === 'closed') throw new AppError('FORBIDDEN', SIGNUP_CLOSED_MESSAGE);
  if (mode === 'invite') {
    const invited = input.invitation
      ? readAccountLink(
          deps.config.accountLinks.signingKey,
          'invitation',
          input.invitation,
          nowOf(deps),
        )
      : null;
    if (invited?.email !== input.email) {
      throw new AppError('FORBIDDEN', INVITATION_REQUIRED_MESSAGE);
    }
  }
}

function sendAlreadyRegisteredEmail(deps: CoreDeps, email: string): void {
  const base = deps.config.publicUrl;
  sendMailInBackground(
    deps,
    {
      to: email,
      subject: 'Someone tried to sign up to Fanout with your address',
      text:
        `Someone (perhaps you) tried to create a Fanout account with this email address, but it ` +
        `already has one. Nothing was changed.\n\n` +
        `Sign in: ${base}/sign-in\nForgot your password? Reset it: ${base}/forgot-password\n\n` +
        `If it was not you, you can ignore this email.`,
    },
    { purpose: 'signup-existing' },
  );
}

/**
 * Creates an unverified customer and mails the verification link (ADR 0028). The answer, and the
 * work done before it, is the same for an address that already has an account: that owner gets a
 * mail instead, so the form cannot be used to find out who has an account. Nobody becomes admin
 * here and no credits are granted: both wait for the verified address (markEmailVerified).
 */
export async function signUp(
  deps: CoreDeps,
  { input }: PublicServiceOptions<SignupInput>,
): Promise<{ message: string }> {
  checkSignupAllowed(deps, input);
  assertPasswordNotCommon(input.password);
  // Hashed in both cases, so a known address does not answer faster.
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    await tx.insert(passwordCredentials).values({ userId: user.id, passwordHash });
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, ROLES.customer));
    if (!role) throw new AppError('INTERNAL', 'The role "customer" is missing from the database');
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return user;
  });
  if (created) {
    sendVerificationEmail(deps, created);
    deps.logger.info({ userId: created.id }, 'user signed up (email not yet verified)');
  } else {
    // Not even a fresh verification link: one pre-registered by someone else would hand them the
    // account once the owner clicks it. The owner signs in or resets the password instead.
    sendAlreadyRegisteredEmail(deps, input.email);
  }
  return { message: SIGNUP_CHECK_EMAIL_MESSAGE };
}
