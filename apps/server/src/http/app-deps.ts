import type { CoreDeps } from '@fanout/core/deps';
import type { SandboxController, StripeSandbox } from '@fanout/sandbox';
import type { AppConfig, Metrics } from '@fanout/runtime';
import type { NotificationFeed } from '../notifications/notification-feed';

/** What the HTTP layer is built from: core dependencies plus server settings. */
export interface AppDeps {
  core: CoreDeps;
  config: AppConfig;
  /** Answers whether the database is reachable, for /readyz. */
  checkDatabase: () => Promise<void>;
  /** Signals of changed notifications, for the bell's event stream (ADR 0029). */
  notificationFeed: NotificationFeed;
  /** The platform simulator's test handle (sandbox mode); one is created when absent. */
  sandbox?: SandboxController;
  /** The Stripe simulator's test handle (sandbox billing); one is created when absent. */
  stripeSandbox?: StripeSandbox;
  /** The process's metrics (METRICS_PORT set, ADR 0072); absent: nothing is measured. */
  metrics?: Metrics;
}
