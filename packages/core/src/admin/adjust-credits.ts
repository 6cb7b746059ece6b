import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { AppError, PERMISSIONS, type AdjustCreditsInput } from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import { applyCreditChanges } from '../credits/apply-credit-changes';
import { observeCreditChanges } from '../credits/observe-credit-changes';
import type { CoreDeps } from '../deps';

export interface AdjustCreditsResult {
  userId: string;
  balance: number;
}

/**
 * An administrator's credit adjustment (ADR 0052): one `adjustment` ledger row through the
 * one writer of balances, and its audit row in the same transaction, so neither exists without the
 * other. A removal larger than the balance is refused with the amount available (never below zero).
 */
export async function adjustCredits(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<AdjustCreditsInput> & { client?: ClientAddress },
): Promise<AdjustCreditsResult> {
  const ip = client?.ip ?? null;
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    if (user.credits + input.amount < 0) {
      throw new AppError(
        'BAD_REQUEST',
        `Cannot remove ${-input.amount} credits: only ${user.credits} available`,
      );
    }
    const [outcome] = await applyCreditChanges(tx, [
      {
        userId: input.userId,
        amount: input.amount,
        kind: 'adjustment',
        description: input.reason,
        idempotencyKey: `admin-adjustment:${randomUUID()}`,
      },
    ]);
    if (!outcome || outcome.status !== 'applied') {
      throw new AppError('BAD_REQUEST', `Only ${user.credits} credits available`);
    }
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.credits_adjusted',
      target: { type: 'user', id: input.userId },
      before: { balance: user.credits },
      after: { balance: outcome.balance, amount: input.amount },
      summary: input.reason,
      ip,
    });
    observeCreditChanges(deps, [{ kind: 'adjustment', amount: input.amount }], [outcome]);
    return { userId: input.userId, balance: outcome.balance };
  });
}
