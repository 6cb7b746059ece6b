import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../app/trpc';

/**
 * One server-sent event stream per page (ADR 0029): "open" after each (re)connect and "changed"
 * after a change of the user's notifications or balance (migration 0034, ADR 0066) refetch the
 * bell's list, the header's credit badge (the user) and the credit pages' queries, so a charge made
 * by the worker after Post Now, or a grant from anywhere, shows at once. A change made while the
 * stream was down is picked up when it comes back.
 */
export function useNotificationStream(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    const stream = new EventSource('/api/notifications/stream');
    stream.onmessage = () => {
      void queryClient.invalidateQueries({ queryKey: trpc.notification.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      void queryClient.invalidateQueries(trpc.credit.pathFilter());
    };
    return () => stream.close();
  }, [queryClient, trpc]);
}
