import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const permissions = pgTable('permissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** What the permission guards, e.g. 'menu', 'billing', 'admin'. */
  resource: text('resource'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/**
 * Menu items (spec 001 "menu permission"): a sidebar entry guarded by a permission name.
 * Core menus have readable ids ('overview', 'accounts', ...) so their permission is access_{id}.
 */
export const menuItems = pgTable('menu_items', {
  id: text('id').primaryKey(),
  permissionName: text('permission_name')
    .notNull()
    .references(() => permissions.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  menuLabel: text('menu_label').notNull(),
  iconName: text('icon_name'),
  routePath: text('route_path').notNull(),
  parentMenuId: text('parent_menu_id'),
  displayOrder: integer('display_order').notNull().default(100),
  isCore: boolean('is_core').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
