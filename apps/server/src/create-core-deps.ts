import { createMailer } from '@fanout/core/mail';
import { createLocalStorage, createS3Storage, type StorageDriver } from '@fanout/core/media';
import type { CoreDeps, Logger, Mailer } from '@fanout/core/deps';
import type { Database } from '@fanout/db/client';
import { deriveKey, resolveAppSecret } from './app-secret';
import type { ServerConfig } from './config';

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
}): CoreDeps {
  const { config, db, logger } = options;
  const secret = resolveAppSecret(config, logger);
  return {
    db,
    logger,
    mailer:
      options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    storage: options.storage ?? createStorage(config),
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
    },
  };
}
