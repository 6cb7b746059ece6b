/**
 * The composition root shared by the server and the worker (ADR 0015): configuration (the only
 * reader of process.env), the database start-up, CoreDeps with the job driver the configuration
 * selects, and the background work of a process.
 */
export { loadConfig, loadDotEnvFile, type AppConfig } from './config';
export { deriveKey, resolveAppSecret } from './app-secret';
export { createCoreDeps } from './create-core-deps';
export { jobQueues } from './create-job-registry';
export { createBillingDeps, stripeSandboxKeys } from './billing-setup';
export { createLogger, logSerializers, serializeError } from './create-logger';
export { createVault, platformConnection } from './platform-setup';
export { startDatabase, type StartedDatabase } from './start-database';
export { startupFailureMessage } from './startup-failure';
export { startJobProcessing } from './start-job-processing';
export { startTokenRefreshSweep } from './token-refresh-sweep';
export { createLogDestination, logsArePretty } from './log-destination';
export {
  createMetrics,
  startMetricsListener,
  startProcessMetrics,
  type Metrics,
  type MetricsListener,
  type ProcessMetrics,
  type StripeWebhookOutcome,
} from './metrics';
export { createWebhookJobRegistryFor, WEBHOOKS_QUEUE } from './create-job-registry';
