import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';

/** An endpoint's calls: turn on or off, delete, rotate its secret, send a test event. */
export function useWebhookEndpointActions(
  endpointId: string,
  handlers: { onSecret: (secret: string) => void; onTested: () => void },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: trpc.webhook.list.queryKey() });
  const update = useMutation(trpc.webhook.update.mutationOptions({ onSuccess: refreshList }));
  const remove = useMutation(trpc.webhook.delete.mutationOptions({ onSuccess: refreshList }));
  const rotate = useMutation(
    trpc.webhook.rotateSecret.mutationOptions({
      onSuccess: (rotated) => {
        handlers.onSecret(rotated.secret);
        void refreshList();
      },
    }),
  );
  const test = useMutation(
    trpc.webhook.sendTest.mutationOptions({
      onSuccess: () => {
        handlers.onTested();
        void queryClient.invalidateQueries({
          queryKey: trpc.webhook.deliveries.pathKey(),
        });
      },
    }),
  );
  return {
    update,
    remove,
    rotate,
    test,
    setEnabled: (enabled: boolean) => update.mutate({ id: endpointId, enabled }),
    error: update.error ?? remove.error ?? rotate.error ?? test.error,
  };
}
