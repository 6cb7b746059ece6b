import { TRPCClientError } from '@trpc/client';

/**
 * The server's explanation, when the server answered at all. A network failure has no `data`
 * and its text ('Failed to fetch') explains nothing to the user, so it is left out.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.data) return undefined;
  const message = error.message.trim();
  return message === '' ? undefined : message;
}

/** Spec 000 §8 texts, with the server's reason appended when there is one. */
export function failureMessage(base: string, reason: string | undefined): string {
  return reason === undefined ? base : `${base}: ${reason}`;
}
