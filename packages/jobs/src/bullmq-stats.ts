import type { Queue } from 'bullmq';
import type { QueueStats } from './job-driver';

/**
 * A BullMQ queue's counts (one Redis call) and its oldest due job (one more): the cost is the same
 * for ten jobs or a million. A due job that waited delayed became ready at its creation plus its
 * delay; BullMQ hands the wait list out oldest first, so the oldest is at its far end.
 */
export async function bullMqStats(queue: Queue): Promise<QueueStats> {
  const [counts, [oldest]] = await Promise.all([
    queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active'),
    queue.getJobs(['waiting'], 0, 0, true),
  ]);
  const now = Date.now();
  const readyAt = oldest ? Math.min(now, oldest.timestamp + oldest.delay) : now;
  return {
    ready: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
    delayed: counts.delayed ?? 0,
    running: counts.active ?? 0,
    oldestReadyMs: now - readyAt,
  };
}
