import { z } from 'zod';
import { emailSchema } from './auth';
import { safeText } from './text';

/** The public form of `/user-data-deletion` (spec 001 §2): an email and an optional reason. */
export const accountDeletionRequestInput = z.object({
  email: emailSchema,
  reason: safeText().trim().max(2000, 'Reason must be at most 2000 characters').optional(),
});
export type AccountDeletionRequestInput = z.infer<typeof accountDeletionRequestInput>;

/** Opening the emailed confirmation link. */
export const accountDeletionConfirmInput = z.object({
  token: safeText({ error: 'Deletion link is required' })
    .trim()
    .min(1, 'Deletion link is required')
    .max(2000),
});
export type AccountDeletionConfirmInput = z.infer<typeof accountDeletionConfirmInput>;

/** The user menu's dialog: the account's own email, typed out. */
export const deleteOwnAccountInput = z.object({ email: emailSchema });
export type DeleteOwnAccountInput = z.infer<typeof deleteOwnAccountInput>;
