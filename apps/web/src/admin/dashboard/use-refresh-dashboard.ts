import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/** After an adjustment, suspension or reactivation: every read of the dashboard is stale. */
export function useRefreshDashboard(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    const filters = [
      trpc.admin.stats.pathFilter(),
      trpc.admin.userDirectory.pathFilter(),
      trpc.admin.userDetail.pathFilter(),
      trpc.admin.auditEvents.pathFilter(),
      trpc.admin.users.pathFilter(),
    ];
    await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
  };
}
