import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@fanout/core/deps';
import type { AppConfig } from '../config';
import type { Metrics } from './create-metrics';

export type MetricsSettings = NonNullable<AppConfig['metrics']>;

export interface MetricsListener {
  /** e.g. http://127.0.0.1:9464/metrics */
  url: string;
  close: () => Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time: compares digests, so neither the token's content nor its length leaks. */
function authorized(request: IncomingMessage, token: string | null): boolean {
  if (token === null) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

async function answer(
  metrics: Metrics,
  settings: MetricsSettings,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = (request.url ?? '').split('?', 1)[0];
  if (path !== '/metrics') {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (!authorized(request, settings.token)) {
    response
      .writeHead(401, {
        'www-authenticate': 'Bearer realm="metrics"',
        'content-type': 'text/plain',
      })
      .end('A bearer token (METRICS_TOKEN) is required\n');
    return;
  }
  const body = await metrics.registry.metrics();
  response.writeHead(200, { 'content-type': metrics.registry.contentType });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * `GET /metrics` on its own port (METRICS_PORT, ADR 0072): the server's and each worker's, apart
 * from the product's port, so a reverse proxy in front of the product never exposes it. With
 * METRICS_TOKEN set, only a request bearing it is answered.
 */
export async function startMetricsListener(
  metrics: Metrics,
  settings: MetricsSettings,
  logger: Logger,
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    answer(metrics, settings, request, response).catch((error: unknown) => {
      logger.error({ err: error }, 'metrics scrape failed');
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
