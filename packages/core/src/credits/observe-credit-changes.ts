import { observerOf, type CoreObserver } from '../deps';
import type { CreditChange } from './apply-credit-change';
import type { CreditChangeOutcome } from './apply-credit-changes';

/**
 * Tells the observer the credits a batch of changes moved (ADR 0072): only the changes applied now,
 * never a duplicate or a refused one.
 */
export function observeCreditChanges(
  deps: { observe?: CoreObserver },
  changes: readonly Pick<CreditChange, 'kind' | 'amount'>[],
  outcomes: readonly Pick<CreditChangeOutcome, 'status'>[],
): void {
  const observer = observerOf(deps);
  changes.forEach((change, index) => {
    if (outcomes[index]?.status === 'applied') {
      observer.creditsChanged({ kind: change.kind, amount: change.amount });
    }
  });
}
