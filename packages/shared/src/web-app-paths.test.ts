import { describe, expect, it } from 'vitest';
import { isWebAppPath } from './web-app-paths';

describe('isWebAppPath', () => {
  it('knows the fixed pages, with or without a trailing slash', () => {
    expect(isWebAppPath('/')).toBe(true);
    expect(isWebAppPath('/scheduled')).toBe(true);
    expect(isWebAppPath('/scheduled/')).toBe(true);
    expect(isWebAppPath('/no/such/page')).toBe(false);
  });

  it('matches a parameter page on any one segment, and nothing longer or empty', () => {
    expect(isWebAppPath('/posts/7f9c2a52-1b4e-4a53-9e0c-3f1d2b6a8c10')).toBe(true);
    expect(isWebAppPath('/posts/anything/')).toBe(true);
    expect(isWebAppPath('/posts')).toBe(false);
    expect(isWebAppPath('/posts/')).toBe(false);
    expect(isWebAppPath('/posts/a/b')).toBe(false);
    expect(isWebAppPath('/xposts/a')).toBe(false);
  });
});
