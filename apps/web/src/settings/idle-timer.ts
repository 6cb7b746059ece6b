/** Spec 000 §4: the activity that resets the idle logout's timer. */
export const IDLE_ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

export interface IdleClock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * Calls `onIdle` once, `timeoutMs` after the last activity. Activity only moves the deadline (a
 * mouse move fires often, so it must be cheap); the one pending timer, when it fires early, waits
 * again for what is left.
 */
export class IdleTimer {
  private deadline = 0;
  private handle: unknown = null;
  private fired = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly onIdle: () => void,
    private readonly clock: IdleClock,
  ) {}

  start(): void {
    this.touch(this.clock.now());
    this.arm(this.timeoutMs);
  }

  /** Activity at `at` (now, or another tab's activity): never moves the deadline back. */
  touch(at: number): void {
    this.deadline = Math.max(this.deadline, at + this.timeoutMs);
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  private arm(ms: number): void {
    this.handle = this.clock.setTimeout(() => this.check(), ms);
  }

  private check(): void {
    this.handle = null;
    const left = this.deadline - this.clock.now();
    if (left > 0) {
      this.arm(left);
      return;
    }
    if (this.fired) return;
    this.fired = true;
    this.onIdle();
  }
}
