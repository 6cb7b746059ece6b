import type { Logger } from '@fanout/core/deps';
import type { AppConfig } from '../config';
import { createMetrics, type Metrics, type WatchedQueue } from './create-metrics';
import { startMetricsListener, type MetricsListener } from './metrics-listener';

/** A process's metrics (METRICS_PORT set) or nothing, and how to start serving them. */
export interface ProcessMetrics {
  /** Undefined when metrics are off: CoreDeps get no observer, the server no hooks. */
  metrics: Metrics | undefined;
  /** Starts the listener with the queues' gauges, by queue name; null when metrics are off. */
  serve(queues: Readonly<Record<string, WatchedQueue>>): Promise<MetricsListener | null>;
}

/** The server and the worker build theirs the same way (ADR 0072). */
export function startProcessMetrics(config: AppConfig, logger: Logger): ProcessMetrics {
  const settings = config.metrics;
  const metrics = settings ? createMetrics() : undefined;
  return {
    metrics,
    serve: async (queues) => {
      if (!settings || !metrics) return null;
      for (const [name, queue] of Object.entries(queues)) metrics.watchQueue(name, queue);
      const listener = await startMetricsListener(metrics, settings, logger);
      logger.info(
        { url: listener.url, token: settings.token ? 'required' : 'none' },
        'metrics listening',
      );
      return listener;
    },
  };
}
