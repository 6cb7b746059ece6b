import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';

/**
 * After a post is created, edited or deleted: every post list, the tab counts, the stats and
 * the credit balance (spec 000 §7), which scheduling and deleting change.
 */
export function useRefreshPosts(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.post.pathFilter()),
      queryClient.invalidateQueries(trpc.credit.pathFilter()),
    ]);
  };
}
