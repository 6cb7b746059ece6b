import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createVault, platformConnection } from './platform-setup';

const secret = randomBytes(48);

describe('createVault', () => {
  it('keeps the key derived from APP_SECRET for decryption when explicit keys are configured', () => {
    const sealedByDefault = createVault(loadConfig({}), secret).encrypt('token', 'ctx');
    const k2 = randomBytes(32).toString('base64');
    const rotated = createVault(loadConfig({ TOKEN_ENCRYPTION_KEYS: `k2:${k2}` }), secret);
    expect(rotated.currentKeyId).toBe('k2');
    expect(rotated.decrypt(sealedByDefault, 'ctx')).toBe('token');
    expect(rotated.isStale(sealedByDefault)).toBe(true);
  });

  it('refuses a malformed key list with a message naming the variable', () => {
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEYS: 'k1:short' })).toThrow(
      /TOKEN_ENCRYPTION_KEYS/,
    );
  });
});

describe('platformConnection', () => {
  it('uses the sandbox when no platform credentials are set, the real hosts when some are', () => {
    const sandbox = platformConnection(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }));
    expect(sandbox.hosts.twitter.api).toBe('http://localhost:3000/sandbox/twitter/api');
    expect(sandbox.credentials.twitter?.clientId).toBe('sandbox-twitter');

    const live = platformConnection(loadConfig({ X_CLIENT_ID: 'id', X_CLIENT_SECRET: 'secret' }));
    expect(live.hosts.twitter.api).toBe('https://api.x.com');
    expect(live.credentials).toEqual({ twitter: { clientId: 'id', clientSecret: 'secret' } });
  });
});
