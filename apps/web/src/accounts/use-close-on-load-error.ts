import { showToast } from '../feedback/show-toast';
import { useEffect, useEffectEvent } from 'react';
import { isUnauthorizedError } from '../app/unauthorized';
import { failureMessage, serverMessage } from './failure-message';

/**
 * Spec 000 §8: when a picker dialog cannot load its choices, a toast '{base}: {reason}' shows
 * and the dialog closes. Unauthorized failures only close it (the query client handles them).
 */
export function useCloseOnLoadError(error: unknown, base: string, onClose: () => void) {
  const fail = useEffectEvent((failure: unknown) => {
    if (!isUnauthorizedError(failure)) {
      const reason =
        serverMessage(failure) ?? (failure instanceof Error ? failure.message : undefined);
      showToast({ title: 'Error', message: failureMessage(base, reason), color: 'red' });
    }
    onClose();
  });

  useEffect(() => {
    if (error) fail(error);
  }, [error]);
}
