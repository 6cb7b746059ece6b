import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Many values as ONE parameter (ADR 0027): a statement about 500 rows sends one parameter, not 500,
 * so building and parsing it stays cheap, and its text is the same whatever the count.
 *
 * The parameter is text the database parses (an array literal of uuids, or JSON), not a JS array:
 * the driver escapes a JS array's every element in JavaScript, which cost a publishing worker a
 * tenth of its time in a burst; JSON.stringify and uuids need no such pass.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `uuid[]` of the values. Each must be a uuid (anything else throws, as the database would). */
export function uuids(values: readonly string[]): SQL {
  for (const value of values) {
    if (!UUID.test(value)) throw new TypeError('uuids(): a value is not a uuid');
  }
  return sql`${`{${values.join(',')}}`}::uuid[]`;
}

/** `column = any(values)` for uuid columns, with the values as one parameter. */
export function anyOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = any(${uuids(values)})`;
}

/** `text[]` of the values (any text, nulls kept), in order. */
export function texts(values: readonly (string | null)[]): SQL {
  return sql`array(select value from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as t(value, n) order by n)`;
}

/**
 * The rows as a table to select from or join: `from ${records(rows)} as save(target_id uuid, ...)`
 * declares each field's column and type. Fields missing from a row read as null.
 */
export function records(rows: readonly object[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;
}
