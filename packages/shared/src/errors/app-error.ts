/**
 * The one error model of Fanout. Services throw AppError; transports map its code
 * to an HTTP status or tRPC code through ERROR_CODES, the single table below.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  // A method a path does not serve (GET /mcp: the MCP server keeps no sessions, ADR 0097).
  METHOD_NOT_ALLOWED: { http: 405, trpc: 'METHOD_NOT_SUPPORTED' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  // A request that repeats an Idempotency-Key with a different body (ADR 0093).
  UNPROCESSABLE_CONTENT: { http: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  // A service we call (an AI provider) failed or refused: its reason reaches the user, unlike INTERNAL.
  BAD_GATEWAY: { http: 502, trpc: 'BAD_GATEWAY' },
  GATEWAY_TIMEOUT: { http: 504, trpc: 'GATEWAY_TIMEOUT' },
} as const;

export type AppErrorCode = keyof typeof ERROR_CODES;

/**
 * The stable `code` of every REST error body (ADR 0093): tRPC's names, which the REST adapter
 * already answers with, so routes of both kinds say the same word for the same status.
 */
export type ErrorBodyCode = (typeof ERROR_CODES)[AppErrorCode]['trpc'];

/** The body code for an HTTP status (a status outside the table: by its class). */
export function errorBodyCodeOf(status: number): ErrorBodyCode {
  for (const entry of Object.values(ERROR_CODES)) if (entry.http === status) return entry.trpc;
  return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
}

export class AppError extends Error {
  readonly code: AppErrorCode;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
  }

  get httpStatus(): number {
    return ERROR_CODES[this.code].http;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
