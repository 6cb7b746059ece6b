import { eq, sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { analyticsVersions, users } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';
import { preparedQuery } from '../deps/prepared-query';

const versionQuery = preparedQuery((db: Database, _shape: 'version') =>
  db
    .select({
      timeZone: users.timeZone,
      version: sql<number>`coalesce(${analyticsVersions.version}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(analyticsVersions, eq(analyticsVersions.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('analytics_version'),
);

/**
 * The owner's analytics version (migration 0042's triggers change it with every change of their
 * target_analytics rows that an answer shows) and time zone, in one indexed read: what the
 * Analytics page's answers are reused under (ADR 0090). Null when there is no such user.
 */
export async function analyticsVersion(
  deps: Pick<CoreDeps, 'db'>,
  userId: string,
): Promise<{ version: number; timeZone: string } | null> {
  const [row] = await versionQuery(deps.db, 'version').execute({ userId });
  return row ?? null;
}
