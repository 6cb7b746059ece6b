import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../app/trpc';
import { leaveFor } from '../auth/login-redirect';
import { IDLE_ACTIVITY_EVENTS, IdleTimer, type IdleClock } from './idle-timer';

/** Where tabs of the same browser tell each other about activity (one session, one deadline). */
const LAST_ACTIVITY_KEY = 'fanout.lastActivity';
/** Another tab needs to hear about activity, but not about every mouse move. */
const SHARE_EVERY_MS = 5_000;

const browserClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * The opt-in idle logout of spec 000 §4 (ADR 0053), mounted once in the signed-in layout: when the
 * user's setting is on, no activity for that many minutes ends the session.
 */
export function useIdleLogout(signedIn: boolean): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setting = useQuery(
    trpc.settings.idleLogout.queryOptions(undefined, {
      enabled: signedIn,
      meta: { ignoreUnauthorized: true },
    }),
  );
  const minutes = signedIn ? (setting.data?.minutes ?? null) : null;

  useEffect(() => {
    if (minutes === null) return undefined;
    const userKey = trpc.auth.me.queryKey();
    const timer = new IdleTimer(
      minutes * 60_000,
      () => endIdleSession(queryClient, userKey),
      browserClock,
    );
    let shared = 0;
    const onActivity = () => {
      const now = Date.now();
      timer.touch(now);
      if (now - shared >= SHARE_EVERY_MS) {
        shared = now;
        shareActivity(now);
      }
    };
    const onStorage = (event: StorageEvent) => {
      const at = Number(event.newValue);
      if (event.key === LAST_ACTIVITY_KEY && Number.isFinite(at)) timer.touch(at);
    };
    // Capture: a scroll inside a panel does not bubble to the window, but it passes through it.
    const options = { capture: true, passive: true };
    for (const name of IDLE_ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    window.addEventListener('storage', onStorage);
    timer.start();
    return () => {
      timer.stop();
      for (const name of IDLE_ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, options);
      window.removeEventListener('storage', onStorage);
    };
  }, [minutes, queryClient, trpc]);
}

function shareActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage can be full or blocked; this tab still keeps its own deadline.
  }
}

/**
 * Spec 000 §4, on expiry: the cached user is cleared, the user query invalidated, and the browser
 * goes to /api/logout; if that fails, the cached user is cleared and the browser goes to '/'.
 */
function endIdleSession(queryClient: QueryClient, userKey: QueryKey): void {
  queryClient.setQueryData(userKey, null);
  // Marked stale, not refetched: until /api/logout answers, the session would still say signed in.
  void queryClient.invalidateQueries({ queryKey: userKey, refetchType: 'none' });
  try {
    leaveFor('/api/logout');
  } catch {
    queryClient.setQueryData(userKey, null);
    leaveFor('/');
  }
}
