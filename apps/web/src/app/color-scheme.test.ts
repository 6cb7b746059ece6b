import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';

describe('the early colour-scheme script', () => {
  it('reads the key the app stores the choice under', () => {
    const script = readFileSync(new URL('../../public/color-scheme.js', import.meta.url), 'utf8');
    expect(script).toContain(`getItem('${COLOR_SCHEME_STORAGE_KEY}')`);
  });
});
