import { AppError, CREDITS_PER_PLATFORM, INSUFFICIENT_CREDITS } from '@fanout/shared';

/**
 * Credits a post needs to be published or scheduled (spec 000 §1, §9): 3 per selected platform
 * account. Below this balance, both refuse with INSUFFICIENT_CREDITS; drafts cost nothing.
 */
export function requiredCredits(platformCount: number): number {
  if (!Number.isInteger(platformCount) || platformCount < 0) {
    throw new RangeError(`platformCount must be a whole number ≥ 0, got ${platformCount}`);
  }
  return CREDITS_PER_PLATFORM * platformCount;
}

/** Refuses, with the spec's message, a publish or schedule the available balance cannot cover. */
export function assertEnoughCredits(available: number, platformCount: number): void {
  if (available < requiredCredits(platformCount)) {
    throw new AppError('BAD_REQUEST', INSUFFICIENT_CREDITS);
  }
}
