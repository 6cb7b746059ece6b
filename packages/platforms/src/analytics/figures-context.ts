import type { PublisherContext } from '../publish/publisher-context';

/**
 * What the figure readers are built with: the publishers' hosts, an HTTP client and a clock. Give
 * it a client of its own (`createPlatformHttp()`), not the publishers' warmed connections: a burst
 * of reads must never hold a connection a publishing run is waiting for.
 */
export type FiguresContext = Pick<PublisherContext, 'hosts' | 'http' | 'now'>;
