import type { CreatePostStatus } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../../app/trpc';
import { showToast } from '../../feedback/show-toast';
import { showPostFailure } from '../show-post-failure';
import { useRefreshPosts } from '../use-refresh-posts';

const SUCCESS: Record<CreatePostStatus, { title: string; message: string }> = {
  draft: { title: 'Draft saved', message: 'Your changes are saved.' },
  scheduled: { title: 'Post scheduled', message: 'Your post will be published at the set time.' },
  published: { title: 'Post updated', message: 'Your post is being published now.' },
};

/** post.recompose (ADR 0059): saves the edited post, then opens its page. */
export function useRecomposePost(postId: string) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refreshPosts = useRefreshPosts();
  const recompose = useMutation(
    trpc.post.recompose.mutationOptions({
      onSuccess: async (_post, variables) => {
        showToast({ ...SUCCESS[variables.status], color: 'green' });
        await refreshPosts();
        await navigate({ to: '/posts/$id', params: { id: postId } });
      },
      onError: (error) => showPostFailure('Failed to update post', error),
    }),
  );
  return recompose;
}
