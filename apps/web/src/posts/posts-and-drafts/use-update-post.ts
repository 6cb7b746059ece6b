import { showToast } from '../../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { showPostFailure } from '../show-post-failure';
import { useRefreshPosts } from '../use-refresh-posts';

/** post.update with the spec 000 §8 toasts; the lists refresh (spec 000 §7). */
export function useUpdatePost() {
  const trpc = useTRPC();
  const refreshPosts = useRefreshPosts();
  return useMutation(
    trpc.post.update.mutationOptions({
      onSuccess: () => {
        showToast({
          title: 'Success',
          message: 'Post updated successfully',
          color: 'green',
        });
        return refreshPosts();
      },
      onError: (error) => showPostFailure('Failed to update post', error),
    }),
  );
}
