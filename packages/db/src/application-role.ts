import postgres from 'postgres';

/** The table whose rows the application may add and read but never change (ADR 0050, 0063). */
export const APPEND_ONLY_TABLES = ['audit_events'] as const;

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Gives the application's role what it needs on the migrated schema and no more (ADR 0063): rows
 * of every table, the sequences, and on the append-only audit log only INSERT and SELECT. Run as
 * the owner role after the migrations at each start, so a table a migration adds is covered. The
 * application role owns nothing, so it can neither alter a table nor switch off a trigger.
 * When both URLs name the same role there is nothing to split (an operator's single-role setup).
 */
export async function grantApplicationRole(ownerUrl: string, appRole: string): Promise<void> {
  const sql = postgres(ownerUrl, { max: 1, onnotice: () => undefined });
  try {
    const [{ owner } = { owner: '' }] = await sql<
      { owner: string }[]
    >`SELECT current_user AS owner`;
    if (owner === appRole) return;
    const role = quoteIdent(appRole);
    await sql.begin(async (tx) => {
      // CONNECT on the database and USAGE on schema public are PUBLIC's by default.
      await tx.unsafe(
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
      );
      await tx.unsafe(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
      for (const table of APPEND_ONLY_TABLES) {
        await tx.unsafe(`REVOKE ALL ON ${quoteIdent(table)} FROM ${role}`);
        await tx.unsafe(`GRANT SELECT, INSERT ON ${quoteIdent(table)} TO ${role}`);
      }
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export interface RoleReport {
  role: string;
  superuser: boolean;
  ownsAuditLog: boolean;
}

/** What the application's connection may do beyond rows: for a warning at start. */
export async function describeConnectionRole(url: string): Promise<RoleReport> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<RoleReport[]>`
      SELECT current_user AS role,
        (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
        coalesce((SELECT pg_has_role(current_user, c.relowner, 'USAGE') FROM pg_class c
          WHERE c.oid = to_regclass('public.audit_events')), false) AS "ownsAuditLog"`;
    if (!row) throw new Error('PostgreSQL did not say which role this connection uses.');
    return row;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
