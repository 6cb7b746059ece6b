import type { AiMediaGeneration } from '@fanout/shared';

/** What the Content Library page remembers of the generations it has watched. */
export interface GenerationTracking {
  /** The list last taken in: a new list (a poll's answer) is taken in once. */
  seen: readonly AiMediaGeneration[] | undefined;
  /** Ids seen queued or running whose end is still to be told. */
  watching: ReadonlySet<string>;
  /** Generations seen failing while the page was open, newest first, until dismissed. */
  failures: readonly AiMediaGeneration[];
  /** How many watched generations have succeeded: each one means a new library item. */
  succeeded: number;
}

export const INITIAL_TRACKING: GenerationTracking = {
  seen: undefined,
  watching: new Set(),
  failures: [],
  succeeded: 0,
};

export type InFlightStatus = 'queued' | 'running';
export type InFlightGeneration = AiMediaGeneration & { status: InFlightStatus };

export function isInFlight(generation: AiMediaGeneration): generation is InFlightGeneration {
  return generation.status === 'queued' || generation.status === 'running';
}

/**
 * Takes in the newest list of generations: those under way are watched, and a watched one that
 * has ended is told once, as a success or a failure. Generations that ended before the page saw
 * them under way are left to the notification bell. A watched id missing from the list (a poll
 * answered before it was recorded) stays watched.
 */
export function advanceTracking(
  tracking: GenerationTracking,
  generations: readonly AiMediaGeneration[] | undefined,
): GenerationTracking {
  if (generations === undefined) return { ...tracking, seen: generations };
  const watching = new Set(tracking.watching);
  const failed: AiMediaGeneration[] = [];
  let succeeded = tracking.succeeded;
  for (const generation of generations) {
    if (isInFlight(generation)) {
      watching.add(generation.id);
    } else if (watching.delete(generation.id)) {
      if (generation.status === 'succeeded') succeeded += 1;
      else failed.push(generation);
    }
  }
  return {
    seen: generations,
    watching,
    failures: [...failed, ...tracking.failures],
    succeeded,
  };
}

export function dismissFailure(tracking: GenerationTracking, id: string): GenerationTracking {
  return { ...tracking, failures: tracking.failures.filter((failure) => failure.id !== id) };
}
