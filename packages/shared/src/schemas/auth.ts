import { z } from 'zod';
import { timeZoneSchema } from '../time/time-zone';
import { safeText } from './text';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

export const emailSchema = safeText({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const newPasswordSchema = safeText({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((value) => value.trim().length > 0, 'Password must not be only spaces');

const nameSchema = safeText().trim().max(100, 'Name must be at most 100 characters');

const linkTokenSchema = (name: string) =>
  safeText({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(2000);

export const signupInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  /** The token of an invitation link; required when the server's SIGNUP mode is `invite`. */
  invitation: linkTokenSchema('Invitation').optional(),
  /** The browser's IANA time zone (ADR 0056); absent: UTC until the user picks one. */
  timeZone: timeZoneSchema.optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

export const loginInput = z.object({
  email: emailSchema,
  // Existing passwords are checked, not re-validated: an old policy must not lock people out.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInput>;

export const passwordResetRequestInput = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetConfirmInput = z.object({
  token: safeText({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  password: newPasswordSchema,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

/** Who may sign up on this server (SIGNUP setting, ADR 0028). */
export const signupModeSchema = z.enum(['open', 'invite', 'closed']);
export type SignupMode = z.infer<typeof signupModeSchema>;
export const signupModeOutput = z.object({ mode: signupModeSchema });

/** Sign-up answers this for a new and an existing address alike (nothing to enumerate). */
export const SIGNUP_CHECK_EMAIL_MESSAGE =
  'Check your email: we sent a link to finish creating your account.';
export const signupOutput = z.object({ message: z.string() });

export const verifyEmailInput = z.object({ token: linkTokenSchema('Verification token') });
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

export const claimAdminInput = z.object({ token: linkTokenSchema('Setup token') });
export type ClaimAdminInput = z.infer<typeof claimAdminInput>;

/** The user record of spec 000 §3, as GET /api/auth/user returns it. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  credits: z.number().int(),
  /** False until the owner opens the verification link: no welcome credits, no admin rights yet. */
  emailVerified: z.boolean(),
  /** The IANA zone the user plans in: every time is shown and entered in it (ADR 0056). */
  timeZone: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
