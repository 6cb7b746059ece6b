import { z } from 'zod';

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
