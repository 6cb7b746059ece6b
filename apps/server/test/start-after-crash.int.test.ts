import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@fanout/db/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'crash restart password 1';

// mkdtemp makes a 0700 folder; as root the cluster runs as `postgres`, which must traverse it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanout-crash-'));
chmodSync(dataDir, 0o755);
const started: ChildProcessByStdio<null, Readable, Readable>[] = [];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmasterPid(): number {
  const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return Number(lines[0]);
}

function parentOf(pid: number): number {
  // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its ')'.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGKILL');
    }
  }
  try {
    const pid = postmasterPid();
    if (isAlive(pid)) process.kill(pid, 'SIGQUIT');
  } catch {
    // no cluster left running
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

/** `pnpm start` as a person runs it: its own process group, the embedded database (no DATABASE_URL). */
async function startProduct(env: Record<string, string>, upWithinMs: number) {
  const child = spawn('pnpm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + upWithinMs;
  while (!output.includes('Fanout is running')) {
    if (child.exitCode !== null) throw new Error(`pnpm start ended early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`pnpm start was not up in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, exited, output: () => output };
}

describe('pnpm start after the server was killed (ADR 0063)', () => {
  it('stops the PostgreSQL the dead server left running, comes up again without a build and keeps the data', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
    };
    // The first start may build the web app.
    const first = await startProduct(env, 240_000);
    const email = `crash-${Date.now()}@example.com`;
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signup.status).toBe(201);

    // The server dies as an out-of-memory kill ends it: SIGKILL to node alone. Its PostgreSQL
    // (a child of node) is left running on the data folder and its port.
    const postgresPid = postmasterPid();
    process.kill(parentOf(postgresPid), 'SIGKILL');
    await first.exited;
    expect(isAlive(postgresPid)).toBe(true);

    // The goal is 15 s on an idle machine (nothing to build, no recovery, no initdb); the test waits
    // longer because timing belongs to bench/ and test machines here run many suites at once.
    const second = await startProduct(env, 120_000);
    expect(isAlive(postgresPid)).toBe(false);
    expect(second.output()).not.toMatch(/^undefined$/m);
    // Nothing of the web app, the server or the worker changed between the starts: no second build.
    expect(second.output()).toContain('Web app is up to date');
    expect(second.output()).toContain('Server and worker bundles are up to date');
    expect(second.output()).not.toMatch(/building for production|vite v\d/);

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);

    // A clean stop, as a service manager asks for one (Ctrl-C is start-command.int.test.ts's).
    const secondPostgresPid = postmasterPid();
    process.kill(parentOf(secondPostgresPid), 'SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
    expect(isAlive(secondPostgresPid)).toBe(false);
  }, 400_000);
});
