import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React adopts markup the build rendered (ADR 0075) and in that render itself; true from
 * then on, and at once in a page the app renders itself. A form on a prerendered page stays
 * disabled until then: what a visitor typed before the app ran would not reach React's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
