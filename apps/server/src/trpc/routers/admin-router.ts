import { z } from 'zod';
import { listRoles, listUserRoles, listUsers } from '@fanout/core/admin';
import { adminUserSchema, PERMISSIONS, roleSchema, userRoleSchema } from '@fanout/shared';
import { permissionProcedure, router } from '../trpc';

const adminProcedure = permissionProcedure(PERMISSIONS.viewAdminPanel);

export const adminRouter = router({
  roles: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/roles', tags: ['admin'] } })
    .input(z.void())
    .output(z.array(roleSchema))
    .query(({ ctx }) => listRoles(ctx.deps.core, ctx.actor)),
  users: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/users', tags: ['admin'] } })
    .input(z.void())
    .output(z.array(adminUserSchema))
    .query(({ ctx }) => listUsers(ctx.deps.core, ctx.actor)),
  userRoles: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/user-roles', tags: ['admin'] } })
    .input(z.void())
    .output(z.array(userRoleSchema))
    .query(({ ctx }) => listUserRoles(ctx.deps.core, ctx.actor)),
});
