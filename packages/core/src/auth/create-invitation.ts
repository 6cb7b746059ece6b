import { AppError, emailSchema, formatZodError } from '@fanout/shared';
import type { PublicServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { signAccountLink } from './account-link';

/**
 * `pnpm admin:invite <email>`: a signed, expiring sign-up link for one address (SIGNUP=invite,
 * ADR 0028). Stateless: the signature binds the address and the expiry. Mailed and returned.
 */
export async function createInvitation(
  deps: CoreDeps,
  { input }: PublicServiceOptions<{ email: string }>,
): Promise<{ email: string; link: string; expiresAt: Date }> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new AppError('BAD_REQUEST', formatZodError(parsed.error));
  const email = parsed.data;
  const expiresAt = new Date(nowOf(deps).getTime() + deps.config.accountLinks.invitationTtlMs);
  const token = signAccountLink(deps.config.accountLinks.signingKey, {
    purpose: 'invitation',
    email,
    expiresAt,
  });
  const link = `${deps.config.publicUrl}/sign-up?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await deps.mailer.send({
    to: email,
    subject: 'You are invited to Fanout',
    text:
      `You are invited to create an account on this Fanout server.\n\n` +
      `Open this link before ${expiresAt.toUTCString()} and sign up with this email address:\n${link}`,
  });
  return { email, link, expiresAt };
}
