import { describe, expect, it } from 'vitest';
import { decodeCursor } from './keyset-cursor';
import { toPage } from './keyset-page';

const rows = [1, 2, 3].map((n) => ({
  id: `00000000-0000-0000-0000-00000000000${n}`,
  at: new Date(2030, 0, n),
}));

describe('toPage', () => {
  it('keeps `limit` rows and points the cursor at the last one when another page exists', () => {
    const { page, nextCursor } = toPage(rows, 2, (row) => row);
    expect(page).toEqual(rows.slice(0, 2));
    expect(decodeCursor(nextCursor ?? '')).toEqual(rows[1]);
  });

  it('has no cursor on the last page', () => {
    expect(toPage(rows, 3, (row) => row)).toEqual({ page: rows, nextCursor: null });
    expect(toPage([], 3, (row) => row)).toEqual({ page: [], nextCursor: null });
  });
});
