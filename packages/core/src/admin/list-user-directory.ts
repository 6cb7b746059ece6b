import { count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import {
  PERMISSIONS,
  userDirectoryQuery,
  type UserDirectoryPage,
  type UserDirectoryQuery,
} from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import { parseServiceInput } from '../service-input/parse-service-input';
import type { CoreDeps } from '../deps';
import { describeDirectoryUsers, directoryColumns } from './describe-directory-users';

/** `%`, `_` and the escape character itself match literally: a search for "a_b" is not a pattern. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContaining(q);
  // Backslash is PostgreSQL's default LIKE escape; ILIKE ignores case on both sides.
  return or(
    ilike(users.email, pattern),
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
  );
}

/**
 * The admin's users directory (ADR 0052): search by email or name, newest first,
 * one page at a time with the total, each user with credits, plan, roles and status. The spec's
 * `GET /admin/users` list stays as the spec shows it.
 */
export async function listUserDirectory(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<UserDirectoryQuery>,
): Promise<UserDirectoryPage> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const query = parseServiceInput(userDirectoryQuery, input);
  const where = matching(query.q);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(directoryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    users: await describeDirectoryUsers(deps.db, rows),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
