import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { showPostFailure } from './show-post-failure';
import { useRefreshPosts } from './use-refresh-posts';

/**
 * One target's Retry, and the user's answer for an unconfirmed one (ADR 0054): on success the posts
 * and credits refresh; a refusal (already published, under way, too few credits) shows the server's
 * reason, and the posts refresh anyway so the card shows the target's real state.
 */
export function useTargetActions() {
  const trpc = useTRPC();
  const refreshPosts = useRefreshPosts();
  const retry = useMutation(
    trpc.post.retryTarget.mutationOptions({
      onSuccess: () => {
        showToast({
          title: 'Retrying',
          message: 'The post is being published again.',
          color: 'green',
        });
        return refreshPosts();
      },
      onError: (error) => {
        showPostFailure('Failed to retry', error);
        return refreshPosts();
      },
    }),
  );
  const resolve = useMutation(
    trpc.post.resolveTarget.mutationOptions({
      onSuccess: (_post, variables) => {
        showToast(
          variables.published
            ? { title: 'Marked as published', message: 'Thanks for checking.', color: 'green' }
            : { title: 'Retrying', message: 'The post is being published again.', color: 'green' },
        );
        return refreshPosts();
      },
      onError: (error) => {
        showPostFailure('Failed to save the answer', error);
        return refreshPosts();
      },
    }),
  );
  return { retry, resolve };
}
