/**
 * What the tests check a request against a vendor's official API description with, whatever its
 * format: an OpenAPI document (X, Pinterest: `openapi-request-validator.ts`) or a Google discovery
 * document (YouTube: `discovery-request-validator.ts`).
 */

/** One request as a test saw it, without the sandbox prefix: `/2/tweets`, `/youtube/v3/commentThreads`. */
export interface SpecRequest {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  /** JSON bodies as parsed; multipart bodies as their field names → values (file parts: any string). */
  body?: unknown;
  /** Picks the request body schema: `application/json` unless given. */
  contentType?: string;
}

export interface SpecRequestValidator {
  /** Throws SpecViolation when the operation is unknown or the request does not match it. */
  validate(request: SpecRequest): void;
}

export class SpecViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpecViolation';
  }
}
