import { CORE_MENUS, type CoreMenuId } from '@fanout/shared';
import { hiddenMenuAt } from './hidden-menu';
import { useAccess } from './use-access';
import { useAccessibleMenus } from './use-accessible-menus';

/**
 * Whether the user may use the core menu `id`: false once it is known to be hidden from them
 * (Menu Management). Actions elsewhere that lead into a hidden menu (Create Post from the
 * calendar, Duplicate) are left out, as its sidebar link is; unknown access counts as open, and
 * the server still decides (ADR 0051).
 */
export function useMenuOpen(id: CoreMenuId): boolean {
  const { access } = useAccess();
  const menus = useAccessibleMenus();
  const menu = CORE_MENUS.find((core) => core.id === id);
  return !menu || hiddenMenuAt(menu.routePath, access, menus) === undefined;
}
