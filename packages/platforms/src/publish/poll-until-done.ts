import { PLATFORM_LABELS, type Platform } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import type { PublisherContext } from './publisher-context';

/** One look at an asynchronous job: finished with a value, or still going (optionally: wait this long). */
export type PollStep<T> = { done: true; value: T } | { done: false; waitMs?: number };

/**
 * Polls `check` every `context.poll.intervalMs` (or the platform's own hint, whichever is longer)
 * until it reports done. A processing failure is for `check` to throw (invalid_content with the
 * platform's reason); running out of `context.poll.timeoutMs` is transient, worth another run later.
 */
export async function pollUntilDone<T>(
  context: PublisherContext,
  platform: Platform,
  what: string,
  check: () => Promise<PollStep<T>>,
): Promise<T> {
  const started = context.now().getTime();
  for (;;) {
    const step = await check();
    if (step.done) return step.value;
    const elapsed = context.now().getTime() - started;
    if (elapsed >= context.poll.timeoutMs) {
      throw new PlatformError(
        platform,
        'transient',
        `${PLATFORM_LABELS[platform]} was still processing ${what} after ${Math.round(elapsed / 1000)} s`,
      );
    }
    await context.sleep(Math.max(context.poll.intervalMs, step.waitMs ?? 0));
  }
}
