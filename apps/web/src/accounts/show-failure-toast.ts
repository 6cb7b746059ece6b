import { showToast } from '../feedback/show-toast';
import { isUnauthorizedError } from '../app/unauthorized';
import { failureMessage, serverMessage } from './failure-message';

/**
 * The red 'Error' toast for a failed account action (spec 000 §8). Unauthorized failures are
 * skipped: the query client already shows 'Unauthorized' and sends the user to sign in.
 */
export function showFailureToast(base: string, error: unknown): void {
  if (isUnauthorizedError(error)) return;
  showToast({
    title: 'Error',
    message: failureMessage(base, serverMessage(error)),
    color: 'red',
  });
}
