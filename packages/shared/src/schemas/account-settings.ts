import { z } from 'zod';
import { jsonNumber } from './json-number';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './auth';
import { safeText } from './text';

/** Account Settings → password: the current one proves it is the owner at the keyboard. */
export const changePasswordInput = z.object({
  // Checked, not re-validated: an old policy must not block changing it.
  currentPassword: safeText({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** One active session as its owner sees it (never its id's secret). */
export const sessionSummarySchema = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.date(),
  /** The sliding expiry moves on use, so it stands for "last used" (no extra column). */
  lastUsedAt: z.date(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/**
 * Ends one session of the caller's (`sessionId`), or every one but the current (`others: true`).
 * One object, not a union: the REST layer (trpc-to-openapi) takes only object inputs.
 */
export const endSessionsInput = z
  .object({
    sessionId: safeText().trim().min(1, 'Session is required').max(200).optional(),
    others: z.literal(true).optional(),
  })
  .refine(
    (input) => (input.sessionId === undefined) !== (input.others === undefined),
    'Give either sessionId or others: true',
  );
export type EndSessionsInput = z.infer<typeof endSessionsInput>;
export const endSessionsOutput = z.object({ ended: z.number().int().nonnegative() });

/** Spec 000 §4: the opt-in idle logout, 30 minutes when on; null = off (the default). */
export const IDLE_LOGOUT_DEFAULT_MINUTES = 30;
export const idleLogoutSchema = z.object({
  minutes: jsonNumber(
    z
      .number({ error: 'Minutes must be a number' })
      .int('Minutes must be a whole number')
      .min(1, 'Minutes must be at least 1')
      .max(24 * 60, 'Minutes must be at most 1440'),
  ).nullable(),
});
export type IdleLogout = z.infer<typeof idleLogoutSchema>;
