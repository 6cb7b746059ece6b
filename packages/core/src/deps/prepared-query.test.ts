import { describe, expect, it } from 'vitest';
import type { Database } from '@fanout/db/client';
import { preparedQuery } from './prepared-query';

// Only identity matters to the cache: two distinct objects stand for two database handles.
const dbA = {} as Database;
const dbB = {} as Database;

describe('preparedQuery', () => {
  it('builds once per database handle and shape, and reuses what it built', () => {
    const built: string[] = [];
    const query = preparedQuery(
      (_db, shape: { after: boolean; rows: number }) => {
        const key = `${shape.after}:${shape.rows}`;
        built.push(key);
        return { key };
      },
      (shape) => `${shape.after}:${shape.rows}`,
    );
    const first = query(dbA, { after: false, rows: 51 });
    expect(query(dbA, { after: false, rows: 51 })).toBe(first);
    expect(query(dbA, { after: true, rows: 51 })).not.toBe(first);
    expect(query(dbB, { after: false, rows: 51 })).not.toBe(first);
    expect(built).toEqual(['false:51', 'true:51', 'false:51']);
  });
});
