import { createHash } from 'node:crypto';
import {
  NETWORK_FIGURES,
  networkFigureRow,
  type Figure,
  type NetworkFigureValues,
  type Platform,
} from '@fanout/shared';

/**
 * How fast a simulated post's figures grow: each approaches its final value as 1 − e^(−age / τ)
 * with τ one day, so a post holds 4 % of them an hour after it was published, 22 % after six
 * hours, 63 % after a day, 95 % after three days and 99.9 % after seven: most of a post's life on a
 * network is its first day, and the refresh schedule's reads (1 h … 30 d) each see it grown.
 */
export const FIGURES_GROWTH_MS = 24 * 60 * 60_000;

/** The views an average post settles on; each post's own are 0.5 to 2 times as many. */
export const FINAL_VIEWS = 2_000;

/**
 * What a figure settles on, as a share of the post's views (before each name's own factor of 0.5
 * to 1.5). The engagement shares add up to well under 1 / 1.5 for every network's row, so the
 * views always outnumber the engagement; `reach` (Instagram's accounts reached, counted towards no
 * figure) stays below the views too.
 */
const SHARE_OF_VIEWS: Record<Exclude<Figure, 'views'> | 'reach', number> = {
  reach: 0.6,
  reactions: 0.05,
  comments: 0.008,
  reposts: 0.01,
  saves: 0.012,
  clicks: 0.02,
};

/**
 * The figures the sandbox answers for a post, by the network's own names (its row of
 * NETWORK_FIGURES): a pure function of the network, the post's id and its age, so tests predict
 * them. With `grown = 1 − e^(−ageMs / FIGURES_GROWTH_MS)` (0 before publishing),
 * `post = 0.5 + 1.5 · u(network, id)` and `factor(name) = 0.5 + u(network, id, name)`, where `u` is
 * the first 32 bits of the SHA-256 of its arguments joined by NUL, over 2^32 (a number in [0, 1)):
 *
 * - a views figure (X impression_count, Threads views, …) is ⌊FINAL_VIEWS · post · grown⌋;
 * - every other name is ⌊FINAL_VIEWS · post · grown · SHARE_OF_VIEWS[its figure] · factor(name)⌋.
 *
 * Each figure only grows with age, and the views are at least the sum of the engagement. A
 * network whose row has no views figure (Bluesky) answers none.
 */
export function sandboxFigures(
  platform: Platform,
  postId: string,
  ageMs: number,
): NetworkFigureValues {
  const grown = ageMs > 0 ? 1 - Math.exp(-ageMs / FIGURES_GROWTH_MS) : 0;
  const views = FINAL_VIEWS * (0.5 + 1.5 * unit(platform, postId)) * grown;
  const values: Record<string, number> = {};
  for (const { name, figure } of NETWORK_FIGURES[platform]) {
    values[name] =
      figure === 'views'
        ? Math.floor(views)
        : Math.floor(
            views * SHARE_OF_VIEWS[figure ?? 'reach'] * (0.5 + unit(platform, postId, name)),
          );
  }
  return values;
}

/**
 * What an average comment's figures settle on (a comment is no post: it has no views of its own on
 * any network, a few likes and fewer replies); each comment's are 0.5 to 2 times as many.
 */
const COMMENT_FINAL: Partial<Record<Figure, number>> = { reactions: 40, comments: 6 };

/**
 * The figures the sandbox answers for a comment (a first comment), by the names of its network's
 * row of NETWORK_COMMENT_FIGURES, its own curve: with the post's `grown`,
 * `comment = 0.5 + 1.5 · u(network, 'comment', id)` and `factor(name) = 0.5 + u(network, 'comment',
 * id, name)`, each name is ⌊COMMENT_FINAL[its figure] · comment · grown · factor(name)⌋ (40
 * reactions, 6 replies on average). None for a network without comment figures.
 */
export function sandboxCommentFigures(
  platform: Platform,
  commentId: string,
  ageMs: number,
): NetworkFigureValues {
  const grown = ageMs > 0 ? 1 - Math.exp(-ageMs / FIGURES_GROWTH_MS) : 0;
  const comment = (0.5 + 1.5 * unit(platform, 'comment', commentId)) * grown;
  const values: Record<string, number> = {};
  for (const { name, figure } of networkFigureRow(platform, 'comment')) {
    const final = figure === null ? 0 : (COMMENT_FINAL[figure] ?? 0);
    values[name] = Math.floor(final * comment * (0.5 + unit(platform, 'comment', commentId, name)));
  }
  return values;
}

/** A number in [0, 1) fixed by its arguments. */
function unit(...seed: string[]): number {
  return createHash('sha256').update(seed.join('\0')).digest().readUInt32BE(0) / 2 ** 32;
}
