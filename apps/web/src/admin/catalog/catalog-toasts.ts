import { serverMessage } from '../../accounts/failure-message';
import { isUnauthorizedError } from '../../app/unauthorized';
import { showToast } from '../../feedback/show-toast';

export type CatalogFailure =
  | 'Failed to create subscription plan'
  | 'Failed to update subscription plan'
  | 'Failed to delete subscription plan'
  | 'Failed to create credit package'
  | 'Failed to update credit package'
  | 'Failed to delete credit package';

/** Spec 001 §8 success toasts ('Subscription plan created successfully', ...). */
export function showCatalogSuccess(message: string, title = 'Success'): void {
  showToast({ title, message, color: 'green' });
}

/**
 * A failed catalog action (spec 001 §8): the spec's text as the title and the server's reason
 * (e.g. 'Credit quantity must be at least 1') as the message; without a reason, the spec's text
 * alone. Unauthorized failures are left to the query client, which sends the user to sign in.
 */
export function showCatalogFailure(base: CatalogFailure, error: unknown): void {
  if (isUnauthorizedError(error)) return;
  const reason = serverMessage(error);
  showToast(
    reason === undefined
      ? { title: 'Error', message: base, color: 'red' }
      : { title: base, message: reason, color: 'red' },
  );
}
