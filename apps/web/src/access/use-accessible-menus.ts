import type { MenuItem } from '@fanout/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { ACCESS_CACHE } from './access-cache';

/** The menu.accessible query: the menus the signed-in user may see, with its loading state. */
export function useAccessibleMenusQuery() {
  const trpc = useTRPC();
  // Menu visibility is access data too, so it follows the permission cache times.
  return useQuery({ ...trpc.menu.accessible.queryOptions(), ...ACCESS_CACHE });
}

/** Menus the signed-in user may see (menu.accessible); undefined while loading or failed. */
export function useAccessibleMenus(): MenuItem[] | undefined {
  return useAccessibleMenusQuery().data;
}
