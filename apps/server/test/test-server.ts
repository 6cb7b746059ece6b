import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CoreDeps, Mailer } from '@fanout/core/deps';
import { createTestDatabase, freePort, type TestDatabase } from '@fanout/db/testing';
import {
  createSandboxController,
  createStripeSandbox,
  type SandboxController,
} from '@fanout/sandbox';
import { buildApp } from '../src/app';
import { createNotificationFeed } from '../src/notifications/notification-feed';
import {
  createCoreDeps,
  createLogger,
  loadConfig,
  resolveAppSecret,
  startProcessMetrics,
  stripeSandboxKeys,
  type AppConfig,
  jobQueues,
} from '@fanout/runtime';
import { forgetMailbox, registerMailbox } from './test-mailboxes';
import { forgetSiteOrigin, registerSiteOrigin } from './site-origins';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  database: TestDatabase;
  config: AppConfig;
  core: CoreDeps;
  mails: SentMail[];
  /** The platform simulator's handle: fault injection, token expiry, request log. */
  sandbox: SandboxController;
  /** `GET /metrics` on its own port when METRICS_PORT is set (ADR 0072); null otherwise. */
  metricsUrl: string | null;
  close: () => Promise<void>;
}

/**
 * Runs `steps` with the server's clock stopped at the present: a throttle's delay (1 s) does not
 * run out however long a loaded machine takes over the requests. The clock runs again afterwards.
 */
export async function withClockStopped<T>(
  server: Pick<TestServer, 'core'>,
  steps: () => Promise<T>,
): Promise<T> {
  const stopped = new Date();
  server.core.now = () => stopped;
  try {
    return await steps();
  } finally {
    delete server.core.now;
  }
}

/** A fake built web app, so SPA fallback is testable without running Vite. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanout-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Fanout test shell</title>');
  return dir;
}

/**
 * A real Fastify server on an ephemeral port over a fresh database. `env` overrides environment
 * variables exactly as an operator would set them.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    logStream?: Writable;
    /** Each mail reaches `mails` this long after it is sent: shows who waits for the mailer. */
    mailDelayMs?: number;
    /**
     * The Stripe simulator's redelivery delays; `[]` never redelivers on its own, so a test that
     * refuses deliveries (the product down) chooses when and in which order they come again.
     */
    stripeRetryDelaysMs?: number[];
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  // A known port up front: PUBLIC_URL (OAuth redirect URIs, sandbox hosts) must name the real one.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TOKEN_REFRESH_SWEEP_SECONDS: '0',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: options.webDistDir ?? fakeWebDist(),
    // A data directory per server: uploads, temp files and the generated app secret stay apart.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-data-')),
    SIGN_UP_RATE_LIMIT_PER_MINUTE: '1000',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const mails: SentMail[] = [];
  const mailDelayMs = options.mailDelayMs ?? 0;
  const mailer: Mailer = {
    send: async (mail) => {
      if (mailDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, mailDelayMs));
      mails.push(mail);
    },
  };
  const logger = options.logStream
    ? createLogger({ level: 'info', stream: options.logStream })
    : createLogger({ level: 'silent' });
  const processMetrics = startProcessMetrics(config, logger);
  const { metrics } = processMetrics;
  const core = createCoreDeps({
    config,
    db: database.db,
    logger,
    mailer,
    observe: metrics?.observer,
  });
  const sandbox = createSandboxController();
  const stripeSandbox = options.stripeRetryDelaysMs
    ? createStripeSandbox({
        ...stripeSandboxKeys(resolveAppSecret(config, logger)),
        webhookUrl: `${config.publicUrl}/api/webhooks/stripe`,
        publicUrl: config.publicUrl,
        retryDelaysMs: options.stripeRetryDelaysMs,
      })
    : undefined;
  const notificationFeed = await createNotificationFeed(database.url, logger);
  const app = await buildApp(
    {
      config,
      core,
      notificationFeed,
      sandbox,
      ...(stripeSandbox ? { stripeSandbox } : {}),
      ...(metrics ? { metrics } : {}),
      checkDatabase: async () => {
        await database.db.execute(sql`SELECT 1`);
      },
    },
    options.logStream ? { logStream: options.logStream } : {},
  );
  await app.listen({ port, host: '127.0.0.1' });
  const metricsListener = await processMetrics.serve(jobQueues(core));
  const baseUrl = `http://127.0.0.1:${port}`;
  registerMailbox(baseUrl, mails);
  registerSiteOrigin(baseUrl, config.publicUrl);
  return {
    app,
    baseUrl,
    database,
    config,
    core,
    mails,
    sandbox,
    metricsUrl: metricsListener?.url ?? null,
    close: async () => {
      forgetMailbox(baseUrl);
      forgetSiteOrigin(baseUrl);
      await app.close();
      await metricsListener?.close();
      await notificationFeed.close();
      await Promise.all([core.jobs.stop(), core.analyticsJobs.stop(), core.webhookJobs.stop()]);
      await database.destroy();
    },
  };
}
