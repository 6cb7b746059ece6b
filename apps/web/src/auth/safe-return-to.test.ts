import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/content?tab=drafts')).toBe('/content?tab=drafts');
  });

  it.each([undefined, '', 'content', '//evil.example', 'https://evil.example', '/\\evil.example'])(
    'falls back to / for %j',
    (returnTo) => {
      expect(safeReturnTo(returnTo)).toBe('/');
    },
  );
});
