import { z } from 'zod';

/** A ledger entry as the API returns it (spec 001 §3: id, description, amount, createdAt; type and date for buy-credits). */
export const creditTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.number().int(),
  type: z.string(),
  createdAt: z.string(),
  date: z.string(),
});

export const creditsResponseSchema = z.object({
  credits: z.number().int(),
  transactions: z.array(creditTransactionSchema),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
