import { randomUUID } from 'node:crypto';
import type { CreditChange } from './apply-credit-change';

/** A lot as the plan sees it: `remaining` changes as the batch's changes are planned. */
export interface PlannedLot {
  id: string;
  userId: string;
  granted: number;
  remaining: number;
  /** Epoch ms; null: never expires. */
  expiresMs: number | null;
  createdMs: number;
  paymentId: string | null;
  /** Created by this batch (inserted), or loaded (updated by `remaining − loaded`). */
  isNew: boolean;
  loaded: number;
  grantTransactionId: string | null;
  subscriptionId: string | null;
}

/** What an earlier spend took from one lot (for its refund). */
export interface RecordedDraw {
  spendKey: string;
  lotId: string;
  amount: number;
}

export interface LotDraw {
  transactionId: string;
  lotId: string;
  amount: number;
}

/** An accepted change with the ledger row id it is written with. */
export interface AcceptedChange {
  change: CreditChange;
  transactionId: string;
}

export interface LotPlan {
  newLots: PlannedLot[];
  changedLots: PlannedLot[];
  draws: LotDraw[];
}

/** Spending order (ADR 0047): the lot that expires first, never-expiring last, then the oldest. */
function spendOrder(a: PlannedLot, b: PlannedLot): number {
  const ea = a.expiresMs ?? Number.POSITIVE_INFINITY;
  const eb = b.expiresMs ?? Number.POSITIVE_INFINITY;
  if (ea !== eb) return ea < eb ? -1 : 1;
  return a.createdMs - b.createdMs || a.id.localeCompare(b.id);
}

/**
 * Plans the lots of a batch of accepted changes, in order, in memory: a grant makes a lot, a refund
 * puts credits back where its spend took them (any rest in a new lot), a spend draws from the lots
 * in spending order (its `drawFirst` lots before). The caller holds the users' locks, so the loaded
 * lots are the truth; lots that cannot pay an accepted spend mean the invariant
 * sum(remaining) = users.credits was broken somewhere, which is thrown, never papered over.
 */
export function planLots(
  accepted: readonly AcceptedChange[],
  loadedLots: readonly PlannedLot[],
  recordedDraws: readonly RecordedDraw[],
  nowMs: number,
): LotPlan {
  const lotsById = new Map(loadedLots.map((lot) => [lot.id, lot]));
  const byUser = new Map<string, PlannedLot[]>();
  for (const lot of loadedLots) {
    const list = byUser.get(lot.userId) ?? [];
    list.push(lot);
    byUser.set(lot.userId, list);
  }
  for (const list of byUser.values()) list.sort(spendOrder);
  const drawsOf = new Map<string, RecordedDraw[]>();
  for (const draw of recordedDraws) {
    drawsOf.set(draw.spendKey, [...(drawsOf.get(draw.spendKey) ?? []), draw]);
  }
  const newLots: PlannedLot[] = [];
  const draws: LotDraw[] = [];
  for (const { change, transactionId } of accepted) {
    const lots = byUser.get(change.userId) ?? [];
    byUser.set(change.userId, lots);
    if (change.amount > 0) {
      const rest = restore(change, lotsById, drawsOf);
      if (rest > 0) {
        const lot = newLot(change, transactionId, rest, nowMs);
        newLots.push(lot);
        lots.push(lot);
      }
      lots.sort(spendOrder);
    } else {
      draws.push(...draw(change, transactionId, lots));
    }
  }
  const changedLots = [...lotsById.values()].filter((lot) => lot.remaining !== lot.loaded);
  return { newLots, changedLots, draws };
}

/** Puts a refund's credits back into the lots its spend drew from; what is left over. */
function restore(
  change: CreditChange,
  lotsById: Map<string, PlannedLot>,
  drawsOf: Map<string, RecordedDraw[]>,
): number {
  let rest = change.amount;
  if (!change.restores) return rest;
  for (const recorded of drawsOf.get(change.restores) ?? []) {
    const lot = lotsById.get(recorded.lotId);
    if (!lot || lot.userId !== change.userId) continue;
    const back = Math.min(rest, recorded.amount, lot.granted - lot.remaining);
    lot.remaining += back;
    rest -= back;
    if (rest === 0) break;
  }
  return rest;
}

function newLot(
  change: CreditChange,
  transactionId: string,
  amount: number,
  nowMs: number,
): PlannedLot {
  return {
    id: randomUUID(),
    userId: change.userId,
    granted: amount,
    remaining: amount,
    expiresMs: change.expiresAt ? change.expiresAt.getTime() : null,
    createdMs: nowMs,
    paymentId: change.paymentId ?? null,
    isNew: true,
    loaded: 0,
    grantTransactionId: transactionId,
    subscriptionId: change.subscriptionId ?? null,
  };
}

/** Draws a spend from the user's lots: `drawFirst` lots, then spending order. */
function draw(change: CreditChange, transactionId: string, lots: PlannedLot[]): LotDraw[] {
  const first = change.drawFirst;
  const rank = (lot: PlannedLot): number => {
    if (first?.lotId === lot.id) return 0;
    if (first?.paymentId && first.paymentId === lot.paymentId) return 1;
    return 2;
  };
  const order = first ? [...lots].sort((a, b) => rank(a) - rank(b) || spendOrder(a, b)) : lots;
  let need = -change.amount;
  const taken: LotDraw[] = [];
  for (const lot of order) {
    if (need === 0) break;
    const take = Math.min(need, lot.remaining);
    if (take === 0) continue;
    lot.remaining -= take;
    need -= take;
    taken.push({ transactionId, lotId: lot.id, amount: take });
  }
  if (need > 0) {
    throw new Error(
      `credit lots of user ${change.userId} do not cover the balance (${need} short)`,
    );
  }
  return taken;
}
