import { and, desc, eq, sql } from 'drizzle-orm';
import { anyOf, texts } from '@fanout/db/sql-arrays';
import { creditTransactions, postTargets, type CreditTransactionRow } from '@fanout/db/schema';
import {
  AppError,
  type ChargeOutcome,
  type CreditsQueryInput,
  type CreditsResponse,
  type CreditTransactionEntry,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { readBalanceAndHeld } from './balance-and-held';
import { readCreditOutlook } from './credit-outlook';
import { refundKeyOfCharge } from './publish-ledger';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OUTCOME_WORDS: Record<ChargeOutcome, string> = {
  publishing: 'publishing',
  published: 'published',
  unconfirmed: 'not confirmed by the platform',
  refunded: 'failed, refunded',
};

/**
 * The balance, the credits held by scheduled posts, what is available, and the latest ledger
 * entries, newest first (spec 000 §3 "Credits response", ADR 0032). A publish charge is
 * written when its target is claimed, before anyone knows how it ends, so each charge is shown
 * with its target's outcome — joined by reference with the target and with its refund entry — as
 * "Post to LinkedIn — failed, refunded", never as a publication that did not happen. With them:
 * the credits expiring soon, the month's use and any open shortfall (ADR 0047).
 */
export async function getCredits(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<CreditsQueryInput>,
): Promise<CreditsResponse> {
  const after = input.cursor ? await cursorEntry(deps, actor.userId, input.cursor) : null;
  const [{ credits, held }, outlook, fetched] = await Promise.all([
    readBalanceAndHeld(deps.db, actor.userId),
    readCreditOutlook(deps.db, actor.userId),
    deps.db
      .select()
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, actor.userId),
          // Keyset on (created_at, id) compared in the database at full (microsecond) precision:
          // a cursor carrying a JavaScript date (milliseconds) would skip entries of the same ms.
          after
            ? sql`(${creditTransactions.createdAt}, ${creditTransactions.id}) < (select created_at, id from credit_transactions where id = ${after})`
            : undefined,
        ),
      )
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(input.limit + 1),
  ]);
  const rows = fetched.slice(0, input.limit);
  const last = rows.at(-1);
  const nextCursor = fetched.length > input.limit && last ? encodeLedgerCursor(last.id) : null;
  const outcomes = await chargeOutcomes(deps, actor.userId, rows);
  return {
    credits,
    held,
    available: Math.max(0, credits - held),
    transactions: rows.map((row): CreditTransactionEntry => {
      const outcome = outcomes.get(row.id) ?? null;
      return {
        id: row.id,
        description: describe(row, outcome),
        amount: row.amount,
        type: row.kind,
        createdAt: row.createdAt.toISOString(),
        date: row.createdAt.toISOString(),
        outcome,
      };
    }),
    nextCursor,
    ...outlook,
  };
}

const CURSOR_PREFIX = 'ledger:';
const FORGED = 'cursor: not a cursor this server issued';

/** The cursor names the last entry of the page before: the ledger is append-only, so it stays. */
function encodeLedgerCursor(id: string): string {
  return Buffer.from(`${CURSOR_PREFIX}${id}`).toString('base64url');
}

/** The entry a cursor names, if it is one of the actor's own: any other cursor is refused (400). */
async function cursorEntry(deps: CoreDeps, userId: string, cursor: string): Promise<string> {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const id = decoded.startsWith(CURSOR_PREFIX) ? decoded.slice(CURSOR_PREFIX.length) : '';
  if (!UUID.test(id)) throw new AppError('BAD_REQUEST', FORGED);
  const [entry] = await deps.db
    .select({ id: creditTransactions.id })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.id, id), eq(creditTransactions.userId, userId)));
  if (!entry) throw new AppError('BAD_REQUEST', FORGED);
  return entry.id;
}

/** The outcome of each publish charge's target (by charge id): refunded wins over the target's state. */
async function chargeOutcomes(
  deps: CoreDeps,
  userId: string,
  rows: readonly CreditTransactionRow[],
): Promise<Map<string, ChargeOutcome>> {
  const charges = rows.filter(
    (row): row is CreditTransactionRow & { reference: string } =>
      row.kind === 'publish_charge' && row.reference !== null && UUID.test(row.reference),
  );
  const result = new Map<string, ChargeOutcome>();
  if (charges.length === 0) return result;
  const targetIds = charges.map((row) => row.reference);
  // The refund of a target is the ledger entry with its refund key (record-outcome.ts): the unique
  // key's index finds it even when it is older or newer than the 50 entries listed.
  const [targets, refunds] = await Promise.all([
    deps.db
      .select({ id: postTargets.id, state: postTargets.state })
      .from(postTargets)
      .where(and(anyOf(postTargets.id, targetIds), eq(postTargets.ownerId, userId))),
    deps.db
      .select({ idempotencyKey: creditTransactions.idempotencyKey })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, userId),
          sql`${creditTransactions.idempotencyKey} = any(${texts(charges.map(refundOf))})`,
        ),
      ),
  ]);
  const stateOf = new Map(targets.map((target) => [target.id, target.state]));
  const refunded = new Set(refunds.map((refund) => refund.idempotencyKey));
  for (const charge of charges) {
    const outcome = refunded.has(refundOf(charge))
      ? 'refunded'
      : outcomeOfState(stateOf.get(charge.reference));
    if (outcome) result.set(charge.id, outcome);
  }
  return result;
}

/** The refund key that answers this charge: each round of a retried target has its own (ADR 0054). */
function refundOf(charge: CreditTransactionRow): string {
  return refundKeyOfCharge(charge.idempotencyKey);
}

function outcomeOfState(state: string | undefined): ChargeOutcome | null {
  if (state === 'published') return 'published';
  if (state === 'unconfirmed') return 'unconfirmed';
  if (state === 'publishing' || state === 'scheduled') return 'publishing';
  // Gone (its post deleted) or failed without a refund entry: nothing more to say than the charge.
  return null;
}

/**
 * A charge's line names what it paid for and how that ended. Charges written before ADR 0032 said
 * "Published to X" at the time of the claim, whatever happened next: they read as "Post to X" too.
 */
function describe(row: CreditTransactionRow, outcome: ChargeOutcome | null): string {
  if (row.kind !== 'publish_charge') return row.description;
  const base = row.description.replace(/^Published to /, 'Post to ');
  return outcome ? `${base} — ${OUTCOME_WORDS[outcome]}` : base;
}
