import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Many values as ONE array parameter (ADR 0027): a statement about 500 rows sends one parameter,
 * not 500, so building and parsing it stays cheap, and its text is the same whatever the count.
 */
export function uuids(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::uuid[]`;
}

/** `column = any(values)` for uuid columns, with the values as one array parameter. */
export function anyOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = any(${uuids(values)})`;
}
