/**
 * Stripe's error answers (https://docs.stripe.com/api/errors): `{"error": {type, code?, param?,
 * message}}` with the HTTP status Stripe uses, so the real SDK raises its own error classes
 * (`StripeInvalidRequestError` with `param`, `StripeAuthenticationError`, `StripeIdempotencyError`).
 */
export type StripeErrorType =
  'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    return { error };
  }
}

export function noSuchObject(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}
