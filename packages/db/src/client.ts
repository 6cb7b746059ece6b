import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzle<typeof schema>>;

/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whatever runs a query: the database itself, or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** Closes every pooled connection; waits up to `timeoutSeconds` for running queries. */
  close: (timeoutSeconds?: number) => Promise<void>;
}

export interface CreateDatabaseOptions {
  url: string;
  maxConnections?: number;
}

export function createDatabase({
  url,
  maxConnections = 10,
}: CreateDatabaseOptions): DatabaseHandle {
  const sql = postgres(url, {
    max: maxConnections,
    onnotice: () => undefined,
    // Keep connection errors short and free of credentials.
    connection: { application_name: 'fanout' },
  });
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  return {
    db,
    close: async (timeoutSeconds = 5) => {
      await sql.end({ timeout: timeoutSeconds });
    },
  };
}
