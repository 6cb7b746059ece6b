import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * The embedded cluster's three roles (ADR 0063): the bootstrap superuser, used only at start to
 * create the other two; the owner, which runs the migrations and owns every table (the audit log
 * included); the application's role, which reads and writes rows and nothing more.
 */
export const EMBEDDED_ROLES = {
  superuser: 'fanout',
  owner: 'fanout_owner',
  app: 'fanout_app',
} as const;

/** The superuser password every cluster initialised before ADR 0063 was given (published). */
export const LEGACY_SUPERUSER_PASSWORD = 'fanout-embedded';

const credentialsSchema = z.object({
  superuser: z.string().min(20),
  owner: z.string().min(20),
  app: z.string().min(20),
});

export type EmbeddedPasswords = z.infer<typeof credentialsSchema>;

function randomPassword(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The passwords of the three roles, kept in one file readable by its owner only (0600). Created on
 * the first start, before initdb or before an older cluster's roles are changed, so a crash in
 * between never leaves a password that nobody wrote down.
 */
export async function loadOrCreatePasswords(file: string): Promise<EmbeddedPasswords> {
  if (existsSync(file)) {
    const parsed = credentialsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(
        `The embedded PostgreSQL's password file ${file} is damaged. Restore it from a backup; without it the database cannot be opened.`,
      );
    }
    // A copy restored from a backup may have come back with wider rights.
    await chmod(file, 0o600);
    return parsed.data;
  }
  const passwords = { superuser: randomPassword(), owner: randomPassword(), app: randomPassword() };
  await writeFile(file, `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return passwords;
}
