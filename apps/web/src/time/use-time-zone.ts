import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { browserTimeZone } from './browser-time-zone';

/**
 * The zone every time is shown and entered in: the signed-in user's (Profile Settings), else the
 * browser's (ADR 0056). Reads the session query the shell already holds.
 */
export function useTimeZone(): string {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { meta: { ignoreUnauthorized: true } }));
  return me.data?.timeZone ?? browserTimeZone() ?? 'UTC';
}
