import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A real `worker/src/main.ts` process, started as `pnpm worker` starts it. */
export interface WorkerProcess {
  readonly pid: number;
  /** Everything it printed (stdout and stderr): shown when a chaos round fails. */
  output(): string;
  /** Resolves with the signal that ended it (null for a normal exit) once it has exited. */
  readonly exited: Promise<NodeJS.Signals | null>;
  /** SIGKILL: no shutdown hook runs, running jobs and their HTTP calls die mid-way. Waits for the exit. */
  kill(): Promise<NodeJS.Signals | null>;
  /** SIGTERM: the graceful stop (running jobs finish). Waits for the exit. */
  stop(): Promise<NodeJS.Signals | null>;
  /** SIGSTOP: the process freezes mid-way (a VM pause, a long GC) and holds its sockets. */
  freeze(): void;
  /** SIGCONT: a frozen process carries on where it stopped, unaware time has passed. */
  thaw(): void;
}

/**
 * Spawns a worker with exactly `env` (nothing leaks in from the developer's shell). The worker
 * reads no `.env` beyond the repository's own, which tests do not have.
 */
export function spawnWorker(env: Record<string, string>): WorkerProcess {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'worker/src/main.ts'], {
    cwd: ROOT,
    env: { NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
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
