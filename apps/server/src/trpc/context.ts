import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps } from '../http/app-deps';

/** Built per request from what the session plugin already resolved. */
export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: Pick<CreateFastifyContextOptions, 'req' | 'res'>) => ({ deps, req, res });
}

export type TrpcContext = ReturnType<ReturnType<typeof createContextFactory>>;
