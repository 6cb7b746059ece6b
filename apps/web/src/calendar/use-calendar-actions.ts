import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { postDateLine } from '../posts/post-labels';
import { showPostFailure } from '../posts/show-post-failure';
import { useRefreshPosts } from '../posts/use-refresh-posts';
import { useTimeZone } from '../time/use-time-zone';
import type { ListActions } from './list-view';

/**
 * The calendar's two writes (ADR 0058): moving a post (the drag, or Move in the list) and
 * Duplicate (only when `canCreate`: a copy is a new post). Both say
 * what happened, and why not when the server refuses (a published post, a past time).
 */
export function useCalendarActions(canCreate: boolean) {
  const trpc = useTRPC();
  const refreshPosts = useRefreshPosts();
  const timeZone = useTimeZone();
  const reschedule = useMutation(
    trpc.post.reschedule.mutationOptions({
      onSuccess: (post) => {
        showToast({
          title: 'Post moved',
          message: postDateLine(post, undefined, timeZone),
          color: 'green',
        });
        return refreshPosts();
      },
      onError: (error) => showPostFailure('Failed to move post', error),
    }),
  );
  const duplicate = useMutation(
    trpc.post.duplicate.mutationOptions({
      onSuccess: () => {
        showToast({
          title: 'Post duplicated',
          message: 'The copy is a draft in Posts & Drafts.',
          color: 'green',
        });
        return refreshPosts();
      },
      onError: (error) => showPostFailure('Failed to duplicate post', error),
    }),
  );
  // What the list view's cards do with them.
  const listActions: ListActions = {
    onDuplicate: canCreate ? (id) => duplicate.mutate({ id }) : undefined,
    duplicating: duplicate.isPending ? duplicate.variables.id : undefined,
    onMoveTo: (id, scheduledAt, done) =>
      reschedule.mutate({ id, scheduledAt }, { onSuccess: done }),
    moving: reschedule.isPending,
  };
  return { reschedule, listActions };
}
