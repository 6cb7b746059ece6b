import {
  networkFigureRow,
  type FiguresOf,
  type NetworkFigureValues,
  type Platform,
} from '@fanout/shared';

/**
 * The figures of a network's answer that are in its row of NETWORK_FIGURES (or, for a comment,
 * NETWORK_COMMENT_FIGURES), each a whole number
 * the network answered (YouTube's counts come as digit strings: uint64 in its discovery document).
 * Anything else — a name outside the row, null, a figure the answer lacks — is left out: not
 * reported for this post, never 0.
 */
export function rowFigures(
  platform: Platform,
  answered: Readonly<Record<string, unknown>>,
  of: FiguresOf = 'post',
): NetworkFigureValues {
  const values: Record<string, number> = {};
  for (const { name } of networkFigureRow(platform, of)) {
    const value = wholeNumber(answered[name]);
    if (value !== null) values[name] = value;
  }
  return values;
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
}
