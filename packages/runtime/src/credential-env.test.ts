import { readFileSync } from 'node:fs';
import { CREDENTIAL_ENV_NAMES, CREDENTIAL_ENV_VARIABLES, OAUTH_PLATFORMS } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// The operator's template, at the repository root.
const ENV_EXAMPLE = new URL('../../../.env.example', import.meta.url);

describe('platform credential variables (CREDENTIAL_ENV_NAMES in @fanout/shared)', () => {
  it.each(OAUTH_PLATFORMS)('%s: the config reads its two variables', (platform) => {
    const names = CREDENTIAL_ENV_NAMES[platform];
    const config = loadConfig({ [names.id]: 'id', [names.secret]: 'secret' });
    expect(config.platforms.credentials[platform]).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(config.platforms.mode).toBe('live');
  });

  it('are each documented in .env.example', () => {
    const documented = readFileSync(ENV_EXAMPLE, 'utf8');
    const missing = CREDENTIAL_ENV_VARIABLES.filter(
      (name) => !new RegExp(`^#? ?${name}=`, 'm').test(documented),
    );
    expect(missing).toEqual([]);
  });
});
