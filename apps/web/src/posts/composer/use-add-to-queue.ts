import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { showToast } from '../../feedback/show-toast';
import { postDateLine } from '../post-labels';
import { showPostFailure } from '../show-post-failure';
import { useRefreshPosts } from '../use-refresh-posts';
import { useTimeZone } from '../../time/use-time-zone';

/** queue.add (ADR 0057): says which slot the post took, in the user's zone. */
export function useAddToQueue() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshPosts = useRefreshPosts();
  const timeZone = useTimeZone();
  return useMutation(
    trpc.queue.add.mutationOptions({
      onSuccess: ({ post }) => {
        showToast({
          title: 'Added to the queue',
          message: `${postDateLine(post, undefined, timeZone)} — the next free slot.`,
          color: 'green',
        });
        return Promise.all([
          refreshPosts(),
          queryClient.invalidateQueries(trpc.queue.pathFilter()),
        ]);
      },
      onError: (error) => {
        showPostFailure('Failed to add to the queue', error);
        void queryClient.invalidateQueries(trpc.credit.pathFilter());
      },
    }),
  );
}
