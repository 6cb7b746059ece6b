import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CoreObserver } from '@fanout/core/deps';
import type { QueueStats } from '@fanout/jobs';
import {
  actionLabel,
  errorClassLabel,
  methodLabel,
  platformLabel,
  routeLabel,
  statusClassLabel,
  sweepLabel,
} from './metric-labels';

/** How a Stripe webhook delivery ended (ADR 0072). */
export type StripeWebhookOutcome =
  | 'processed'
  | 'duplicate'
  /** No or a bad signature, or no body: 400. */
  | 'refused'
  /** Another API version than the pinned one: 503, Stripe retries. */
  | 'version_refused'
  /** The effect failed: 500, Stripe retries. */
  | 'failed';

/** One process's metrics: one registry, the observer core reports to, and the transport's hooks. */
export interface Metrics {
  registry: Registry;
  /** Handed to CoreDeps (`observe`). */
  observer: CoreObserver;
  httpRequest(event: {
    routePattern: string | undefined;
    method: string;
    statusCode: number;
    durationMs: number;
  }): void;
  stripeWebhook(event: { outcome: StripeWebhookOutcome; durationMs: number }): void;
  /** A job queue whose depth the gauges read at each scrape, under its name. */
  watchQueue(name: string, queue: WatchedQueue): void;
}

const LATENESS_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300];
const DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Several gauges read one look at the queue per scrape. */
const QUEUE_STATS_REUSE_MS = 1_000;

/** The series of the publishing observer (ADR 0072). */
function publishingSeries(registry: Registry) {
  return {
    lateness: new Histogram({
      name: 'fanout_publish_lateness_seconds',
      help: "How late a target's first platform call starts after its scheduled time",
      labelNames: ['platform'],
      buckets: LATENESS_BUCKETS,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'fanout_publish_duration_seconds',
      help: 'How long a platform publish call takes, uploads included',
      labelNames: ['platform', 'result'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    outcomes: new Counter({
      name: 'fanout_publish_outcomes_total',
      help: "Publishing runs' recorded ends: published, failed, unconfirmed, retry",
      labelNames: ['platform', 'outcome', 'error_class'],
      registers: [registry],
    }),
  };
}

function coreObserver(registry: Registry): CoreObserver {
  const publishing = publishingSeries(registry);
  const sweeps = new Counter({
    name: 'fanout_sweep_actions_total',
    help: 'What the periodic sweeps did, per sweep and action',
    labelNames: ['sweep', 'action'],
    registers: [registry],
  });
  const granted = new Counter({
    name: 'fanout_credits_granted_total',
    help: 'Credits added to balances, per ledger kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const spent = new Counter({
    name: 'fanout_credits_spent_total',
    help: 'Credits taken from balances, per ledger kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  return {
    publishCallStarted: ({ platform, latenessMs }) => {
      if (latenessMs === null) return;
      publishing.lateness.observe(
        { platform: platformLabel(platform) },
        Math.max(0, latenessMs) / 1000,
      );
    },
    publishCallEnded: ({ platform, durationMs, result }) => {
      publishing.duration.observe({ platform: platformLabel(platform), result }, durationMs / 1000);
    },
    publishOutcome: ({ platform, outcome, errorClass }) => {
      publishing.outcomes.inc({
        platform: platformLabel(platform),
        outcome,
        error_class: errorClassLabel(errorClass),
      });
    },
    sweepActions: (sweep, counts) => {
      for (const [action, count] of Object.entries(counts)) {
        // Zero too: the series exists from the first sweep, so rate() and alerts see it.
        sweeps.inc({ sweep: sweepLabel(sweep), action: actionLabel(action) }, count);
      }
    },
    creditsChanged: ({ kind, amount }) => {
      if (amount > 0) granted.inc({ kind }, amount);
      else if (amount < 0) spent.inc({ kind }, -amount);
    },
  };
}

/** A queue the gauges read: its counts by state (JobDriver.stats, bounded cost). */
export interface WatchedQueue {
  stats(): Promise<QueueStats>;
}

/**
 * The queues' gauges, read at each scrape, one series per queue (`queue` is its name: `jobs` for
 * publishing and the other jobs, `analytics` for figure reads, ADR 0090). A queue whose look fails
 * (Redis down) is left out of that scrape, which alerts can see.
 */
function queueGauges(registry: Registry): (name: string, queue: WatchedQueue) => void {
  type Look = { at: number; stats: Promise<QueueStats | null> };
  const watched = new Map<string, { queue: WatchedQueue; last: Look | null }>();
  const latest = () =>
    Promise.all(
      [...watched].map(async ([name, entry]) => {
        if (!entry.last || performance.now() - entry.last.at > QUEUE_STATS_REUSE_MS) {
          entry.last = { at: performance.now(), stats: entry.queue.stats().catch(() => null) };
        }
        return { name, stats: await entry.last.stats };
      }),
    );
  new Gauge({
    name: 'fanout_queue_jobs',
    help: 'Jobs per queue: ready (due, waiting for a slot), delayed (waiting for their time), running',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, stats } of await latest()) {
        if (!stats) continue;
        this.set({ queue: name, state: 'ready' }, stats.ready);
        this.set({ queue: name, state: 'delayed' }, stats.delayed);
        this.set({ queue: name, state: 'running' }, stats.running);
      }
    },
  });
  new Gauge({
    name: 'fanout_queue_oldest_ready_seconds',
    help: "How long each queue's longest-waiting due job has waited for a slot",
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, stats } of await latest()) {
        if (stats) this.set({ queue: name }, stats.oldestReadyMs / 1000);
      }
    },
  });
  return (name, queue) => {
    watched.set(name, { queue, last: null });
  };
}

/** Builds one process's registry: the product's series and Node's default process metrics. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fanout_' });
  const http = new Histogram({
    name: 'fanout_http_request_duration_seconds',
    help: 'HTTP request duration per route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const webhookDuration = new Histogram({
    name: 'fanout_stripe_webhook_duration_seconds',
    help: 'How long a Stripe webhook delivery takes to verify and apply',
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const webhookOutcomes = new Counter({
    name: 'fanout_stripe_webhooks_total',
    help: 'Stripe webhook deliveries per outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  return {
    registry,
    observer: coreObserver(registry),
    httpRequest: ({ routePattern, method, statusCode, durationMs }) => {
      http.observe(
        {
          route: routeLabel(routePattern),
          method: methodLabel(method),
          status_class: statusClassLabel(statusCode),
        },
        durationMs / 1000,
      );
    },
    stripeWebhook: ({ outcome, durationMs }) => {
      webhookDuration.observe(durationMs / 1000);
      webhookOutcomes.inc({ outcome });
    },
    watchQueue: queueGauges(registry),
  };
}
