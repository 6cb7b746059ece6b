/**
 * The one line printed when start-up fails: the error's own sentence when it has one (ours name
 * the cause and the fix), else a sentence that says where to look. Never `undefined` or `[object
 * Object]`: a rejection without an Error still ends with something a person can act on.
 */
export function startupFailureMessage(error: unknown): string {
  const listening = error as { code?: unknown; address?: unknown; port?: unknown } | null;
  if (listening?.code === 'EADDRINUSE') {
    return (
      `Port ${String(listening.port)} on ${String(listening.address)} is already in use by another program. ` +
      'Stop that program (or the other Fanout), or set PORT to a free port.'
    );
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  const code = listening?.code;
  return (
    `Fanout could not start${typeof code === 'string' ? ` (${code})` : ''} and no cause was reported. ` +
    'Read the log lines above it, and check DATABASE_URL (or DATA_DIR for the embedded PostgreSQL), PORT and REDIS_URL.'
  );
}
