import { describe, expect, it } from 'vitest';
import type { CreditChange } from './apply-credit-change';
import { planLots, type PlannedLot } from './credit-lot-plan';

function lot(
  id: string,
  remaining: number,
  expiresMs: number | null,
  extra: Partial<PlannedLot> = {},
): PlannedLot {
  return {
    id,
    userId: 'u',
    granted: Math.max(remaining, 10),
    remaining,
    loaded: remaining,
    expiresMs,
    createdMs: 0,
    paymentId: null,
    subscriptionId: null,
    grantTransactionId: null,
    isNew: false,
    ...extra,
  };
}

function change(amount: number, extra: Partial<CreditChange> = {}) {
  return {
    change: {
      userId: 'u',
      amount,
      kind: 'publish_charge' as const,
      description: '',
      idempotencyKey: `k${amount}`,
      ...extra,
    },
    transactionId: 't',
  };
}

describe('planLots', () => {
  it('draws the lot that expires first, never-expiring last', () => {
    const plan = planLots(
      [change(-7)],
      [lot('never', 10, null), lot('late', 4, 200), lot('soon', 5, 100)],
      [],
      0,
    );
    expect(plan.draws.map((d) => [d.lotId, d.amount])).toEqual([
      ['soon', 5],
      ['late', 2],
    ]);
  });

  it('takes drawFirst lots before the spending order (a clawback: the payment’s lot)', () => {
    const lots = [lot('soon', 5, 100), lot('paid', 8, null, { paymentId: 'p' })];
    const plan = planLots([change(-9, { drawFirst: { paymentId: 'p' } })], lots, [], 0);
    expect(plan.draws.map((d) => [d.lotId, d.amount])).toEqual([
      ['paid', 8],
      ['soon', 1],
    ]);
  });

  it('puts a refund back where its spend drew, the rest (never above a grant) in a new lot', () => {
    const lots = [lot('a', 0, 100, { granted: 3 }), lot('b', 9, null, { granted: 10 })];
    const draws = [
      { spendKey: 'charge', lotId: 'a', amount: 3 },
      { spendKey: 'charge', lotId: 'b', amount: 2 },
    ];
    const plan = planLots([change(6, { kind: 'refund', restores: 'charge' })], lots, draws, 0);
    expect(plan.changedLots.map((l) => [l.id, l.remaining])).toEqual([
      ['a', 3],
      ['b', 10],
    ]);
    expect(plan.newLots.map((l) => [l.granted, l.expiresMs])).toEqual([[2, null]]);
  });

  it('refuses to plan a spend the lots cannot cover (the invariant broken elsewhere)', () => {
    expect(() => planLots([change(-5)], [lot('a', 4, null)], [], 0)).toThrow(/do not cover/);
  });
});
