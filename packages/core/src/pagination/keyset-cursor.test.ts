import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset-cursor';

const ID = '0b9d6c1e-7f4a-4c1e-9a59-2f0b3f4d5e6a';
const forged = (text: string) => Buffer.from(text).toString('base64url');

describe('decodeCursor', () => {
  it('reads what encodeCursor wrote', () => {
    const at = new Date('2026-11-24T10:00:00.123Z');
    expect(decodeCursor(encodeCursor({ at, id: ID }))).toEqual({ at, id: ID });
  });

  it('refuses instants PostgreSQL cannot hold and text it never wrote, with a 400', () => {
    for (const iso of [
      '-271821-04-20T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '2026-11-24',
      'Tue Nov 24 2026',
    ]) {
      expect(() => decodeCursor(forged(`${iso}|${ID}`)), iso).toThrow(
        'cursor: not a cursor this server issued',
      );
    }
  });
});
