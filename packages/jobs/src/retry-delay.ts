const BASE_MS = 1_000;
const MAX_MS = 5 * 60_000;

/**
 * Exponential backoff with full jitter: attempt n waits a random time up to base × 2^(n-1),
 * capped, so many failing jobs do not retry in lockstep.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}
