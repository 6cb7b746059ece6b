import postgres from 'postgres';
import {
  EMBEDDED_ROLES,
  LEGACY_SUPERUSER_PASSWORD,
  type EmbeddedPasswords,
} from './embedded-credentials';

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function connect(port: number, database: string, password: string): postgres.Sql {
  return postgres({
    host: '127.0.0.1',
    port,
    database,
    username: EMBEDDED_ROLES.superuser,
    password,
    max: 1,
    onnotice: () => undefined,
    connection: { application_name: 'fanout-setup' },
  });
}

function isWrongPassword(error: unknown): boolean {
  return (error as { code?: string }).code === '28P01';
}

/**
 * A superuser connection to the cluster. A cluster initialised before ADR 0063 still has the
 * published password: it is replaced by the generated one here, the first time a newer version
 * starts on it (and again after a crash between writing the password file and this change).
 */
async function superuserConnection(
  port: number,
  database: string,
  passwords: EmbeddedPasswords,
): Promise<postgres.Sql> {
  const sql = connect(port, database, passwords.superuser);
  try {
    await sql`SELECT 1`;
    return sql;
  } catch (error) {
    await sql.end({ timeout: 5 });
    if (!isWrongPassword(error)) throw error;
  }
  const legacy = connect(port, database, LEGACY_SUPERUSER_PASSWORD);
  try {
    await legacy.unsafe(
      `ALTER ROLE "${EMBEDDED_ROLES.superuser}" PASSWORD ${quoteLiteral(passwords.superuser)}`,
    );
  } catch (error) {
    await legacy.end({ timeout: 5 });
    if (isWrongPassword(error)) {
      throw new Error(
        'The embedded PostgreSQL refused the password in DATA_DIR/postgres-credentials.json. Restore that file from the backup of the same DATA_DIR, or set DATABASE_URL to use your own PostgreSQL.',
        { cause: error },
      );
    }
    throw error;
  }
  return legacy;
}

/** Roles and database exist, passwords match the file, the database belongs to the owner role. */
async function ensureRolesAndDatabase(
  sql: postgres.Sql,
  databaseName: string,
  passwords: EmbeddedPasswords,
): Promise<void> {
  for (const [role, password] of [
    [EMBEDDED_ROLES.owner, passwords.owner],
    [EMBEDDED_ROLES.app, passwords.app],
  ] as const) {
    const exists = (await sql`SELECT 1 FROM pg_roles WHERE rolname = ${role}`).length > 0;
    // Neither role may create roles or databases, nor bypass row rules: only the superuser can.
    await sql.unsafe(
      `${exists ? 'ALTER' : 'CREATE'} ROLE "${role}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${quoteLiteral(password)}`,
    );
  }
  const [database] = await sql<{ owner: string }[]>`
    SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = ${databaseName}`;
  if (!database) {
    await sql.unsafe(`CREATE DATABASE "${databaseName}" OWNER "${EMBEDDED_ROLES.owner}"`);
  } else if (database.owner !== EMBEDDED_ROLES.owner) {
    await sql.unsafe(`ALTER DATABASE "${databaseName}" OWNER TO "${EMBEDDED_ROLES.owner}"`);
  }
}

/**
 * Before ADR 0063 the superuser ran the migrations and owned every object. Each one it owns in
 * the product's schemas passes to the owner role (REASSIGN OWNED cannot be used: the bootstrap
 * superuser also owns the system catalogs). Sequences that belong to a column follow their table.
 */
const HAND_OVER_OBJECTS = `
DO $$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT n.nspname FROM pg_namespace n
    WHERE n.nspname = 'drizzle' AND n.nspowner = '${EMBEDDED_ROLES.superuser}'::regrole
  LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO ${EMBEDDED_ROLES.owner}', item.nspname);
  END LOOP;
  FOR item IN
    SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname IN ('public', 'drizzle') AND c.relowner = '${EMBEDDED_ROLES.superuser}'::regrole
      AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (
        SELECT 1 FROM pg_depend d
        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')
      )
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${EMBEDDED_ROLES.owner}',
      CASE item.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
        WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      item.name);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure AS name FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname IN ('public', 'drizzle') AND p.proowner = '${EMBEDDED_ROLES.superuser}'::regrole
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${EMBEDDED_ROLES.owner}', item.name);
  END LOOP;
  FOR item IN
    SELECT t.oid::regtype AS name FROM pg_type t
    JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname IN ('public', 'drizzle') AND t.typowner = '${EMBEDDED_ROLES.superuser}'::regrole
      AND t.typtype IN ('e', 'd')
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO ${EMBEDDED_ROLES.owner}', item.name);
  END LOOP;
END $$`;

/**
 * Brings the running cluster to ADR 0063's roles: the generated superuser password, the owner and
 * application roles, the database and every product object owned by the owner role. Idempotent;
 * runs at every start, so a data folder from an older version is migrated by starting it.
 */
export async function prepareEmbeddedRoles(
  port: number,
  databaseName: string,
  passwords: EmbeddedPasswords,
): Promise<void> {
  const admin = await superuserConnection(port, 'postgres', passwords);
  try {
    await ensureRolesAndDatabase(admin, databaseName, passwords);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const inDatabase = connect(port, databaseName, passwords.superuser);
  try {
    await inDatabase.unsafe(HAND_OVER_OBJECTS);
  } finally {
    await inDatabase.end({ timeout: 5 });
  }
}
