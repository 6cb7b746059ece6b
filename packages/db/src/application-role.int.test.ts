import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeConnectionRole, grantApplicationRole } from './application-role';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * An operator's own PostgreSQL (ADR 0063): the test database's tables belong to the role that ran
 * the migrations (the owner here); the application's role is a plain login role given rows only.
 */
let database: TestDatabase;
const appRole = `fanout_app_${randomBytes(4).toString('hex')}`;
const appPassword = randomBytes(12).toString('hex');
let appUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = postgres(database.url, { max: 1, onnotice: () => undefined });
  try {
    await owner.unsafe(`CREATE ROLE "${appRole}" LOGIN PASSWORD '${appPassword}'`);
  } finally {
    await owner.end({ timeout: 5 });
  }
  const url = new URL(database.url);
  url.username = appRole;
  url.password = appPassword;
  appUrl = url.toString();
  await grantApplicationRole(database.url, appRole);
});

afterAll(async () => {
  await database.destroy();
  const admin = postgres(database.url.replace(/\/[^/]*$/, '/postgres'), { max: 1 });
  try {
    await admin.unsafe(`DROP ROLE IF EXISTS "${appRole}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
});

describe('the application role on an operator PostgreSQL (ADR 0063)', () => {
  it('reads and writes rows, adds and reads audit rows, and cannot change the audit log or its triggers', async () => {
    const sql = postgres(appUrl, { max: 1, onnotice: () => undefined });
    try {
      await sql`INSERT INTO audit_events (action, summary) VALUES ('auth.sign_out', 'by the app')`;
      expect((await sql`SELECT 1 FROM audit_events WHERE summary = 'by the app'`).length).toBe(1);
      // Rows of other tables: read, write and remove.
      const [role] = await sql<{ id: string }[]>`SELECT id FROM roles WHERE name = 'customer'`;
      expect(role?.id).toBeTruthy();
      await sql`UPDATE roles SET description = description WHERE name = 'customer'`;
      for (const statement of [
        `UPDATE audit_events SET summary = 'changed'`,
        `DELETE FROM audit_events`,
        `TRUNCATE audit_events`,
        `ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_or_delete`,
        `ALTER TABLE audit_events DISABLE TRIGGER ALL`,
        `DROP TRIGGER audit_events_no_update_or_delete ON audit_events`,
        `DROP TABLE audit_events`,
        `SET session_replication_role = replica`,
      ]) {
        await expect(sql.unsafe(statement), statement).rejects.toThrow(
          /permission denied|must be owner/,
        );
      }
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('tells a superuser connection from a confined one, for the warning at start', async () => {
    expect(await describeConnectionRole(appUrl)).toEqual({
      role: appRole,
      superuser: false,
      ownsAuditLog: false,
    });
    expect(await describeConnectionRole(database.url)).toMatchObject({ superuser: true });
  });
});
