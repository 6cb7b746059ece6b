import { z } from 'zod';

/**
 * What became of the post target a publish charge paid for (null on other entries): `publishing`
 * while it is under way, `published`, `unconfirmed` (the platform could not tell; still charged),
 * or `refunded` (it failed and the refund entry gave the credits back).
 */
export const chargeOutcomeSchema = z.enum(['publishing', 'published', 'unconfirmed', 'refunded']);
export type ChargeOutcome = z.infer<typeof chargeOutcomeSchema>;

/** A ledger entry as the API returns it (spec 001 §3: id, description, amount, createdAt; type and date for buy-credits). */
export const creditTransactionSchema = z.object({
  id: z.string(),
  /** For a publish charge it names the outcome, e.g. "Post to LinkedIn — failed, refunded". */
  description: z.string(),
  amount: z.number().int(),
  type: z.string(),
  createdAt: z.string(),
  date: z.string(),
  outcome: chargeOutcomeSchema.nullable(),
});
export type CreditTransactionEntry = z.infer<typeof creditTransactionSchema>;

export const creditsResponseSchema = z.object({
  /** The balance. */
  credits: z.number().int(),
  /** Held by scheduled posts: 3 for each target still waiting to publish (charged when it goes out). */
  held: z.number().int(),
  /** What a new post can spend: credits − held, never below 0. Post Now and Schedule compare with this. */
  available: z.number().int(),
  transactions: z.array(creditTransactionSchema),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
