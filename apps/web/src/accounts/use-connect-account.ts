import type { Platform } from '@fanout/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { rememberConnectGroup } from './connect-return-group';
import { showFailureToast } from './show-failure-toast';

/**
 * Starts an OAuth connection: asks the server for the platform's authorization URL (which carries
 * a one-time state) and sends the browser there. The platform sends the user back to /accounts.
 */
export function useConnectAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState<Platform | null>(null);

  const connect = async (platform: Platform, groupId: string) => {
    setConnecting(platform);
    try {
      // Never cached: each URL holds a fresh, single-use state.
      const { authUrl } = await queryClient.fetchQuery({
        ...trpc.socialAccount.connectUrl.queryOptions({ platform, groupId }),
        staleTime: 0,
        gcTime: 0,
      });
      rememberConnectGroup(groupId);
      window.location.href = authUrl;
      // `connecting` stays set: the page is being left.
    } catch (error) {
      setConnecting(null);
      showFailureToast('Failed to connect account', error);
    }
  };

  return { connect, connecting };
}
