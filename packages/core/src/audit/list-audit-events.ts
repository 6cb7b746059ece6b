import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { auditEvents, users } from '@fanout/db/schema';
import {
  AppError,
  auditEventsQuery,
  PERMISSIONS,
  type AuditEventsPage,
  type AuditEventsQuery,
} from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import { parseServiceInput } from '../service-input/parse-service-input';
import type { CoreDeps } from '../deps';

const BAD_CURSOR = 'cursor is not one this list gave';

/** created_at to the microsecond, so a cursor never skips rows written in the same millisecond. */
const exactTime = sql<string>`to_char(${auditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The audit log for administrators (ADR 0050), newest first, filtered, one page
 * at a time. The cursor is the last row's exact time and id, so pages hold steady while rows arrive.
 */
export async function listAuditEvents(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<AuditEventsQuery>,
): Promise<AuditEventsPage> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const query = parseServiceInput(auditEventsQuery, input);
  const rows = await deps.db
    .select({ event: auditEvents, actorEmail: users.email, exactTime })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...filtersOf(query)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ event, actorEmail }) => ({
      ...event,
      actorEmail,
      createdAt: event.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? `${last.exactTime}_${last.event.id}` : null,
  };
}

function filtersOf(query: ReturnType<typeof auditEventsQuery.parse>): SQL[] {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditEvents.action, query.action));
  if (query.actorEmail) filters.push(eq(users.email, query.actorEmail.toLowerCase()));
  if (query.targetType) filters.push(eq(auditEvents.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditEvents.targetId, query.targetId));
  if (query.from) filters.push(gte(auditEvents.createdAt, query.from));
  if (query.to) filters.push(lte(auditEvents.createdAt, query.to));
  if (query.cursor) filters.push(afterCursor(query.cursor));
  return filters;
}

function afterCursor(cursor: string): SQL {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)_([0-9a-f-]{36})$/.exec(cursor);
  if (!match) throw new AppError('BAD_REQUEST', BAD_CURSOR);
  return sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${match[1]}::timestamptz, ${match[2]}::uuid)`;
}
