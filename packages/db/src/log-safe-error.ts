import { DrizzleQueryError } from 'drizzle-orm';
import postgres from 'postgres';

/**
 * Failed queries in logs without the values they carried (ADR 0031). drizzle's
 * DrizzleQueryError says "Failed query: <sql>\nparams: <values>" and keeps `params`; PostgreSQL's
 * error repeats values in `detail` ("Failing row contains (...)"), `where` ("unnamed portal
 * parameter $2 = '...'") and some messages ('invalid input syntax for type uuid: "..."'); and every
 * error wrapping them (tRPC's) copies the message. The user's text is not ours to keep in a log.
 * The statement (SQL with $n placeholders) and PostgreSQL's code, table, column and constraint stay:
 * that is what finds the bug.
 */

// Fields of a PostgreSQL error that name things of the schema, never a value.
const POSTGRES_FIELDS_KEPT = [
  'severity',
  'code',
  'routine',
  'schema_name',
  'table_name',
  'column_name',
  'data_type_name',
  'constraint_name',
] as const;
const MAX_CHAIN = 10;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as Error).message === 'string'
  );
}

/** A PostgreSQL message with quoted values removed; schema names it carries are kept. */
function safePostgresMessage(error: ErrorLike): string {
  const names = new Set(POSTGRES_FIELDS_KEPT.map((field) => error[field]).filter(Boolean));
  return error.message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) =>
    names.has(inner) ? quoted : '"[redacted]"',
  );
}

function copyWith(error: ErrorLike, fields: Record<string, unknown>): ErrorLike {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as ErrorLike;
  return Object.assign(copy, fields);
}

function replaceAll(text: string, replacements: Map<string, string>): string {
  let result = text;
  for (const [unsafe, safe] of replacements) result = result.split(unsafe).join(safe);
  return result;
}

/**
 * The error as it may be logged: a copy of the chain (the error and its causes) with query
 * parameters and the values PostgreSQL echoes removed from every message, stack and field. Anything
 * that is not an error is returned as it is.
 */
export function logSafeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  const chain: ErrorLike[] = [];
  for (let e: unknown = error; isErrorLike(e) && chain.length < MAX_CHAIN; e = e.cause) {
    if (chain.includes(e)) break;
    chain.push(e);
  }
  // Unsafe message → safe message, for every wrapper that copied one into its own text.
  const replacements = new Map<string, string>();
  for (const e of chain) {
    if (e instanceof DrizzleQueryError) {
      replacements.set(e.message, `Failed query: ${e.query}`);
    } else if (e instanceof postgres.PostgresError) {
      const safe = safePostgresMessage(e as unknown as ErrorLike);
      if (safe !== e.message) replacements.set(e.message, safe);
    }
  }

  const copies = chain.map((e) => {
    const message = replaceAll(e.message, replacements);
    const stack = typeof e.stack === 'string' ? replaceAll(e.stack, replacements) : undefined;
    if (e instanceof DrizzleQueryError) {
      return copyWith(e, { message, stack, query: e.query, paramCount: e.params.length });
    }
    if (e instanceof postgres.PostgresError) {
      const kept = Object.fromEntries(
        POSTGRES_FIELDS_KEPT.filter((field) => e[field] !== undefined).map((f) => [f, e[f]]),
      );
      return copyWith(e, { ...kept, name: e.name, message, stack });
    }
    const own = Object.fromEntries(
      Object.entries(e).map(([key, value]) => [
        key,
        typeof value === 'string' ? replaceAll(value, replacements) : value,
      ]),
    );
    return copyWith(e, { ...own, name: e.name, message, stack });
  });
  copies.forEach((copy, i) => {
    const cause = copies[i + 1];
    if (cause) copy.cause = cause;
    else delete copy.cause;
  });
  return copies[0];
}
