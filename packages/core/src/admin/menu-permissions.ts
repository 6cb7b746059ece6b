import { and, asc, eq } from 'drizzle-orm';
import { menuItems, permissions, rolePermissions, roles } from '@fanout/db/schema';
import {
  AppError,
  PERMISSIONS,
  type MenuItem,
  type MenuPermissionCreate,
  type Permission,
  type PermissionCreate,
  type RolePermission,
  type RolePermissionChange,
} from '@fanout/shared';
import { requireAccess, type ClientAddress, type ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit';
import type { CoreDeps } from '../deps';

const permissionColumns = {
  id: permissions.id,
  name: permissions.name,
  description: permissions.description,
  resource: permissions.resource,
};

/** `GET /api/permissions`: every permission, by name. */
export async function listPermissions(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<Permission[]> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.select(permissionColumns).from(permissions).orderBy(asc(permissions.name));
}

/** `GET /api/menu-permissions`: every menu, by display order (admins see all). */
export async function listMenuPermissions(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<MenuItem[]> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db
    .select({
      id: menuItems.id,
      permissionName: menuItems.permissionName,
      menuLabel: menuItems.menuLabel,
      iconName: menuItems.iconName,
      routePath: menuItems.routePath,
      parentMenuId: menuItems.parentMenuId,
      displayOrder: menuItems.displayOrder,
    })
    .from(menuItems)
    .orderBy(asc(menuItems.displayOrder), asc(menuItems.id));
}

/** `GET /api/role-permissions`: which role holds which permission. */
export async function listRolePermissions(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<RolePermission[]> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const rows = await deps.db
    .select({ roleId: rolePermissions.roleId, ...permissionColumns })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .orderBy(asc(permissions.name));
  return rows.map(({ roleId, ...permission }) => ({ roleId, permission }));
}

/**
 * Grants or revokes a permission for a role (`POST`/`DELETE /api/admin/role-permissions`), the menu
 * toggle of the Menu Management page. Actors are loaded per request, so it holds from the next one.
 */
export async function changeRolePermission(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: ServiceOptions<RolePermissionChange & { grant: boolean }> & { client?: ClientAddress },
): Promise<{ changed: boolean }> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, input.roleId));
    if (!role) throw new AppError('BAD_REQUEST', 'Role not found');
    const [permission] = await tx
      .select(permissionColumns)
      .from(permissions)
      .where(eq(permissions.id, input.permissionId));
    if (!permission) throw new AppError('BAD_REQUEST', 'Permission not found');
    const pair = { roleId: role.id, permissionId: permission.id };
    const changed = input.grant
      ? await tx.insert(rolePermissions).values(pair).onConflictDoNothing().returning()
      : await tx
          .delete(rolePermissions)
          .where(
            and(
              eq(rolePermissions.roleId, role.id),
              eq(rolePermissions.permissionId, permission.id),
            ),
          )
          .returning();
    if (changed.length === 0) return { changed: false };
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.menu_access_changed',
      target: { type: 'role', id: role.id },
      before: { permission: permission.name, granted: !input.grant },
      after: { permission: permission.name, granted: input.grant },
      summary: `${permission.name} ${input.grant ? 'granted to' : 'revoked from'} ${role.name}`,
      ip: client?.ip ?? null,
    });
    return { changed: true };
  });
}

/** `POST /api/admin/permissions`: a new permission (a 400 if the name is taken). */
export async function createPermission(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<PermissionCreate> & { client?: ClientAddress },
): Promise<Permission> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(permissions)
      .values({ name: input.name, description: input.description, resource: input.resource })
      .onConflictDoNothing()
      .returning(permissionColumns);
    if (!created)
      throw new AppError('BAD_REQUEST', `The permission "${input.name}" exists already`);
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.permission_created',
      target: { type: 'permission', id: created.id },
      after: { ...created },
      summary: `Permission ${created.name} created`,
      ip: client?.ip ?? null,
    });
    return created;
  });
}

/** `POST /api/admin/menu-permissions`: a new menu guarded by an existing permission. */
export async function createMenuPermission(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<MenuPermissionCreate> & { client?: ClientAddress },
): Promise<MenuItem> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db.transaction(async (tx) => {
    const [permission] = await tx
      .select({ name: permissions.name })
      .from(permissions)
      .where(eq(permissions.name, input.permissionName));
    if (!permission) throw new AppError('BAD_REQUEST', 'Permission not found');
    const values = input;
    const id = input.permissionName.replace(/^access_/, '');
    const [created] = await tx
      .insert(menuItems)
      .values({ id, ...values })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('BAD_REQUEST', `The menu "${id}" exists already`);
    const { isCore: _core, createdAt: _at, ...menu } = created;
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'admin.menu_created',
      target: { type: 'menu', id },
      after: { ...menu },
      summary: `Menu ${menu.menuLabel} created`,
      ip: client?.ip ?? null,
    });
    return menu;
  });
}
