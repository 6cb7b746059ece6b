import { AppError } from '@fanout/shared';

/** What a provider needs to describe its failures: its label and the variable holding its key. */
export interface ProviderIdentity {
  label: string;
  keyVariable: string;
}

export function notConfigured(provider: ProviderIdentity): AppError {
  return new AppError('BAD_REQUEST', `AI provider not configured: set ${provider.keyVariable}`);
}

/**
 * An HTTP error of the provider as a message the user can act on. Only the status and the vendor's
 * error code are kept: vendor messages may echo part of the key (OpenAI's 401 does).
 */
export function providerHttpError(
  provider: ProviderIdentity,
  status: number,
  vendorCode?: string | null,
): AppError {
  const detail = vendorCode ? `${status} ${vendorCode}` : String(status);
  if (status === 429) {
    return new AppError(
      'TOO_MANY_REQUESTS',
      `${provider.label} is rate limiting requests (${detail}): try again in a minute`,
    );
  }
  if (status === 401 || status === 403) {
    return new AppError(
      'BAD_GATEWAY',
      `${provider.label} refused the API key (${detail}): check ${provider.keyVariable}`,
    );
  }
  if (status >= 500) {
    return new AppError('BAD_GATEWAY', `${provider.label} failed (${detail}): try again later`);
  }
  return new AppError('BAD_GATEWAY', `${provider.label} rejected the request (${detail})`);
}

export function providerUnreachable(provider: ProviderIdentity): AppError {
  return new AppError('BAD_GATEWAY', `${provider.label} could not be reached: try again later`);
}
