import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@fanout/server/router';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createAppTrpcClient() {
  // No transformer: the server sends plain JSON, so dates arrive as ISO strings (web contract).
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
}
