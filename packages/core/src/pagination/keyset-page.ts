import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { encodeCursor, type KeysetCursor } from './keyset-cursor';

/**
 * The rows after `cursor` in newest-first order over (time, id), for `ORDER BY time DESC, id DESC`.
 * Undefined when there is no cursor (the first page).
 */
export function olderThan(
  time: PgColumn,
  id: PgColumn,
  cursor: KeysetCursor | null,
): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(time, cursor.at), and(eq(time, cursor.at), lt(id, cursor.id)));
}

/**
 * Cuts `limit + 1` fetched rows to one page; the extra row only says that another page exists,
 * whose cursor is the key of this page's last row.
 */
export function toPage<T>(
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => KeysetCursor | null,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const key = rows.length > limit && last !== undefined ? keyOf(last) : null;
  return { page, nextCursor: key ? encodeCursor(key) : null };
}
