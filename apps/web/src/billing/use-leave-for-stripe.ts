import { useEffect, useEffectEvent } from 'react';

/** Sends the browser to Stripe's hosted Checkout or Customer Portal. */
export function leaveForStripe(url: string): void {
  window.location.assign(url);
}

/**
 * A button stays in "Redirecting…" after its call succeeded, until the browser has left. If the
 * user comes Back from Stripe, the browser may restore this page from its cache as it was left;
 * `reset` then clears that state so the buttons work again.
 */
export function useResetOnReturn(reset: () => void): void {
  const onPageShow = useEffectEvent((event: PageTransitionEvent) => {
    if (event.persisted) reset();
  });
  useEffect(() => {
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
