import { and, eq } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { roles, userRoles, users } from '@fanout/db/schema';
import { AppError, PERMISSIONS, ROLES, type UserRoleChange } from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit';
import type { CoreDeps } from '../deps';
import { refuseLosingLastActiveAdmin } from './last-active-admin';

interface Found {
  user: { id: string; email: string; verifiedAt: Date | null };
  role: { id: string; name: string };
}

/** The user and the role named by the request, or a 400 naming which is missing. */
async function findUserAndRole(tx: Executor, input: UserRoleChange): Promise<Found> {
  // Locking the role row serialises concurrent changes to the same role (two admins revoking each
  // other at once must not both pass the last-admin check).
  const [role] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, input.roleId))
    .for('update');
  if (!role) throw new AppError('BAD_REQUEST', `No role has the id ${input.roleId}`);
  const [user] = await tx
    .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new AppError('BAD_REQUEST', `No user has the id ${input.userId}`);
  return { user, role };
}

/**
 * Gives a user a role (`admin.assignRole`). Nobody unverified becomes admin (ADR 0028). The actor's
 * permissions are read from the database on every request (`loadActor`), so the change holds from
 * the very next request.
 */
export async function assignRole(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<UserRoleChange> & { client?: ClientAddress },
): Promise<{ assigned: boolean }> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.transaction(async (tx) => {
    const { user, role } = await findUserAndRole(tx, input);
    if (role.name === ROLES.admin && !user.verifiedAt) {
      throw new AppError(
        'BAD_REQUEST',
        `${user.email} has not verified its email address yet: only a verified account can become admin.`,
      );
    }
    const inserted = await tx
      .insert(userRoles)
      .values({ userId: user.id, roleId: role.id })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    if (inserted.length === 0) return { assigned: false };
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.role_granted',
      target: { type: 'user', id: user.id },
      after: { roleId: role.id, role: role.name },
      summary: `Role ${role.name} granted to ${user.email}`,
      ip: client?.ip ?? null,
    });
    return { assigned: true };
  });
}

/**
 * Takes a role from a user (`admin.revokeRole`); the last active admin keeps the admin role (a
 * suspended admin does not count, ADR 0066).
 */
export async function revokeRole(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<UserRoleChange> & { client?: ClientAddress },
): Promise<{ revoked: boolean }> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.transaction(async (tx) => {
    const { user, role } = await findUserAndRole(tx, input);
    const where = and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role.id));
    const [held] = await tx.select({ userId: userRoles.userId }).from(userRoles).where(where);
    if (!held) return { revoked: false };
    if (role.name === ROLES.admin) {
      await refuseLosingLastActiveAdmin(
        tx,
        user.id,
        'This is the last active administrator: make another verified user admin (or reactivate one) before revoking this one.',
      );
    }
    await tx.delete(userRoles).where(where);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.role_revoked',
      target: { type: 'user', id: user.id },
      before: { roleId: role.id, role: role.name },
      summary: `Role ${role.name} revoked from ${user.email}`,
      ip: client?.ip ?? null,
    });
    return { revoked: true };
  });
}
