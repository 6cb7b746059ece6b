import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, freePort, type TestDatabase } from '@fanout/db/testing';
import { bundleStartCommand, ensureNodeBundles } from '../../scripts/build-node-bundles';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ProductServer {
  baseUrl: string;
  /** The server process id (benchmarks read its memory from /proc). */
  pid: number;
  database: TestDatabase;
  /** DATA_DIR of the process: uploads, the generated app secret, the sandbox's state. */
  dataDir: string;
  /** Headers that open the sandbox control API (`Authorization: Bearer <SANDBOX_CONTROL_TOKEN>`). */
  sandboxControl: Record<string, string>;
  output: () => string;
  /**
   * SIGTERM, then waits for the exit code. The database is dropped unless `keepDatabase`: a restart
   * passes it and `dataDir` to the next `startProductServer` (ADR 0036).
   */
  stop: (options?: { keepDatabase?: boolean }) => Promise<number | null>;
}

/** The log of each running product server, by base URL: helpers read emailed links from it. */
const outputs = new Map<string, () => string>();

/** Everything the server at `baseUrl` has logged so far (the log mailer writes mails there). */
export function serverOutput(baseUrl: string): string {
  const output = outputs.get(baseUrl);
  if (!output) throw new Error(`no product server of this test run answers at ${baseUrl}`);
  return output();
}

/**
 * The latest link of `kind` the server's log mailer "sent" to `email` (no SMTP in the journeys: the
 * mail is logged at warn, as for a self-hoster without SMTP), waiting up to 10 s for it.
 */
export async function emailedLink(
  baseUrl: string,
  email: string,
  kind: 'verify-email' | 'reset-password' | 'user-data-deletion/confirm' | 'confirm-email-change',
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${kind}\\?token=\\S+`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    let found: string | undefined;
    for (const line of serverOutput(baseUrl).split('\n')) {
      if (!line.includes('"mail"')) continue;
      try {
        const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
        const link =
          entry.mail?.to === email ? pattern.exec(entry.mail.text ?? '')?.[0] : undefined;
        if (link) found = link;
      } catch {
        // not a JSON log line
      }
    }
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs the real server process (its bundle, apps/server/dist/main.mjs, built first when its sources
 * changed, and started as `pnpm start` starts it: ADR 0077) over a fresh test database, serving the
 * built web app. `database`, `dataDir` and `port` of a stopped server
 * restart the product over its saved state.
 */
export async function startProductServer(
  env: Record<string, string> = {},
  options: {
    requireWebBuild?: boolean;
    database?: TestDatabase;
    dataDir?: string;
    /** A restart keeps its address (PUBLIC_URL): pass the stopped server's port. */
    port?: number;
  } = {},
): Promise<ProductServer> {
  if (
    options.requireWebBuild !== false &&
    !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
  ) {
    throw new Error(
      'The web app is not built: run `pnpm --filter @fanout/web build` first (pnpm test:e2e does).',
    );
  }
  const database = options.database ?? (await createTestDatabase());
  // Uploads, temp files, the generated app secret and the sandbox's state stay out of the
  // repository's ./data.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fanout-e2e-data-'));
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  // Journeys and benchmarks set faults and read posts as a tool would: with the control token.
  const controlToken = env.SANDBOX_CONTROL_TOKEN ?? randomBytes(24).toString('hex');
  ensureNodeBundles();
  const { flags, bundle } = bundleStartCommand(ROOT, 'apps/server');
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...flags, bundle], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SANDBOX_CONTROL_TOKEN: controlToken,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready after 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  outputs.set(baseUrl, () => log);
  return {
    baseUrl,
    pid: child.pid ?? -1,
    database,
    dataDir,
    sandboxControl: { authorization: `Bearer ${controlToken}` },
    output: () => log,
    stop: async ({ keepDatabase = false } = {}) => {
      outputs.delete(baseUrl);
      child.kill('SIGTERM');
      const code = await exited;
      if (!keepDatabase) await database.destroy();
      return code;
    },
  };
}
