import { z } from 'zod';
import { expiringCreditsSchema } from '../billing/billing-schemas';
import { safeText } from './text';

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
  /** One page of the ledger, newest first: `limit` entries after `cursor` (the first page without). */
  transactions: z.array(creditTransactionSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * Credits left in lots that expire (package credits, ADR 0047), soonest first, one entry per UTC
   * day: "N credits expire on {date}". Lots that never expire are not listed.
   */
  expiring: z.array(expiringCreditsSchema),
  /** Credits spent on publishing this calendar month (UTC), net of the refunds of failed targets. */
  usedThisMonth: z.number().int(),
  /** Credits a refunded or disputed payment left unpaid; while above 0, new posts are refused. */
  shortfall: z.number().int(),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/**
 * `GET /api/credits?limit&cursor`: the ledger is paged newest first (ADR 0035), so every entry
 * can be reached and the entries add up to the balance. Omitted: the first 50.
 */
export const creditsQueryInput = z.object({
  cursor: safeText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type CreditsQueryInput = z.infer<typeof creditsQueryInput>;
