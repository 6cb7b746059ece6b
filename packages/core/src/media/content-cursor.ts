import { AppError } from '@fanout/shared';

/** Keyset cursor for newest-first pages: the (createdAt, id) of the last item seen, opaque to clients. */
export interface ContentCursor {
  createdAt: Date;
  id: string;
}

export function encodeContentCursor(cursor: ContentCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeContentCursor(value: string): ContentCursor {
  const [iso, id] = Buffer.from(value, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('BAD_REQUEST', 'cursor: not a cursor this server issued');
  }
  return { createdAt, id };
}
