import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH } from './auth';
import { timeZoneSchema } from '../time/time-zone';
import { safeText } from './text';

export const PROFILE_NAME_MAX_LENGTH = 100;
export const PROFILE_UPDATE_EMPTY =
  'Send at least one of firstName, lastName, avatarMediaId and timeZone';

const profileName = (label: string) =>
  safeText({ error: `${label} must be text` })
    .trim()
    .max(PROFILE_NAME_MAX_LENGTH, `${label} must be at most ${PROFILE_NAME_MAX_LENGTH} characters`);

/** Profile Settings as its owner sees them (the same fields GET /api/auth/user carries). */
export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** IANA name; times everywhere are shown and entered in it (ADR 0056). */
  timeZone: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Profile Settings → save (PATCH: a field left out stays as it is). A blank name clears it. The
 * avatar is an image of the owner's content library (ADR 0053): `avatarMediaId` sets it, null
 * removes it.
 */
export const updateProfileInput = z
  .object({
    firstName: profileName('First name').optional(),
    lastName: profileName('Last name').optional(),
    avatarMediaId: z.uuid({ error: 'Avatar must be an item of your content library' }).nullish(),
    /** The zone to plan in. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    PROFILE_UPDATE_EMPTY,
  );
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** Account Settings → email: the new address, and the current password as proof of the owner. */
export const requestEmailChangeInput = z.object({
  newEmail: emailSchema,
  currentPassword: safeText({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeInput>;

/** The token of the link mailed to the new address. */
export const confirmEmailChangeInput = z.object({
  token: safeText({ error: 'Email change token is required' })
    .trim()
    .min(1, 'Email change token is required')
    .max(2000),
});
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeInput>;

export const settingsMessageOutput = z.object({ message: z.string() });
