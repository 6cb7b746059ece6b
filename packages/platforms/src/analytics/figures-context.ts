import { createPlatformHttp } from '../http/platform-request';
import type { PlatformHosts } from '../platform-hosts';
import type { PublisherContext } from '../publish/publisher-context';

/**
 * What the figure readers are built with: the publishers' hosts, an HTTP client and a clock. Give
 * it a client of its own (figuresContext), not the publishers' warmed connections: a burst of
 * reads must never hold a connection a publishing run is waiting for.
 */
export type FiguresContext = Pick<PublisherContext, 'hosts' | 'http' | 'now'>;

/** The readers' context against `hosts`: an HTTP client of their own (15 s per request). */
export function figuresContext(options: {
  hosts: PlatformHosts;
  timeoutMs?: number;
  now?: () => Date;
}): FiguresContext {
  return {
    hosts: options.hosts,
    http: createPlatformHttp({ timeoutMs: options.timeoutMs ?? 15_000 }),
    now: options.now ?? (() => new Date()),
  };
}
