import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@fanout/db/schema';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import { recordAuditEvent } from './record-audit-event';

/** PostgreSQL's own refusal, which drizzle wraps as the cause of its "Failed query". */
const refused = (pattern: RegExp) => ({ cause: { message: expect.stringMatching(pattern) } });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('the audit log (ADR 0050)', () => {
  it('records an event with its actor, target, change and address', async () => {
    const actorId = crypto.randomUUID();
    await recordAuditEvent(database.db, {
      actorId,
      action: 'admin.credits_adjusted',
      target: { type: 'user', id: 'u-1' },
      before: { credits: 10 },
      after: { credits: 110 },
      summary: 'Goodwill for the outage',
      ip: '203.0.113.7',
    });
    const [row] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorId, actorId));
    expect(row).toMatchObject({
      action: 'admin.credits_adjusted',
      targetType: 'user',
      targetId: 'u-1',
      before: { credits: 10 },
      after: { credits: 110 },
      summary: 'Goodwill for the outage',
      ip: '203.0.113.7',
    });
  });

  it('refuses every UPDATE, DELETE and TRUNCATE: nothing can edit the log', async () => {
    await recordAuditEvent(database.db, { actorId: null, action: 'auth.sign_in_failed' });
    const before = await database.db.select().from(auditEvents);
    await expect(
      database.db.execute(sql`update audit_events set summary = 'edited'`),
    ).rejects.toMatchObject(refused(/append-only/));
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toMatchObject(
      refused(/append-only/),
    );
    await expect(database.db.execute(sql`truncate audit_events`)).rejects.toMatchObject(
      refused(/append-only/),
    );
    expect(await database.db.select().from(auditEvents)).toEqual(before);
  });

  it('refuses an action outside the vocabulary', async () => {
    await expect(
      database.db.execute(sql`insert into audit_events (action) values ('made.up')`),
    ).rejects.toMatchObject(refused(/audit_events_action_known/));
  });
});
