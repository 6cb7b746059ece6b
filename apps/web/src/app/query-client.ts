import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleUnauthorized, isUnauthorizedError } from './unauthorized';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

interface QueryMeta extends Record<string, unknown> {
  /** Set on the session check (auth.me), where "signed out" is an answer, not an error. */
  ignoreUnauthorized?: boolean;
}

/**
 * One QueryClient for the app. Defaults follow spec 000 §7: data never goes stale, is not
 * refetched on focus and is never retried. Every unauthorized failure is handled here, once.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.ignoreUnauthorized !== true && isUnauthorizedError(error)) {
          handleUnauthorized();
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.ignoreUnauthorized !== true && isUnauthorizedError(error)) {
          handleUnauthorized();
        }
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
