import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@fanout/core/deps';
import type { AppConfig } from './config';

/**
 * The root secret keys are derived from. APP_SECRET when set (required when several servers share
 * a database); otherwise generated once and kept in DATA_DIR/secrets/app-secret (mode 0600), so a
 * single self-hosted server needs no setup and its signed links survive restarts.
 */
export function resolveAppSecret(config: AppConfig, logger: Logger): Buffer {
  if (config.appSecret) return Buffer.from(config.appSecret);
  const file = path.join(config.dataDir, 'secrets', 'app-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    logger.warn(
      { file },
      'APP_SECRET is not set: generated one and stored it in the data directory',
    );
  }
  return readFileSync(file);
}

/** A 32-byte key for one purpose, so one leaked key never unlocks another's use. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `fanout:${purpose}`, 32));
}
