import { DrizzleQueryError } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error';

const SECRET = 'sekret-Ada-Lovelace-42';

/** Everything a log serializer could print: messages, stacks and own fields of the whole chain. */
function printable(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as typeof e) {
    parts.push(String(e.message), String(e.stack), JSON.stringify({ ...e, cause: undefined }));
  }
  return parts.join('\n');
}

function failedInsert() {
  const pg = new postgres.PostgresError({
    message: 'new row for relation "account_groups" violates check constraint "no_secret"',
    severity: 'ERROR',
    code: '23514',
    detail: `Failing row contains (1, ${SECRET}).`,
    where: `unnamed portal parameter $2 = '${SECRET}'`,
    table_name: 'account_groups',
    constraint_name: 'no_secret',
    routine: 'ExecConstraints',
  } as never);
  const query = 'insert into "account_groups" ("owner_id", "name") values ($1, $2)';
  const drizzle = new DrizzleQueryError(query, ['b3c6', SECRET], pg);
  // tRPC's wrapper copies the message of what it wraps.
  return new Error(drizzle.message, { cause: drizzle });
}

describe('logSafeError', () => {
  it('keeps the statement and PostgreSQL names, drops every parameter and echoed value', () => {
    const error = failedInsert();
    expect(printable(error)).toContain(SECRET);
    const safe = logSafeError(error) as Error & { cause: DrizzleQueryError & { cause: never } };
    const text = printable(safe);
    expect(text).not.toContain(SECRET);
    expect(safe.message).toBe(
      'Failed query: insert into "account_groups" ("owner_id", "name") values ($1, $2)',
    );
    expect(safe.cause).toBeInstanceOf(DrizzleQueryError);
    expect(safe.cause).toMatchObject({ paramCount: 2 });
    expect(safe.cause.cause).toMatchObject({
      code: '23514',
      table_name: 'account_groups',
      constraint_name: 'no_secret',
      message: 'new row for relation "account_groups" violates check constraint "no_secret"',
    });
    // The original is left as it was: the caller may still need it.
    expect(error.message).toContain(SECRET);
  });

  it('removes values PostgreSQL quotes in its own message', () => {
    const pg = new postgres.PostgresError({
      message: `invalid input syntax for type uuid: "${SECRET}"`,
      code: '22P02',
    } as never);
    const safe = logSafeError(new Error(pg.message, { cause: pg })) as Error;
    expect(printable(safe)).not.toContain(SECRET);
    expect(safe.message).toBe('invalid input syntax for type uuid: "[redacted]"');
  });

  it('leaves other errors and values alone', () => {
    const error = Object.assign(new Error('Account group not found'), { code: 'NOT_FOUND' });
    expect(logSafeError(error)).toMatchObject({
      message: 'Account group not found',
      code: 'NOT_FOUND',
    });
    expect(logSafeError('text')).toBe('text');
    expect(logSafeError(undefined)).toBeUndefined();
  });
});
