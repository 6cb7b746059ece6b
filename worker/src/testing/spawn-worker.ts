import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countQueueWorkers } from '@fanout/jobs/testing';
import { bundleStartCommand, ensureNodeBundles } from '../../../scripts/build-node-bundles';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The node flags of `pnpm worker` (worker/package.json's start script, e.g. its young-generation
 * size): tests and benchmarks start the worker exactly as production does.
 */
export function workerNodeFlags(): string[] {
  return bundleStartCommand(ROOT, 'worker').flags;
}

/** How a worker process ended: its exit code, or the signal that ended it. */
export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A real worker process, started from its bundle as `pnpm worker` starts it (ADR 0077). */
export interface WorkerProcess {
  readonly pid: number;
  /** Everything it printed (stdout and stderr), for failure messages. */
  output(): string;
  readonly exited: Promise<WorkerExit>;
  /** SIGKILL: no shutdown hook runs, running jobs and their HTTP calls die mid-way. Waits for the exit. */
  kill(): Promise<WorkerExit>;
  /** SIGTERM: the graceful stop (running jobs finish). Waits for the exit. */
  stop(): Promise<WorkerExit>;
  /** SIGSTOP: the process freezes mid-way (a VM pause, a long GC) and holds its sockets. */
  freeze(): void;
  /** SIGCONT: a frozen process carries on where it stopped, unaware time has passed. */
  thaw(): void;
}

/**
 * Spawns a worker with exactly `env` (nothing leaks in from the developer's shell but PATH). Used by
 * the worker's own tests, the chaos tests and the lateness benchmark. The bundle is built first
 * when its sources changed (checked once per process).
 */
export function spawnWorker(
  env: Record<string, string>,
  options: { nodeOptions?: readonly string[] } = {},
): WorkerProcess {
  ensureNodeBundles();
  const { flags, bundle } = bundleStartCommand(ROOT, 'worker');
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeOptions ?? []), ...flags, bundle],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const append = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<WorkerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  if (child.pid === undefined) throw new Error('the worker process did not start');
  return {
    pid: child.pid,
    output: () => log,
    exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    freeze: () => void signal('SIGSTOP'),
    thaw: () => void signal('SIGCONT'),
  };
}

/** Resolves once the worker's BullMQ worker is registered with the queue under `redis.prefix`. */
export async function untilTakingJobs(
  worker: WorkerProcess,
  redis: { url: string; prefix: string },
  timeoutMs = 60_000,
): Promise<void> {
  let ended = false;
  void worker.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while ((await countQueueWorkers(redis.prefix, redis.url)) === 0) {
    if (ended) throw new Error(`worker exited during start-up:\n${worker.output()}`);
    if (Date.now() > deadline) {
      await worker.kill();
      throw new Error(`worker not ready after ${timeoutMs / 1000} s:\n${worker.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
