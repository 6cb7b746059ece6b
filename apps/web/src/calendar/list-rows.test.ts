import type { Post } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { listRows, rowForKey, withKept } from './list-rows';

const post = (id: string) => ({ id }) as Post;

describe('the list view’s rows', () => {
  it('lists the posts day by day, the first of each day under its heading', () => {
    const byDay = new Map([
      ['2026-11-02', [post('a'), post('b')]],
      ['2026-11-04', [post('c')]],
    ]);
    const rows = listRows(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'], byDay);
    expect(rows.map((row) => [row.post.id, row.day, row.firstOfDay])).toEqual([
      ['a', '2026-11-02', true],
      ['b', '2026-11-02', false],
      ['c', '2026-11-04', true],
    ]);
  });

  it('moves between posts with Page Down, Page Up, Home and End, and stops at the ends', () => {
    expect(rowForKey('PageDown', 3, 500)).toBe(4);
    expect(rowForKey('PageUp', 3, 500)).toBe(2);
    expect(rowForKey('Home', 3, 500)).toBe(0);
    expect(rowForKey('End', 3, 500)).toBe(499);
    expect(rowForKey('PageDown', 499, 500)).toBeUndefined();
    expect(rowForKey('PageUp', 0, 500)).toBeUndefined();
    expect(rowForKey('Home', 0, 500)).toBeUndefined();
    expect(rowForKey('Tab', 3, 500)).toBeUndefined();
  });

  it('keeps the focused row rendered when it is scrolled away', () => {
    expect(withKept([10, 11, 12], [2, undefined])).toEqual([2, 10, 11, 12]);
    expect(withKept([10, 11, 12], [40, 2])).toEqual([2, 10, 11, 12, 40]);
    expect(withKept([10, 11, 12], [11, 11])).toEqual([10, 11, 12]);
    expect(withKept([10, 11, 12], [undefined])).toEqual([10, 11, 12]);
  });
});
