import {
  createMediaProviders,
  createTextProviders,
  type MediaProviders,
  type TextProviders,
} from '@fanout/core/ai';
import { createMailer } from '@fanout/core/mail';
import { createLocalStorage, createS3Storage, type StorageDriver } from '@fanout/core/media';
import type { CoreDeps, CoreObserver, Logger, Mailer } from '@fanout/core/deps';
import type { Database } from '@fanout/db/client';
import type { JobRegistry } from '@fanout/jobs';
import {
  createFiguresReaders,
  createPlatformClients,
  createPlatformPublishers,
  figuresContext,
  type PlatformClients,
  type PlatformFiguresReaders,
  type PlatformPublishers,
} from '@fanout/platforms';
import { deriveKey, resolveAppSecret } from './app-secret';
import { createBillingDeps } from './billing-setup';
import type { AppConfig } from './config';
import {
  createAnalyticsJobRegistryFor,
  createJobRegistryFor,
  createWebhookJobRegistryFor,
} from './create-job-registry';
import { createVault, platformConnection } from './platform-setup';
import { withSandboxPostPages } from './sandbox-post-pages';

/** The platforms' publishers; in sandbox mode their "View on …" links open the sandbox's own pages. */
function createPublishers(
  config: AppConfig,
  hosts: Parameters<typeof createPlatformPublishers>[0]['hosts'],
) {
  const publishers = createPlatformPublishers({ hosts });
  return config.platforms.mode === 'sandbox'
    ? withSandboxPostPages(publishers, config.publicUrl)
    : publishers;
}

/**
 * Each network's figures reader (ADR 0090), over the same hosts as publishing but a client of
 * their own. LinkedIn's needs a scope LinkedIn grants only to approved apps: without
 * LINKEDIN_POST_ANALYTICS there is no LinkedIn reader, and its posts say the server does not read
 * LinkedIn's figures rather than asking their owners to reconnect.
 */
function createReaders(
  config: AppConfig,
  hosts: Parameters<typeof createPlatformPublishers>[0]['hosts'],
): Partial<PlatformFiguresReaders> {
  const { linkedin, ...others } = createFiguresReaders(figuresContext({ hosts }));
  return config.platforms.linkedInPostAnalytics ? { linkedin, ...others } : others;
}

function createStorage(config: AppConfig): StorageDriver {
  const { s3 } = config.storage;
  if (config.storage.driver === 's3' && s3) return createS3Storage(s3);
  return createLocalStorage(config.storage.localRoot);
}

/**
 * The one place CoreDeps are assembled from configuration: the server, the worker, the commands and
 * the tests all build them here, so both processes run the same handlers on the same services.
 */
export function createCoreDeps(options: {
  config: AppConfig;
  db: Database;
  logger: Logger;
  mailer?: Mailer;
  storage?: StorageDriver;
  platforms?: PlatformClients;
  publishers?: PlatformPublishers;
  jobs?: JobRegistry;
  analyticsJobs?: JobRegistry;
  webhookJobs?: JobRegistry;
  /** Each network's figures reader (ADR 0090); absent: those of the configured hosts. */
  figuresReaders?: Partial<PlatformFiguresReaders>;
  textProviders?: TextProviders;
  mediaProviders?: MediaProviders;
  /** The process's metrics observer (ADR 0072); absent: core's work is not observed. */
  observe?: CoreObserver;
}): CoreDeps {
  const { config, db, logger } = options;
  const secret = resolveAppSecret(config, logger);
  // Accounts and publishing talk to the same hosts: the live platforms or the built-in sandbox.
  const connection = platformConnection(config);
  return {
    db,
    logger,
    mailer:
      options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    storage: options.storage ?? createStorage(config),
    vault: createVault(config, secret),
    platforms: options.platforms ?? createPlatformClients(connection),
    publishers: options.publishers ?? createPublishers(config, connection.hosts),
    jobs: options.jobs ?? createJobRegistryFor(config, logger),
    analyticsJobs: options.analyticsJobs ?? createAnalyticsJobRegistryFor(config, logger),
    webhookJobs: options.webhookJobs ?? createWebhookJobRegistryFor(config, logger),
    figuresReaders: options.figuresReaders ?? createReaders(config, connection.hosts),
    billing: createBillingDeps(config, secret),
    textProviders:
      options.textProviders ??
      createTextProviders(config.ai, { sandbox: config.platforms.mode === 'sandbox' }),
    mediaProviders:
      options.mediaProviders ??
      createMediaProviders(config.ai, {
        sandbox: config.platforms.mode === 'sandbox',
        tmpDir: config.uploadTmpDir,
      }),
    ...(options.observe ? { observe: options.observe } : {}),
    config: {
      publicUrl: config.publicUrl,
      adminEmails: config.adminEmails,
      session: config.session,
      passwordResetTtlMs: config.passwordResetTtlMs,
      accountLinks: {
        signingKey: deriveKey(secret, 'account-links'),
        emailVerificationTtlMs: config.emailVerificationTtlMs,
        invitationTtlMs: config.invitationTtlMs,
        setupTokenTtlMs: config.setupTokenTtlMs,
      },
      signupMode: config.signupMode,
      media: {
        limits: config.uploadLimits,
        ...config.uploadRules,
        tmpDir: config.uploadTmpDir,
        urlSigningKey: deriveKey(secret, 'media-url'),
        signedUrlTtlMs: config.signedUrlTtlMs,
      },
      oauth: config.oauth,
      outbound: config.outbound,
      feeds: config.feeds,
      signupCreditGrant: config.signupCreditGrant,
      publishing: config.publishing,
      ai: { rateLimitPerHour: config.ai.rateLimitPerHour },
      analytics: {
        xReads: config.analytics.xReads,
        sweepIntervalMs: config.analytics.sweepIntervalMs,
      },
      webhooks: config.webhooks,
    },
  };
}
