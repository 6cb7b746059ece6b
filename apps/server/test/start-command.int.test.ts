import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, type TestDatabase } from '@fanout/db/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

/**
 * `pnpm start` as a person runs it in a terminal: its own process group, which Ctrl-C signals as a
 * whole (pnpm, the shells it runs scripts in, node).
 */
async function startThenInterrupt(
  signal: NodeJS.Signals,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn('pnpm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-start-')),
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 240_000;
  while (!output.includes('Fanout is running')) {
    if (child.exitCode !== null) throw new Error(`pnpm start ended early:\n${output}`);
    if (Date.now() > deadline) {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      throw new Error(`pnpm start did not come up:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-(child.pid ?? 0), signal);
  return { code: await exited, output };
}

describe('pnpm start (ADR 0029)', () => {
  it('stops cleanly on Ctrl-C: exit code 0 and no "Command failed"', async () => {
    const { code, output } = await startThenInterrupt('SIGINT');
    expect(output).toContain('shutdown complete');
    expect(output).not.toMatch(/Command failed|ELIFECYCLE|ERR_PNPM/);
    expect(code, output).toBe(0);
  }, 300_000);
});
