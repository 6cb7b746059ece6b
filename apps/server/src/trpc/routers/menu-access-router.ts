import { z } from 'zod';
import {
  changeRolePermission,
  createMenuPermission,
  createPermission,
  listMenuPermissions,
  listPermissions,
  listRolePermissions,
} from '@fanout/core/admin';
import {
  menuItemSchema,
  menuPermissionCreateSchema,
  PERMISSIONS,
  permissionCreateSchema,
  permissionSchema,
  rolePermissionChangeSchema,
  rolePermissionSchema,
} from '@fanout/shared';
import { forgetHiddenMenus } from '../../http/menu-guard';
import { permissionProcedure, router } from '../trpc';

const adminProcedure = permissionProcedure(PERMISSIONS.viewAdminPanel);
const changed = z.object({ changed: z.boolean() });

/** The Menu Management calls of spec 001 §7 (admin only). */
export const menuAccessRouter = router({
  permissions: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/permissions', tags: ['admin'] } })
    .input(z.void())
    .output(z.array(permissionSchema))
    .query(({ ctx }) => listPermissions(ctx.deps.core, { actor: ctx.actor })),
  menus: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/menu-permissions', tags: ['admin'] } })
    .input(z.void())
    .output(z.array(menuItemSchema))
    .query(({ ctx }) => listMenuPermissions(ctx.deps.core, { actor: ctx.actor })),
  rolePermissions: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/role-permissions', tags: ['admin'] } })
    .input(z.void())
    .output(z.array(rolePermissionSchema))
    .query(({ ctx }) => listRolePermissions(ctx.deps.core, { actor: ctx.actor })),
  grant: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/role-permissions', tags: ['admin'] },
      scope: 'admin',
    })
    .input(rolePermissionChangeSchema)
    .output(changed)
    .mutation(({ ctx, input }) =>
      changeRolePermission(ctx.deps.core, {
        actor: ctx.actor,
        input: { ...input, grant: true },
        client: ctx.client,
      }).finally(() => forgetHiddenMenus(ctx.deps)),
    ),
  revoke: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/role-permissions', tags: ['admin'] },
      scope: 'admin',
    })
    .input(rolePermissionChangeSchema)
    .output(changed)
    .mutation(({ ctx, input }) =>
      changeRolePermission(ctx.deps.core, {
        actor: ctx.actor,
        input: { ...input, grant: false },
        client: ctx.client,
      }).finally(() => forgetHiddenMenus(ctx.deps)),
    ),
  createPermission: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/permissions', tags: ['admin'] },
      scope: 'admin',
    })
    .input(permissionCreateSchema)
    .output(permissionSchema)
    .mutation(({ ctx, input }) =>
      createPermission(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  createMenu: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/menu-permissions', tags: ['admin'] },
      scope: 'admin',
    })
    .input(menuPermissionCreateSchema)
    .output(menuItemSchema)
    .mutation(({ ctx, input }) =>
      createMenuPermission(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
});
