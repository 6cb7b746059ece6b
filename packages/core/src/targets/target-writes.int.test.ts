/**
 * The fence (ADR 0020) held once in target-writes.ts: after a successor's claim, every write the
 * earlier run may make to its target is refused and leaves the row as it was, while the same write
 * by the current run lands. One case per write kind, so a new kind that skips the fence fails here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, postTargets, users, type PostTargetRow } from '@fanout/db/schema';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import type { Database } from '@fanout/db/client';
import type { Run } from '../publishing/run';
import {
  claimDueTargets,
  clearIrreversible,
  endRun,
  giveBackUnsent,
  markIrreversible,
  recordPublished,
  renewLease,
  saveHandles,
} from './target-writes';

const LEASE_MS = 60_000;
let database: TestDatabase;
let db: Database;
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const [user] = await db.insert(users).values({ email: 'fence@example.com' }).returning();
  ownerId = user?.id ?? '';
});
afterAll(async () => database.destroy());

/** A due target claimed by one run, whose lease then expired, and claimed again by a successor. */
async function takenOver(): Promise<{ stale: Run; current: Run }> {
  const now = new Date();
  const [post] = await db.insert(posts).values({ ownerId, textContent: 'fenced' }).returning();
  const [target] = await db
    .insert(postTargets)
    .values({
      postId: post?.id ?? '',
      ownerId,
      platform: 'twitter',
      state: 'scheduled',
      dueAt: new Date(now.getTime() - 1_000),
    })
    .returning();
  const id = target?.id ?? '';
  const [first] = await claimDueTargets(db, [id], now, LEASE_MS);
  // The first run was paused past its lease: the next claim takes the target over.
  const [second] = await claimDueTargets(
    db,
    [id],
    new Date(now.getTime() + 2 * LEASE_MS),
    LEASE_MS,
  );
  if (!first || !second) throw new Error('the target was not claimed twice');
  expect([first.runCount, second.runCount]).toEqual([1, 2]);
  return { stale: { target: first, attemptId: '' }, current: { target: second, attemptId: '' } };
}

async function rowOf(run: Run): Promise<PostTargetRow | undefined> {
  const [row] = await db.select().from(postTargets).where(eq(postTargets.id, run.target.id));
  return row;
}

const later = () => new Date(Date.now() + 10 * LEASE_MS);
const failure = { errorClass: 'transient', message: 'The platform failed.' };
const result = { platformPostId: 'post-1', url: 'https://x.example/post-1' };

/**
 * Each write kind a run makes: what it answers (false/true; void when it answers nothing, and only
 * the row tells), after an optional step that prepares the row (a mark to clear).
 */
const writes: Record<
  string,
  { prepare?: (run: Run) => Promise<void>; write: (run: Run) => Promise<boolean | void> }
> = {
  'heartbeat (lease renewal)': { write: (run) => renewLease(db, run, later()) },
  'platform handle': {
    write: async (run) => (await saveHandles(db, [{ run, handles: { upload: 'u1' } }]))[0],
  },
  'irreversible mark': {
    write: async (run) =>
      (await markIrreversible(db, [{ run, handles: { container: 'c1' } }], new Date(), later()))[0],
  },
  'given back unsent': { write: (run) => giveBackUnsent(db, run, new Date(0)) },
  'irreversible mark cleared': {
    prepare: async (run) => {
      await db
        .update(postTargets)
        .set({ irreversibleAt: new Date() })
        .where(eq(postTargets.id, run.target.id));
    },
    write: (run) => clearIrreversible(db, run),
  },
  published: {
    write: async (run) => (await recordPublished(db, [{ run, result }], new Date())).held[0],
  },
  failed: {
    write: async (run) =>
      (await endRun(db, run, { state: 'failed', failure }, new Date())) !== null,
  },
  unconfirmed: {
    write: async (run) =>
      (await endRun(db, run, { state: 'unconfirmed', failure }, new Date())) !== null,
  },
  'released for a retry': {
    write: async (run) => {
      const end = { state: 'released', failure, nextTryAt: later(), waitReason: 'retry' } as const;
      return (await endRun(db, run, end, new Date())) !== null;
    },
  },
};

describe('target writes: only the current run may write its target', () => {
  it.each(Object.keys(writes))(
    '%s: refused for a stale run, made by the current one',
    async (kind) => {
      const { prepare, write } = writes[kind] ?? { write: () => Promise.reject(new Error(kind)) };
      const { stale, current } = await takenOver();
      await prepare?.(current);
      const before = await rowOf(current);

      const staleAnswer = await write(stale);
      if (staleAnswer !== undefined) expect(staleAnswer).toBe(false);
      expect(await rowOf(current)).toEqual(before);

      const currentAnswer = await write(current);
      if (currentAnswer !== undefined) expect(currentAnswer).toBe(true);
      expect(await rowOf(current)).not.toEqual(before);
    },
  );
});
