/** Whether PostgreSQL raised `code`, however the driver or Drizzle wrapped the error. */
function hasPgCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === code) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, '23505');
}

/** deadlock_detected (40P01): PostgreSQL aborted this transaction to let another finish. */
export function isDeadlock(error: unknown): boolean {
  return hasPgCode(error, '40P01');
}

/**
 * Runs a transaction again when PostgreSQL aborted it as a deadlock victim (nothing of it was
 * kept), up to `attempts` times in all. Only for work that is safe to repeat from its start.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
