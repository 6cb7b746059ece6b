import { AppError } from '@fanout/shared';

/**
 * Keyset cursor for paged lists: the (time, id) of the last item seen, opaque to clients. Pages
 * then start from an index position instead of skipping rows, however long the list.
 */
export interface KeysetCursor {
  at: Date;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

// What encodeCursor writes for a row's timestamp. JavaScript also reads years such as -271821 and
// +275760, which PostgreSQL refuses (a 500 found by the input fuzz test, ADR 0031).
const ISSUED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(value: string): KeysetCursor {
  const [iso = '', id] = Buffer.from(value, 'base64url').toString().split('|');
  const at = new Date(iso);
  if (
    !id ||
    !/^[0-9a-f-]{36}$/.test(id) ||
    !ISSUED_INSTANT.test(iso) ||
    Number.isNaN(at.getTime()) ||
    at.getUTCFullYear() < 1970
  ) {
    throw new AppError('BAD_REQUEST', 'cursor: not a cursor this server issued');
  }
  return { at, id };
}
