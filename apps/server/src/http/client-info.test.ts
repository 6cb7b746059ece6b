import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './client-info';

describe('safeReturnPath', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnPath('/accounts?tab=1')).toBe('/accounts?tab=1');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'accounts',
    '/api/logout',
    42,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
