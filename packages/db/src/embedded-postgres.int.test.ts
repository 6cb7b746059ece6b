import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { freePort } from './testing/free-port';

const root = mkdtempSync(path.join(tmpdir(), 'fanout-embedded-'));
// mkdtemp makes a 0700 folder; as root the cluster runs as `postgres`, which must traverse it (like ./data).
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function seededRoles(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const rows = await sql<{ name: string }[]>`SELECT name FROM roles ORDER BY name`;
    return rows.map((row) => row.name);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

describe('embedded PostgreSQL (as the user running the tests)', () => {
  it('initialises a cluster, applies migrations, and keeps the data across a restart', async () => {
    const dataDir = path.join(root, 'postgres');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(first.url).toBe(`postgres://fanout:fanout-embedded@127.0.0.1:${port}/fanout`);
      await runMigrations(first.url);
      expect(await seededRoles(first.url)).toEqual(['admin', 'customer']);
    } finally {
      await first.stop();
    }

    // Second start: no initdb, same data, migrations are a no-op.
    const second = await startEmbeddedPostgres({ dataDir, port });
    try {
      await runMigrations(second.url);
      expect(await seededRoles(second.url)).toEqual(['admin', 'customer']);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
