import { randomInt } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** The random choices of a chaos test, all drawn from one seed so a failing run can be replayed. */
export interface ChaosRandom {
  readonly seed: number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/**
 * A seeded generator: `CHAOS_SEED` replays a run (the tests print the seed they used); without it,
 * every run draws a fresh seed, so CI explores new interleavings each time. The one place chaos
 * tests read the environment.
 */
export function chaosRandom(replaySeed = process.env.CHAOS_SEED): ChaosRandom {
  const seed = replaySeed ? Number.parseInt(replaySeed, 10) : randomInt(2 ** 31 - 1);
  if (!Number.isSafeInteger(seed)) throw new Error(`CHAOS_SEED must be an integer: ${replaySeed}`);
  const rng = xoroshiro128plus(seed);
  const int = (min: number, max: number) => uniformInt(rng, min, max);
  return {
    seed,
    int,
    chance: (probability) => int(0, 9_999) < probability * 10_000,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
