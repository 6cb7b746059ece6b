import { showToast } from '../feedback/show-toast';
import { serverMessage } from '../accounts/failure-message';
import { isUnauthorizedError } from '../app/unauthorized';

/**
 * A failed post action (spec 000 §8): the spec's text as the title and the server's reason as
 * the message (the server is the authority on the rules); without a reason, the spec's 'Error'
 * toast. Unauthorized failures are left to the query client, which sends the user to sign in.
 */
export function showPostFailure(
  base:
    | 'Failed to create post'
    | 'Failed to update post'
    | 'Failed to delete post'
    | 'Failed to retry'
    | 'Failed to save the answer'
    | 'Failed to add to the queue'
    | 'Failed to move post'
    | 'Failed to duplicate post',
  error: unknown,
): void {
  if (isUnauthorizedError(error)) return;
  const reason = serverMessage(error);
  showToast(
    reason === undefined
      ? { title: 'Error', message: base, color: 'red' }
      : { title: base, message: reason, color: 'red' },
  );
}

/** A validation message found before sending (spec 000 §5), in the spec's 'Error' toast. */
export function showPostProblem(message: string): void {
  showToast({ title: 'Error', message, color: 'red' });
}
