import type { NetworkFigureValues } from '@fanout/shared';

/** Columns hold 32-bit integers: a larger count (never seen) is kept at the largest. */
const INT_MAX = 2_147_483_647;

/** The network's answer kept as it came, its figures whole, non-negative and within a column. */
export function cleanValues(values: NetworkFigureValues): Record<string, number> {
  const clean: Record<string, number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Number.isFinite(value)) clean[name] = Math.min(Math.max(Math.round(value), 0), INT_MAX);
  }
  return clean;
}
