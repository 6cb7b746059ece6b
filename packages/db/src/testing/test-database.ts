import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { createDatabase, type DatabaseHandle } from '../client';
import { MIGRATIONS_FOLDER, runMigrations } from '../migrate';
import { TEST_ADMIN_DATABASE_URL } from './test-env';

function urlFor(database: string): string {
  const url = new URL(TEST_ADMIN_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The template's name changes whenever a migration or the journal changes, so a stale template is
 * never reused. The journal counts: the migrator skips every migration not newer than the last
 * one applied by its journal time, so a template migrated by a checkout with the same files but
 * other times (a migration renumbered on a merge) would make the server apply one again.
 */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return `fanout_tpl_${hash.digest('hex').slice(0, 16)}`;
}

async function withAdmin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(TEST_ADMIN_DATABASE_URL, { max: 1, onnotice: () => undefined });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Creates (once) a migrated template database. Called from Vitest's global setup. */
export async function prepareTemplateDatabase(): Promise<string> {
  const name = templateName();
  const exists = await withAdmin(
    async (sql) => (await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`).length > 0,
  );
  if (exists) return name;
  const building = `${name}_build_${randomBytes(3).toString('hex')}`;
  await withAdmin((sql) => sql.unsafe(`CREATE DATABASE "${building}"`));
  await runMigrations(urlFor(building));
  await withAdmin(async (sql) => {
    try {
      await sql.unsafe(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (error) {
      // Another run built it first; ours is surplus.
      await sql.unsafe(`DROP DATABASE IF EXISTS "${building}"`);
      if (!/already exists/.test(String(error))) throw error;
    }
  });
  return name;
}

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Closes connections and drops the database. */
  destroy: () => Promise<void>;
}

/** A fresh database cloned from the migrated template: one per test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await prepareTemplateDatabase();
  const name = `fanout_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((sql) => sql.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = urlFor(name);
  const handle = createDatabase({ url, maxConnections: 5 });
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close();
      await withAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
