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

export function decodeCursor(value: string): KeysetCursor {
  const [iso, id] = Buffer.from(value, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(at.getTime())) {
    throw new AppError('BAD_REQUEST', 'cursor: not a cursor this server issued');
  }
  return { at, id };
}
