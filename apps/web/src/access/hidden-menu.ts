import { CORE_MENUS, type MenuItem, type PermissionsResponse } from '@fanout/shared';

export type CoreMenu = (typeof CORE_MENUS)[number];

/** The core menu whose page is `pathname`, if any. */
export function coreMenuAt(pathname: string): CoreMenu | undefined {
  return CORE_MENUS.find((core) => core.routePath === pathname);
}

/**
 * The core menu at `pathname` when it is hidden from this user (Menu Management): not among their
 * accessible menus. Admins always see every menu; other pages, and unknown access, are never
 * refused here (the server still decides, ADR 0051).
 */
export function hiddenMenuAt(
  pathname: string,
  access: PermissionsResponse | undefined,
  menus: readonly MenuItem[] | undefined,
): CoreMenu | undefined {
  const menu = coreMenuAt(pathname);
  if (!menu || !access || access.isAdmin || !menus) return undefined;
  return menus.some((item) => item.id === menu.id) ? undefined : menu;
}
