import { createMailer } from '@fanout/core/mail';
import { createLocalStorage, createS3Storage, type StorageDriver } from '@fanout/core/media';
import type { CoreDeps, Logger, Mailer } from '@fanout/core/deps';
import type { Database } from '@fanout/db/client';
import { createInProcessDriver, createJobRegistry, type JobRegistry } from '@fanout/jobs';
import {
  createPlatformClients,
  createPlatformPublishers,
  type PlatformClients,
  type PlatformPublishers,
} from '@fanout/platforms';
import { deriveKey, resolveAppSecret } from './app-secret';
import type { ServerConfig } from './config';
import { createVault, platformConnection } from './platform-setup';

function createStorage(config: ServerConfig): StorageDriver {
  const { s3 } = config.storage;
  if (config.storage.driver === 's3' && s3) return createS3Storage(s3);
  return createLocalStorage(config.storage.localRoot);
}

/** The one place CoreDeps are assembled from configuration (the server and the tests both use it). */
export function createCoreDeps(options: {
  config: ServerConfig;
  db: Database;
  logger: Logger;
  mailer?: Mailer;
  storage?: StorageDriver;
  platforms?: PlatformClients;
  publishers?: PlatformPublishers;
  jobs?: JobRegistry;
}): CoreDeps {
  const { config, db, logger } = options;
  const secret = resolveAppSecret(config, logger);
  return {
    db,
    logger,
    mailer:
      options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    storage: options.storage ?? createStorage(config),
    vault: createVault(config, secret),
    platforms: options.platforms ?? createPlatformClients(platformConnection(config)),
    publishers:
      options.publishers ?? createPlatformPublishers({ hosts: platformConnection(config).hosts }),
    // Without Redis, jobs live in this process (ADR 0013); the BullMQ driver arrives with publishing.
    jobs:
      options.jobs ??
      createJobRegistry(
        createInProcessDriver({
          onError: (error, job) =>
            logger[job.final ? 'error' : 'warn'](
              { err: error, job },
              job.final ? 'job failed for good' : 'job failed; will retry',
            ),
        }),
      ),
    config: {
      publicUrl: config.publicUrl,
      adminEmails: config.adminEmails,
      session: config.session,
      passwordResetTtlMs: config.passwordResetTtlMs,
      media: {
        limits: config.uploadLimits,
        tmpDir: config.uploadTmpDir,
        urlSigningKey: deriveKey(secret, 'media-url'),
        signedUrlTtlMs: config.signedUrlTtlMs,
      },
      oauth: config.oauth,
      signupCreditGrant: config.signupCreditGrant,
    },
  };
}
