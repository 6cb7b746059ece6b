import { sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import {
  menuItems,
  permissions,
  rolePermissions,
  roles,
  subscriptionPlans,
  subscriptions,
  userRoles,
} from '@fanout/db/schema';
import { ENTITLED_SUBSCRIPTION_STATUSES, ROLES } from '@fanout/shared';
import { preparedQuery, type CoreDeps } from '../deps';
import type { Actor } from './actor';

/**
 * Whether the user is an administrator and each permission they hold (all of them for an
 * administrator; else those their roles grant and the menus of a plan their subscription entitles
 * them to, ADR 0090), as rows of one prepared statement: one round trip on every request that needs
 * the caller's roles (every admin call, ADR 0080), where two statements were built and sent. Always
 * one row at least (a null name when no permission is held), so `isAdmin` is always read.
 */
const actorQuery = preparedQuery((db: Database, _shape: 'actor') =>
  db
    .select({ isAdmin: sql<boolean>`held.is_admin`, name: sql<string | null>`p.name` })
    .from(
      sql`(select exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
          where ur.user_id = ${sql.placeholder('userId')} and r.name = ${ROLES.admin}) as is_admin) as held
        left join ${permissions} p on held.is_admin or exists (select 1 from ${userRoles} ur
          join ${rolePermissions} rp on rp.role_id = ur.role_id
          where ur.user_id = ${sql.placeholder('userId')} and rp.permission_id = p.id)
          or exists (select 1 from ${subscriptions} s
          join ${subscriptionPlans} sp on sp.id = s.plan_id
          join ${menuItems} mi on mi.id = any(sp.menu_ids)
          where s.user_id = ${sql.placeholder('userId')}
            and s.status in (${sql.join(
              ENTITLED_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})
            and mi.permission_name = p.name)`,
    )
    .prepare('load_actor'),
);

/** Reads the user's roles and the permissions they grant. Admins hold every permission. */
export async function loadActor(deps: Pick<CoreDeps, 'db'>, userId: string): Promise<Actor> {
  const rows = await actorQuery(deps.db, 'actor').execute({ userId });
  const names = rows.flatMap((row) => (row.name === null ? [] : [row.name]));
  return { userId, isAdmin: rows[0]?.isAdmin === true, permissions: names.sort() };
}
