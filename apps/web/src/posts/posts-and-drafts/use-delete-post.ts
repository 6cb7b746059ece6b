import { showToast } from '../../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { showPostFailure } from '../show-post-failure';
import { useRefreshPosts } from '../use-refresh-posts';

/** post.delete with the spec 000 §8 toasts; the lists, counts, stats and credits refresh. */
export function useDeletePost() {
  const trpc = useTRPC();
  const refreshPosts = useRefreshPosts();
  return useMutation(
    trpc.post.delete.mutationOptions({
      onSuccess: () => {
        showToast({
          title: 'Success',
          message: 'Post deleted successfully',
          color: 'green',
        });
        return refreshPosts();
      },
      onError: (error) => {
        showPostFailure('Failed to delete post', error);
        // A post that is already gone (or has moved on) should show as it now is.
        void refreshPosts();
      },
    }),
  );
}
