import type { CurrentUser } from '@fanout/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnauthorizedError } from '../app/unauthorized';
import { useTRPC } from '../app/trpc';

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: CurrentUser };

/**
 * The session check (spec 000 §4): signed in when auth.me returns a user. An unauthorized
 * answer means signed out; any other failure is logged and also treated as signed out.
 */
export function useCurrentUser(): CurrentUserState {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.auth.me.queryOptions(undefined, { meta: { ignoreUnauthorized: true } }),
  );
  const { error } = query;

  useEffect(() => {
    if (error && !isUnauthorizedError(error)) {
      console.error('Could not check the session; continuing as signed out.', error);
    }
  }, [error]);

  if (query.isPending) return { status: 'loading', user: null };
  if (query.data) return { status: 'signed-in', user: query.data };
  return { status: 'signed-out', user: null };
}
