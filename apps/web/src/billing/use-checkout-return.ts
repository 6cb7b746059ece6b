import { useMutation } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { showToast } from '../feedback/show-toast';
import {
  checkoutFailureToast,
  checkoutOutcomeToast,
  checkoutUnconfirmedToast,
  parseCheckoutReturn,
  withoutCheckoutReturn,
  type CheckoutPage,
  type CheckoutReturn,
} from './checkout-return';
import { useRefreshBilling } from './use-refresh-billing';

/**
 * Back from Stripe's Checkout: a success runs the same idempotent fulfilment as the webhook
 * (`billing.completeCheckout`), so the credits show at once even when the webhook is late, then
 * says what happened; a cancel says the page's failure text and changes nothing. The result is
 * removed from the URL first (replacing the history entry), so a reload or Back does not repeat it.
 * Answers true while the fulfilment runs.
 */
export function useCheckoutReturn(page: CheckoutPage): boolean {
  const trpc = useTRPC();
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const refresh = useRefreshBilling();
  const complete = useMutation(trpc.billing.completeCheckout.mutationOptions());
  // StrictMode runs effects twice, and the URL changes only after the navigation commits.
  const handled = useRef<string | null>(null);

  const settle = useEffectEvent(async (result: CheckoutReturn) => {
    const rest = new URLSearchParams(withoutCheckoutReturn(location.searchStr)).toString();
    void router.navigate({ href: `${location.pathname}${rest ? `?${rest}` : ''}`, replace: true });
    if (result.kind === 'canceled') {
      showToast(checkoutFailureToast(page));
      return;
    }
    try {
      showToast(checkoutOutcomeToast(page, await complete.mutateAsync(result)));
    } catch (error) {
      if (!isUnauthorizedError(error)) showToast(checkoutUnconfirmedToast(page));
    }
    await refresh();
  });

  // The query string while it carries a checkout result: the effect runs once per result.
  const pending = parseCheckoutReturn(location.searchStr) === null ? null : location.searchStr;
  useEffect(() => {
    const result = pending === null ? null : parseCheckoutReturn(pending);
    if (result === null || handled.current === pending) return;
    handled.current = pending;
    void settle(result);
  }, [pending]);

  return complete.isPending;
}
