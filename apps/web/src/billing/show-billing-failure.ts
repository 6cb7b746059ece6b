import { serverMessage } from '../accounts/failure-message';
import { isUnauthorizedError } from '../app/unauthorized';
import { showToast } from '../feedback/show-toast';

/**
 * A refused billing call (spec 001 §8): 'Error' with the spec's text, or with the server's reason
 * under the spec's text as the title when the server gave one. Unauthorized failures are left to the
 * query client, which shows 'Unauthorized' and sends the user to sign in after 500 ms.
 */
export function showBillingFailure(base: string, error: unknown): void {
  if (isUnauthorizedError(error)) return;
  const reason = serverMessage(error);
  showToast(
    reason === undefined
      ? { title: 'Error', message: base, color: 'red' }
      : { title: base, message: reason, color: 'red' },
  );
}
