import { z } from 'zod';
import { jsonNumber } from './json-number';
import { safeText } from './text';

/** An administrator's credit adjustment (ADR 0052): signed, never zero, with its reason. */
export const adjustCreditsInputSchema = z.object({
  userId: z.uuid({ error: 'userId must be a valid user id' }),
  amount: jsonNumber(
    z
      .number({ error: 'Amount must be a number' })
      .int('Amount must be a whole number')
      .refine((value) => value !== 0, 'Amount must not be zero')
      .refine((value) => Math.abs(value) <= 1_000_000, 'Amount must be at most 1000000'),
  ),
  reason: safeText()
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'Reason is at most 500 characters'),
});
export type AdjustCreditsInput = z.infer<typeof adjustCreditsInputSchema>;

export const adjustCreditsResultSchema = z.object({
  userId: z.string(),
  balance: z.number().int(),
});

export const userIdInputSchema = z.object({
  userId: z.uuid({ error: 'userId must be a valid user id' }),
});

export const suspensionResultSchema = z.object({
  userId: z.string(),
  suspended: z.boolean(),
});

/** What sign-in and every request say to a suspended account. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Contact the administrator.';
