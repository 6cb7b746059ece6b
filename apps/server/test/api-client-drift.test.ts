import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedApiTypes } from './api-client-types';

describe('packages/api-client', () => {
  it('its generated types are what the current OpenAPI document makes (pnpm api-client:generate)', async () => {
    const committed = await readFile(
      new URL('../../../packages/api-client/src/fanout-api.ts', import.meta.url),
      'utf8',
    );
    expect(committed === (await generatedApiTypes())).toBe(true);
  });
});
