import { z } from 'zod';
import {
  adjustCredits,
  assignRole,
  getAdminStats,
  getUserDetail,
  listRoles,
  listUserDirectory,
  listUserRoles,
  listUsers,
  reactivateUser,
  revokeRole,
  suspendUser,
} from '@fanout/core/admin';
import { listAuditEvents } from '@fanout/core/audit';
import {
  adjustCreditsInputSchema,
  adjustCreditsResultSchema,
  adminStatsSchema,
  adminUserSchema,
  auditEventsPageSchema,
  auditEventsQuery,
  PERMISSIONS,
  roleSchema,
  suspensionResultSchema,
  userDetailInputSchema,
  userDetailSchema,
  userDirectoryPageSchema,
  userDirectoryQuery,
  userIdInputSchema,
  userRoleChangeSchema,
  userRoleSchema,
} from '@fanout/shared';
import { permissionProcedure, router } from '../trpc';

const adminProcedure = permissionProcedure(PERMISSIONS.viewAdminPanel);

export const adminRouter = router({
  roles: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/roles', tags: ['admin'] }, scope: 'admin' })
    .input(z.void())
    .output(z.array(roleSchema))
    .query(({ ctx }) => listRoles(ctx.deps.core, { actor: ctx.actor })),
  users: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/users', tags: ['admin'] }, scope: 'admin' })
    .input(z.void())
    .output(z.array(adminUserSchema))
    .query(({ ctx }) => listUsers(ctx.deps.core, { actor: ctx.actor })),
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/stats', tags: ['admin'] }, scope: 'admin' })
    .input(z.void())
    .output(adminStatsSchema)
    .query(({ ctx }) => getAdminStats(ctx.deps.core, { actor: ctx.actor })),
  // The dashboard's searchable, paged directory (ADR 0052); /admin/users stays the spec's list.
  userDirectory: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/user-directory', tags: ['admin'] },
      scope: 'admin',
    })
    .input(userDirectoryQuery)
    .output(userDirectoryPageSchema)
    .query(({ ctx, input }) => listUserDirectory(ctx.deps.core, { actor: ctx.actor, input })),
  userDetail: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/users/{id}', tags: ['admin'] },
      scope: 'admin',
    })
    .input(userDetailInputSchema)
    .output(userDetailSchema)
    .query(({ ctx, input }) => getUserDetail(ctx.deps.core, { actor: ctx.actor, input })),
  userRoles: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/user-roles', tags: ['admin'] },
      scope: 'admin',
    })
    .input(z.void())
    .output(z.array(userRoleSchema))
    .query(({ ctx }) => listUserRoles(ctx.deps.core, { actor: ctx.actor })),
  assignRole: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/user-roles', tags: ['admin'] },
      scope: 'admin',
    })
    .input(userRoleChangeSchema)
    .output(z.object({ assigned: z.boolean() }))
    .mutation(({ ctx, input }) =>
      assignRole(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  revokeRole: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/user-roles', tags: ['admin'] },
      scope: 'admin',
    })
    .input(userRoleChangeSchema)
    .output(z.object({ revoked: z.boolean() }))
    .mutation(({ ctx, input }) =>
      revokeRole(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  adjustCredits: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/adjust-credits', tags: ['admin'] },
      scope: 'admin',
    })
    .input(adjustCreditsInputSchema)
    .output(adjustCreditsResultSchema)
    .mutation(({ ctx, input }) =>
      adjustCredits(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  suspendUser: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/suspend-user', tags: ['admin'] },
      scope: 'admin',
    })
    .input(userIdInputSchema)
    .output(suspensionResultSchema)
    .mutation(({ ctx, input }) =>
      suspendUser(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  reactivateUser: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/reactivate-user', tags: ['admin'] },
      scope: 'admin',
    })
    .input(userIdInputSchema)
    .output(suspensionResultSchema)
    .mutation(({ ctx, input }) =>
      reactivateUser(ctx.deps.core, { actor: ctx.actor, input, client: ctx.client }),
    ),
  // Read only: the audit log has no route that changes it (the database refuses too, ADR 0050).
  auditEvents: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/audit-events', tags: ['admin'] },
      scope: 'admin',
    })
    .input(auditEventsQuery)
    .output(auditEventsPageSchema)
    .query(({ ctx, input }) => listAuditEvents(ctx.deps.core, { actor: ctx.actor, input })),
});
