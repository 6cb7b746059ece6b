import { once } from 'node:events';
import { Redis } from 'ioredis';

/** The structural logger the jobs package needs; pino satisfies it. */
export interface JobsLogger {
  info: (obj: object | string, msg?: string) => void;
  warn: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
}

/**
 * The connection that adds, moves and removes jobs (HTTP requests use it). BullMQ's "Going to
 * production" guide: without the offline queue a command fails at once while Redis is down instead
 * of holding the request until Redis returns; the sweeper re-enqueues what was missed.
 */
export function createProducerConnection(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: `${name}:producer`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
  });
}

/**
 * The worker's connection. BullMQ requires `maxRetriesPerRequest: null` here: its blocking commands
 * must wait across a reconnect rather than fail, and the worker must keep trying forever.
 */
export function createWorkerConnection(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: `${name}:worker`,
    maxRetriesPerRequest: null,
    retryStrategy: reconnectDelay,
  });
}

/** Reconnect forever, backing off to at most 20 s between tries (the guide's recommendation). */
function reconnectDelay(times: number): number {
  return Math.max(Math.min(Math.exp(times), 20_000), 1_000);
}

/**
 * Resolves once `client` is connected, waiting at most `timeoutMs`; throws otherwise. BullMQ waits
 * for a connection without limit before its first command, which would hang a request while Redis
 * is down.
 */
export async function connectedWithin(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return;
  try {
    await once(client, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    // The error names neither the URL nor its password.
    throw new Error(`The job queue is unavailable: Redis is not connected (${client.status})`);
  }
}

/** The `maxmemory_policy` line of `INFO memory`, or null when absent. */
export function parseMaxMemoryPolicy(info: string): string | null {
  const line = info.split(/\r?\n/).find((entry) => entry.startsWith('maxmemory_policy:'));
  return line ? line.slice('maxmemory_policy:'.length).trim() : null;
}

/**
 * Redis used as a cache evicts keys under memory pressure, and an evicted job is a lost post: the
 * guide says `noeviction` is the only safe policy. Warns (once, at start-up) rather than refusing,
 * since managed Redis sometimes hides the setting.
 */
export async function warnUnlessNoEviction(client: Redis, logger: JobsLogger): Promise<void> {
  try {
    const policy = parseMaxMemoryPolicy(await client.info('memory'));
    if (policy && policy !== 'noeviction') {
      logger.warn(
        { maxmemoryPolicy: policy },
        'Redis maxmemory-policy is not noeviction: Redis may evict queued jobs; set it to noeviction',
      );
    }
  } catch (error) {
    logger.warn({ err: error }, 'could not read the Redis maxmemory-policy');
  }
}
