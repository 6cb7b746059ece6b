export { createMetrics, type Metrics, type StripeWebhookOutcome } from './create-metrics';
export {
  startMetricsListener,
  type MetricsListener,
  type MetricsSettings,
} from './metrics-listener';
export { startProcessMetrics, type ProcessMetrics } from './process-metrics';
