import type { CreatePostStatus } from '@fanout/shared';
import { showToast } from '../../feedback/show-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { showPostFailure } from '../show-post-failure';
import { useRefreshPosts } from '../use-refresh-posts';

const SUCCESS: Record<CreatePostStatus, { title: string; message: string }> = {
  draft: { title: 'Draft saved', message: 'Your draft is in Posts & Drafts.' },
  scheduled: { title: 'Post scheduled', message: 'Your post will be published at the set time.' },
  published: { title: 'Post created', message: 'Your post is being published now.' },
};

/**
 * post.create (spec 000 §7): on success the posts, credits and stats refresh; on failure the
 * server's reason is shown under 'Failed to create post', and the balance is re-read in case
 * it was the reason.
 */
export function useCreatePost() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshPosts = useRefreshPosts();
  return useMutation(
    trpc.post.create.mutationOptions({
      onSuccess: (_post, variables) => {
        showToast({ ...SUCCESS[variables.status], color: 'green' });
        return refreshPosts();
      },
      onError: (error) => {
        showPostFailure('Failed to create post', error);
        void queryClient.invalidateQueries(trpc.credit.pathFilter());
      },
    }),
  );
}
