import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps } from '../http/app-deps';
import { clientAddress } from '../http/client-info';

/**
 * Built per request from what the session plugin already resolved; `client` is the address the
 * services that record one take (ADR 0070).
 */
export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: Pick<CreateFastifyContextOptions, 'req' | 'res'>) => ({
    deps,
    req,
    res,
    client: clientAddress(req),
  });
}

export type TrpcContext = ReturnType<ReturnType<typeof createContextFactory>>;
