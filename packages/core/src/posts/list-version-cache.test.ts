import { describe, expect, it } from 'vitest';
import { ListVersionCache } from './list-version-cache';

/** A build the test finishes when it chooses, counting how often it ran. */
function controlledBuild<T>(value: T) {
  let finish: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const build = {
    runs: 0,
    make: async () => {
      build.runs += 1;
      await gate;
      return value;
    },
    finish: () => finish(),
  };
  return build;
}

describe('ListVersionCache', () => {
  it('serves an entry only under the version it was built under, and forgets it after', () => {
    const cache = new ListVersionCache();
    cache.set('owner|stats|m', 7, 'seven', 10);
    expect(cache.get('owner|stats|m', 7)).toBe('seven');
    expect(cache.get('owner|stats|m', 8)).toBeUndefined();
    // A version seen once is never seen again, so the mismatched entry is gone for good.
    expect(cache.get('owner|stats|m', 7)).toBeUndefined();
  });

  it('runs one build per key and version, however many readers ask at once', async () => {
    const cache = new ListVersionCache();
    const build = controlledBuild('page');
    const readers = [1, 2, 3].map(() => cache.build('owner|page|a', 3, build.make));
    build.finish();
    expect(await Promise.all(readers)).toEqual(['page', 'page', 'page']);
    expect(build.runs).toBe(1);
  });

  it('never hands a reader of a newer version the build of an older one', async () => {
    const cache = new ListVersionCache();
    const older = controlledBuild('before the write');
    const newer = controlledBuild('after the write');
    const first = cache.build('owner|stats|m', 3, older.make);
    const second = cache.build('owner|stats|m', 4, newer.make);
    older.finish();
    newer.finish();
    expect(await second).toBe('after the write');
    expect(await first).toBe('before the write');
    expect([older.runs, newer.runs]).toEqual([1, 1]);
  });

  it('evicts the least recently used entries beyond its bounds', () => {
    const cache = new ListVersionCache();
    for (let i = 0; i < 5_001; i += 1) {
      cache.set(`owner|page|${i}`, 1, i, 10);
      if (i === 0) continue;
      // Entry 1 is read after every insert, so entry 0 is the least recently used.
      cache.get('owner|page|1', 1);
    }
    expect(cache.get('owner|page|0', 1)).toBeUndefined();
    expect(cache.get('owner|page|1', 1)).toBe(1);
    expect(cache.get('owner|page|5000', 1)).toBe(5000);
  });
});
