/** A REST auth call that failed; `message` is the server's `{message}`, safe to show. */
export class AuthRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
  }
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'Could not reach Fanout. Check your connection and try again.';

/**
 * POSTs JSON to one of the /api/auth/* endpoints of the web contract and returns the parsed
 * answer. Errors are `{ message }`; anything else still yields a readable AuthRequestError.
 */
export async function postAuthRequest(
  path: `/api/auth/${string}`,
  body: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(0, NETWORK_MESSAGE);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new AuthRequestError(response.status, messageOf(payload) ?? FALLBACK_MESSAGE);
  }
  return payload;
}

/** The `message` field of an answer, when there is one. */
export function messageOf(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

/** Text for an inline alert, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof AuthRequestError ? error.message : FALLBACK_MESSAGE;
}
