import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzle<typeof schema>>;

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
