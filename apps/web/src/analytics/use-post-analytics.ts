import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH_MS } from '../app/live-refresh';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { serverMessage } from '../accounts/failure-message';
import { showToast } from '../feedback/show-toast';

/**
 * A post's figures per published target (`analytics.post`), refetched like the post itself while
 * the page is open, so a read that lands (scheduled or asked for) shows without a reload.
 */
export function usePostAnalytics(postId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.analytics.post.queryOptions(
      { id: postId },
      {
        enabled,
        refetchInterval: (query) => (query.state.status === 'error' ? false : LIVE_REFRESH_MS),
      },
    ),
  );
}

/**
 * "Refresh now" (`analytics.refresh`): queues a read of each published target; the answer's
 * `refreshAvailableAt` disables the button until then. A refusal (asked again too soon) says the
 * server's words; the figures refetch either way.
 */
export function useRefreshPostAnalytics(postId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetch = () =>
    queryClient.invalidateQueries({ queryKey: trpc.analytics.post.queryKey({ id: postId }) });
  return useMutation(
    trpc.analytics.refresh.mutationOptions({
      onSuccess: (result) => {
        showToast({
          title: 'Refreshing',
          message:
            result.queued === 1
              ? 'Reading its figures from the network now.'
              : `Reading its figures from ${result.queued} networks now.`,
          color: 'green',
        });
        return refetch();
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) {
          showToast({
            title: 'Could not refresh',
            message: serverMessage(error) ?? 'Please try again in a moment.',
            color: 'red',
          });
        }
        return refetch();
      },
    }),
  );
}
