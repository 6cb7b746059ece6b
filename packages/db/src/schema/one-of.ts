import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b', ...)` for a CHECK constraint, written from the vocabulary's own list so the
 * constraint and the TypeScript type cannot disagree. The values are code constants (never input):
 * a quote in one would be a programming error, refused here rather than written into the schema.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[a-z0-9_.]+$/.test(value)) throw new Error(`not a vocabulary value: ${value}`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
