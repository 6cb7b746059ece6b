import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';
import { records, texts, uuids } from './sql-arrays';

/** Text that an array literal or JSON would have to escape, in every way we could get wrong. */
const AWKWARD = [
  'plain',
  'a,b',
  '{braces}',
  '"quoted"',
  'back\\slash',
  "it's",
  'NULL',
  '',
  'line\nbreak',
  'émoji 🚀',
];

describe('many values as one parameter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('uuids() reads back the same uuids, in order, and an empty list as an empty array', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const [row] = await database.db.execute<{ ids: string[]; none: string[] }>(
      sql`select ${uuids(ids)} as ids, ${uuids([])} as none`,
    );
    expect(row?.ids).toEqual(ids);
    expect(row?.none).toEqual([]);
  });

  it('uuids() refuses anything that is not a uuid, so no value can add elements to the array', () => {
    expect(() => uuids([randomUUID(), `${randomUUID()},${randomUUID()}`])).toThrow(/not a uuid/);
    expect(() => uuids(['{}'])).toThrow(/not a uuid/);
  });

  it('texts() keeps every character, the order and nulls', async () => {
    const values = [...AWKWARD, null];
    // Read back as rows: the driver's array parser cannot tell a NULL element from the text 'NULL'.
    const rows = await database.db.execute<{ value: string | null }>(
      sql`select value from unnest(${texts(values)}) with ordinality as t(value, n) order by n`,
    );
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('records() gives one typed row per object, with missing fields as null', async () => {
    const id = randomUUID();
    const rows = await database.db.execute<{
      id: string;
      n: number;
      label: string | null;
      doc: unknown;
    }>(sql`
      select id, n, label, doc
      from ${records([
        { id, n: 1, label: AWKWARD.join('|'), doc: { handle: 'a"b' } },
        { id, n: 2 },
      ])} as r(id uuid, n integer, label text, doc jsonb)
      order by n`);
    expect(rows).toEqual([
      { id, n: 1, label: AWKWARD.join('|'), doc: { handle: 'a"b' } },
      { id, n: 2, label: null, doc: null },
    ]);
  });
});
