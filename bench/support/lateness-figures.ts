/** One target as measured: when it was due, when its platform call arrived, when it was claimed. */
export interface TargetTiming {
  dueAt: number;
  /** Arrival of the irreversible call at the sandbox (wall clock, before the simulated latency). */
  callStartedAt: number;
  /** The first claim (post_target_attempts.started_at). */
  claimedAt: number;
  /** When the outcome was recorded (post_targets.published_at). */
  publishedAt: number;
}

export interface Distribution {
  p50: number;
  p99: number;
  max: number;
}

export interface LatenessFigures {
  targets: number;
  /** call start − scheduled time, ms: the measure. */
  callLateness: Distribution;
  /** claim − scheduled time, ms: how much of it the queue and the claim take. */
  claimLateness: Distribution;
  /** Calls started per second, first call to last. */
  callsPerSecond: number;
  /** Targets published per second, from the first due time to the last outcome recorded. */
  publishedPerSecond: number;
}

/** Nearest-rank percentile of ascending `sorted` values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

export function latenessFigures(timings: readonly TargetTiming[]): LatenessFigures {
  const calls = timings.map((t) => t.callStartedAt);
  const firstDue = Math.min(...timings.map((t) => t.dueAt));
  const lastPublished = Math.max(...timings.map((t) => t.publishedAt));
  const callSpanSeconds = (Math.max(...calls) - Math.min(...calls)) / 1000;
  return {
    targets: timings.length,
    callLateness: distribution(timings.map((t) => t.callStartedAt - t.dueAt)),
    claimLateness: distribution(timings.map((t) => t.claimedAt - t.dueAt)),
    callsPerSecond: callSpanSeconds > 0 ? timings.length / callSpanSeconds : Infinity,
    publishedPerSecond: timings.length / ((lastPublished - firstDue) / 1000),
  };
}
