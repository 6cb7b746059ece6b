import { showToast } from '../feedback/show-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';

/** Codes whose server message explains itself (e.g. the item is used by a scheduled post). */
const EXPLAINED_CODES = new Set(['CONFLICT', 'NOT_FOUND']);

/** content.delete with the spec 000 §8 toasts; unauthorized is handled by the query client. */
export function useDeleteContent() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries(trpc.content.pathFilter());

  return useMutation(
    trpc.content.delete.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: 'Deleted', message: answer.message, color: 'green' });
        return refreshList();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        const code = error.data?.code;
        const explained = code !== undefined && EXPLAINED_CODES.has(code);
        showToast({
          title: 'Error',
          message: explained ? error.message : 'Failed to delete content',
          color: 'red',
        });
        // A missing item is gone either way: show the list as it now is.
        if (code === 'NOT_FOUND') void refreshList();
      },
    }),
  );
}
