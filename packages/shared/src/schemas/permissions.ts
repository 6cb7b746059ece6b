import { z } from 'zod';
import { jsonNumber } from './json-number';
import { safeText } from './text';

export const permissionsResponseSchema = z.object({
  isAdmin: z.boolean(),
  permissions: z.array(z.string()),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

/** A menu permission (spec 001 §3); accessible menus have the same shape. */
export const menuItemSchema = z.object({
  id: z.string(),
  permissionName: z.string(),
  menuLabel: z.string(),
  iconName: z.string().nullable(),
  routePath: z.string(),
  parentMenuId: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Role = z.infer<typeof roleSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userRoleSchema = z.object({ userId: z.string(), role: roleSchema });
export type UserRole = z.infer<typeof userRoleSchema>;

/** `POST` / `DELETE /api/admin/user-roles` (spec 001 §7). */
export const userRoleChangeSchema = z.object({ userId: z.uuid(), roleId: z.uuid() });
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

/** A permission (spec 001 §3). */
export const permissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  resource: z.string().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const rolePermissionSchema = z.object({ roleId: z.string(), permission: permissionSchema });
export type RolePermission = z.infer<typeof rolePermissionSchema>;

/** `POST` / `DELETE /api/admin/role-permissions`. */
export const rolePermissionChangeSchema = z.object({ roleId: z.uuid(), permissionId: z.uuid() });
export type RolePermissionChange = z.infer<typeof rolePermissionChangeSchema>;

/** `POST /api/admin/permissions`: menu permissions are named access_{menuId}. */
export const permissionCreateSchema = z.object({
  name: safeText()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,62}$/, 'name: lower-case letters, digits, _ or - (2 to 63)'),
  description: safeText().trim().max(500).nullable().default(null),
  resource: safeText().trim().max(50).default('menu'),
});
export type PermissionCreate = z.infer<typeof permissionCreateSchema>;

/** `POST /api/admin/menu-permissions` (defaults of spec 001 §7). */
export const menuPermissionCreateSchema = z.object({
  permissionName: safeText().trim().min(1).max(63),
  menuLabel: safeText().trim().min(1).max(100),
  iconName: safeText().trim().max(50).nullable().default(null),
  routePath: safeText()
    .trim()
    .regex(/^\/[^\s]*$/, 'routePath: must start with /'),
  parentMenuId: safeText().trim().max(63).nullable().default(null),
  displayOrder: jsonNumber(z.number().int().min(0).max(100000)).default(100),
});
export type MenuPermissionCreate = z.infer<typeof menuPermissionCreateSchema>;
