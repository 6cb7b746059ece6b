/**
 * A claim is held by exactly one run (ADR 0020). When the queue loses a job a worker is already
 * running in its prepare lead, the sweeper makes it again and the same worker may run both: their
 * claims meet in one batch of claimTargets (publish-batches.ts gathers them). Only the first gets
 * the claim, the charge is made once, and the claim's token fences out anyone else.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, posts, postTargets, users } from '@fanout/db/schema';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import { applyCreditChange } from '../credits';
import { recordPublished } from '../targets';
import { claimTargets } from './claim-targets';

const LEASE_MS = 60_000;
let database: TestDatabase;
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'claims@example.com' })
    .returning();
  ownerId = user?.id ?? '';
  await applyCreditChange(database.db, {
    userId: ownerId,
    amount: 30,
    kind: 'adjustment',
    description: 'claims test',
    idempotencyKey: `claims-test:${ownerId}`,
  });
});
afterAll(async () => database.destroy());

async function dueTarget(dueAt = new Date(Date.now() - 1_000), nextTryAt?: Date): Promise<string> {
  const [post] = await database.db
    .insert(posts)
    .values({ ownerId, textContent: 'claimed once' })
    .returning();
  const [target] = await database.db
    .insert(postTargets)
    .values({
      postId: post?.id ?? '',
      ownerId,
      platform: 'bluesky',
      state: 'scheduled',
      dueAt,
      nextTryAt: nextTryAt ?? null,
    })
    .returning();
  return target?.id ?? '';
}

describe('claimTargets: one claim, one run', () => {
  it('answers a target repeated in one batch once: the other runs are skipped, one charge', async () => {
    const [first, other] = [await dueTarget(), await dueTarget()];
    const claims = await claimTargets(
      { db: database.db },
      [first, other, first, first, other],
      LEASE_MS,
    );
    expect(claims.map((claim) => claim.outcome)).toEqual([
      'claimed',
      'claimed',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(claims[2]).toEqual({ outcome: 'skipped', reason: 'another run of this target' });
    const charges = await database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, first));
    expect(charges.map((charge) => charge.amount)).toEqual([-3]);
  });

  it('gives each claim its own token: a run holding an earlier token writes nothing', async () => {
    const id = await dueTarget();
    const [claim] = await claimTargets({ db: database.db }, [id], LEASE_MS);
    if (claim?.outcome !== 'claimed') throw new Error(`not claimed: ${JSON.stringify(claim)}`);
    expect(claim.target.claimToken).toMatch(/^[0-9a-f-]{36}$/);
    // A twin that read the same row before this claim: same id, same run count, another token.
    const twin = { ...claim, target: { ...claim.target, claimToken: crypto.randomUUID() } };
    const result = { platformPostId: 'at://twin', url: null };
    expect((await recordPublished(database.db, [{ run: twin, result }], new Date())).held).toEqual([
      false,
    ]);
    expect((await recordPublished(database.db, [{ run: claim, result }], new Date())).held).toEqual(
      [true],
    );
  });
});

describe('claimTargets ahead of the time (ADR 0079)', () => {
  it('claims a scheduled target due within the lead it is given, and says when to come back otherwise', async () => {
    const dueAt = new Date(Date.now() + 1_500);
    const id = await dueTarget(dueAt);
    const [early] = await claimTargets({ db: database.db }, [id], LEASE_MS, 1_000);
    expect(early).toMatchObject({ outcome: 'not_due', dueAt });
    if (early?.outcome !== 'not_due') throw new Error('claimed too early');
    expect(early.claimAt.getTime()).toBe(dueAt.getTime() - 1_000);
    const [ahead] = await claimTargets({ db: database.db }, [id], LEASE_MS, 2_000);
    expect(ahead?.outcome).toBe('claimed');
    // The claim keeps the target's time: the call waits for it (claim-guard.ts).
    if (ahead?.outcome === 'claimed') expect(ahead.target.dueAt).toEqual(dueAt);
  });

  it('never claims a next try before its time: it is to be claimed at that time', async () => {
    const nextTryAt = new Date(Date.now() + 1_000);
    const id = await dueTarget(new Date(Date.now() - 60_000), nextTryAt);
    const [claim] = await claimTargets({ db: database.db }, [id], LEASE_MS, 5_000);
    expect(claim).toEqual({ outcome: 'not_due', dueAt: nextTryAt, claimAt: nextTryAt });
  });
});
