/**
 * Migration 0042's backfill (ADR 0090 "Refresh and storage"): targets published before analytics
 * existed get their row, each read once soon as the last of its past rounds and then on the
 * schedule; a target within its first hour keeps its first read; one without the network's id of
 * its post gets none; a row already there is left alone. The statement is the migration's own,
 * run again over targets seeded after the template database was migrated.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountGroups,
  posts,
  postTargets,
  socialAccounts,
  targetAnalytics,
  users,
} from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

const MIGRATION = new URL('../migrations/0042_analytics_refresh.sql', import.meta.url);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The migration's statement that writes target_analytics. */
function backfillStatement(): string {
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  const backfill = statements.find((text) => text.includes('INSERT INTO "target_analytics"'));
  if (!backfill) throw new Error('migration 0042 has no backfill');
  return backfill;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('migration 0042: rows for targets published before analytics', () => {
  it('schedules each one read soon, then the schedule; nothing without a post id', async () => {
    const { db } = database;
    const [user] = await db.insert(users).values({ email: 'backfill@example.com' }).returning();
    const ownerId = user?.id ?? '';
    const [group] = await db.insert(accountGroups).values({ ownerId, name: 'Old' }).returning();
    const [account] = await db
      .insert(socialAccounts)
      .values({
        ownerId,
        groupId: group?.id ?? '',
        platform: 'bluesky',
        externalAccountId: 'did:plc:old',
        platformUsername: 'old.bsky.social',
        accessTokenEnc: 'v1.test',
      })
      .returning();
    const [post] = await db.insert(posts).values({ ownerId, textContent: 'before' }).returning();
    const now = Date.now();
    const target = async (ageMs: number, platformPostId: string | null) => {
      const [row] = await db
        .insert(postTargets)
        .values({
          postId: post?.id ?? '',
          ownerId,
          socialAccountId: account?.id ?? null,
          platform: 'bluesky',
          state: 'published',
          publishedAt: new Date(now - ageMs),
          platformPostId,
        })
        .returning();
      return row?.id ?? '';
    };
    const fresh = await target(30 * 60_000, 'at://fresh');
    const twoHours = await target(2 * HOUR, 'at://two-hours');
    const twoDays = await target(2 * DAY, 'at://two-days');
    const old = await target(40 * DAY, 'at://old');
    const answerLost = await target(3 * HOUR, null);

    await db.execute(sql.raw(backfillStatement()));
    const rows = await db
      .select({
        targetId: targetAnalytics.targetId,
        groupId: targetAnalytics.groupId,
        round: targetAnalytics.round,
        nextRefreshAt: targetAnalytics.nextRefreshAt,
        publishedAt: targetAnalytics.publishedAt,
      })
      .from(targetAnalytics)
      .where(eq(targetAnalytics.ownerId, ownerId));
    const byId = new Map(rows.map((row) => [row.targetId, row]));
    expect(byId.has(answerLost)).toBe(false);
    expect(rows.every((row) => row.groupId === group?.id)).toBe(true);
    // Within its first hour: the first read an hour after publishing.
    expect(byId.get(fresh)?.round).toBe(0);
    expect(byId.get(fresh)?.nextRefreshAt?.getTime()).toBe(now - 30 * 60_000 + HOUR);
    // Past rounds: one read now, standing for the last of them (1 h; 1 h, 6 h, 24 h; all six).
    for (const [id, round] of [
      [twoHours, 0],
      [twoDays, 2],
      [old, 5],
    ] as const) {
      expect(byId.get(id)?.round).toBe(round);
      const next = byId.get(id)?.nextRefreshAt?.getTime() ?? 0;
      expect(Math.abs(next - Date.now())).toBeLessThan(60_000);
    }

    // Run again (a migration is applied once, but the statement is idempotent): nothing changes.
    await db.update(targetAnalytics).set({ round: 3 }).where(eq(targetAnalytics.targetId, old));
    await db.execute(sql.raw(backfillStatement()));
    const [kept] = await db
      .select({ round: targetAnalytics.round })
      .from(targetAnalytics)
      .where(eq(targetAnalytics.targetId, old));
    expect(kept?.round).toBe(3);
  });
});
