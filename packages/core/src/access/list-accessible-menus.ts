import { asc, inArray } from 'drizzle-orm';
import { menuItems } from '@fanout/db/schema';
import type { MenuItem } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import type { ServiceOptions } from './service-options';

const menuColumns = {
  id: menuItems.id,
  permissionName: menuItems.permissionName,
  menuLabel: menuItems.menuLabel,
  iconName: menuItems.iconName,
  routePath: menuItems.routePath,
  parentMenuId: menuItems.parentMenuId,
  displayOrder: menuItems.displayOrder,
};

/** The menus whose permission the actor holds (admins: all), by display order. */
export async function listAccessibleMenus(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<MenuItem[]> {
  const query = deps.db.select(menuColumns).from(menuItems);
  if (actor.isAdmin) return query.orderBy(asc(menuItems.displayOrder), asc(menuItems.id));
  if (actor.permissions.length === 0) return [];
  return query
    .where(inArray(menuItems.permissionName, [...actor.permissions]))
    .orderBy(asc(menuItems.displayOrder), asc(menuItems.id));
}
