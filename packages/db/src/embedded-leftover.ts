import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const STOP_WAIT_MS = 30_000;

export interface RunningCluster {
  pid: number;
  port: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user (the `postgres` system user when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ps(field: 'ppid' | 'command', pid: number): Promise<string> {
  const { stdout } = await execFileAsync('ps', ['-o', `${field}=`, '-p', String(pid)]);
  return stdout.trim();
}

/**
 * The PostgreSQL running on `dataDir`, read from its `postmaster.pid` (first line the PID, fourth
 * the port), when that process is alive and is a postgres.
 */
export async function runningCluster(dataDir: string): Promise<RunningCluster | null> {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  // A PID written by a cluster that died long ago may now name another program.
  const command = await ps('command', pid).catch(() => '');
  if (!/postgres/.test(command)) return null;
  return { pid, port };
}

/**
 * True when the cluster's parent is still a live node process: another Fanout process (a server,
 * or an operator command run beside it) started it and uses it. A server killed outright leaves its
 * cluster to init or a subreaper (tini, systemd), never to node.
 */
export async function clusterHasLiveOwner(cluster: RunningCluster): Promise<boolean> {
  const parent = Number(await ps('ppid', cluster.pid).catch(() => '0'));
  // PID 1 is not excluded: in a container the server itself may be PID 1.
  if (!Number.isInteger(parent) || parent <= 0) return false;
  const command = await ps('command', parent).catch(() => '');
  return path.basename(command.split(/\s+/)[0] ?? '').startsWith('node');
}

/**
 * Stops a cluster left running by a Fanout process that died: SIGINT is PostgreSQL's "fast"
 * shutdown (clients disconnected, open transactions rolled back, a checkpoint written), so nothing
 * committed is lost and the next start needs no recovery.
 */
export async function stopLeftoverCluster(cluster: RunningCluster, dataDir: string): Promise<void> {
  process.kill(cluster.pid, 'SIGINT');
  const deadline = Date.now() + STOP_WAIT_MS;
  while (isAlive(cluster.pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `A PostgreSQL left running on ${dataDir} (PID ${cluster.pid}) did not stop within ${STOP_WAIT_MS / 1000} s. ` +
          `Stop it yourself (kill -INT ${cluster.pid}), then start Fanout again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
