import postgres from 'postgres';

export interface Listener {
  /** Stops listening and closes the connection. */
  close: () => Promise<void>;
}

/**
 * LISTENs on a PostgreSQL channel over one dedicated connection (postgres.js re-listens after a
 * reconnect). Payloads of NOTIFY on that channel, from any process on the database, reach
 * `onMessage` once each transaction commits.
 */
export async function listen(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<Listener> {
  const sql = postgres(url, {
    max: 1,
    onnotice: () => undefined,
    connection: { application_name: 'fanout-listen' },
  });
  await sql.listen(channel, onMessage, onReconnect);
  return { close: () => sql.end({ timeout: 5 }) };
}
