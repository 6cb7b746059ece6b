import { hasPermission, type PermissionsResponse } from '@fanout/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { ACCESS_CACHE } from './access-cache';

export interface Access {
  /** undefined while loading or after a failure: nothing permission-gated is shown then. */
  access: PermissionsResponse | undefined;
  isLoading: boolean;
  can: (permission: string) => boolean;
}

/** The signed-in user's permissions (permission.mine), for use only inside the signed-in app. */
export function useAccess(): Access {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.permission.mine.queryOptions(), ...ACCESS_CACHE });
  const access = query.data;
  return {
    access,
    isLoading: query.isPending,
    can: (permission) => hasPermission(access, permission),
  };
}
