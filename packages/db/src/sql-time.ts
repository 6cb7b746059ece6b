import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz as the text `Date.prototype.toISOString()` writes (UTC, milliseconds, `Z`), for raw
 * queries whose rows reach JavaScript without Drizzle's mapping: `new Date(text)` reads it back
 * exactly, and such texts sort as their instants do.
 */
export function isoTimeText(value: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
