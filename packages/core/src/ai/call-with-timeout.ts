import { AppError, isAppError } from '@fanout/shared';
import type { ProviderIdentity } from './provider-errors';

/** A provider as a call needs it: its name, and how its SDK's errors read for users. */
export interface TimedProvider extends Pick<ProviderIdentity, 'label'> {
  /** An SDK error (HTTP status, connection) as an AppError naming the provider. */
  describeError(error: unknown): AppError;
}

/**
 * One request to a provider with its own timeout, for every provider and kind alike. Which signal
 * fired decides, not the error (each SDK reports an abort its own way): the caller's abort rethrows
 * the caller's reason, the timeout is `GATEWAY_TIMEOUT`, anything else the provider's AppError.
 */
export async function callWithTimeout<T>(
  provider: TimedProvider,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  callerSignal?.throwIfAborted();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  try {
    return await call(signal);
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (timeout.aborted) {
      throw new AppError(
        'GATEWAY_TIMEOUT',
        `${provider.label} did not answer within ${formatDuration(timeoutMs)}: try again later`,
      );
    }
    throw isAppError(error) ? error : provider.describeError(error);
  }
}

/** "0.2 s", "90 s", "10 min": seconds up to two minutes, minutes beyond. */
export function formatDuration(ms: number): string {
  if (ms < 120_000) return `${Number((ms / 1000).toFixed(1))} s`;
  return `${Number((ms / 60_000).toFixed(1))} min`;
}
