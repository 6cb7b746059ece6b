import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countQueueWorkers } from '@fanout/jobs/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WorkerProcess {
  pid: number;
  output: () => string;
  /** SIGTERM, then waits for the graceful exit (running jobs finish first). */
  stop: () => Promise<number | null>;
}

/**
 * Runs the real worker process (worker/src/main.ts, as `pnpm worker` does) with only the
 * environment given here, and resolves once it takes jobs: its BullMQ worker is registered with the
 * queue under `redis.prefix` (whatever LOG_LEVEL says).
 */
export async function startWorkerProcess(
  env: Record<string, string>,
  redis: { url: string; prefix: string },
  nodeOptions: readonly string[] = [],
): Promise<WorkerProcess> {
  let log = '';
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'worker/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 60_000;
  while ((await countQueueWorkers(redis.prefix, redis.url)) === 0) {
    if (child.exitCode !== null) throw new Error(`worker exited during start-up:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker not ready after 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid ?? -1,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
