import { perDeps, type CoreDeps } from '../deps';

/**
 * One wake-up per instant for the runs waiting in a process (ADR 0073): the runs of a burst wait
 * for the same due time and look at their schedule on the same ticks, so one timer wakes them all
 * instead of one timer per run.
 */
export interface DueClock {
  /**
   * Resolves at the clock's next whole `checkMs` tick (false), or at `dueAt` (on the deps' clock,
   * read as `now`; true) when that tick would come less than `checkMs` before it: no run looks at
   * its schedule in the last second before its time, when the claims are about to go out.
   */
  wait(dueAt: Date, now: Date, checkMs: number): Promise<boolean>;
  /** Resolves at `time` on the deps' clock (read as `now`), at once when it has passed. */
  until(time: Date, now: Date): Promise<void>;
}

/**
 * Calls `fire` at `time` (process clock, ms), never before: a timer may fire up to a millisecond
 * early (the event loop's cached clock), so an early one waits out the rest.
 */
function fireAt(time: number, fire: () => void): void {
  const left = time - Date.now();
  if (left > 0) setTimeout(() => fireAt(time, fire), left);
  else fire();
}

export function createDueClock(): DueClock {
  const calls = callTimes();
  const wakeUps = new Map<number, Promise<void>>();
  const at = (time: number): Promise<void> => {
    let wake = wakeUps.get(time);
    if (!wake) {
      wake = new Promise((resolve) => {
        fireAt(time, () => {
          wakeUps.delete(time);
          resolve();
        });
      });
      wakeUps.set(time, wake);
    }
    return wake;
  };
  return {
    until: (time, now) => calls.until(time, now),
    async wait(dueAt, now, checkMs) {
      const realNow = Date.now();
      // The deps' clock may differ from the process's (tests): the wait is measured on the deps'.
      const due = realNow + (dueAt.getTime() - now.getTime());
      const tick = (Math.floor(realNow / checkMs) + 1) * checkMs;
      if (due - tick < checkMs) {
        await at(due);
        return true;
      }
      await at(tick);
      return false;
    },
  };
}

/**
 * How many runs one turn of the event loop releases at a call's time. Released all at once, 2,000
 * runs would each build their request before the first is written (the HTTP client writes on the
 * next turn): a few at a time, the first calls are on the wire while the rest are being built.
 */
const RELEASED_PER_TURN = 128;

/** The waits of runs for their calls' times, released a few per turn of the event loop. */
function callTimes() {
  const waiting = new Map<number, Array<() => void>>();
  const release = (runs: Array<() => void>) => {
    for (const run of runs.splice(0, RELEASED_PER_TURN)) run();
    if (runs.length > 0) setImmediate(() => release(runs));
  };
  return {
    until(time: Date, now: Date): Promise<void> {
      const waitMs = time.getTime() - now.getTime();
      if (waitMs <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        let runs = waiting.get(time.getTime());
        if (!runs) {
          const list: Array<() => void> = [];
          runs = list;
          waiting.set(time.getTime(), list);
          fireAt(Date.now() + waitMs, () => {
            waiting.delete(time.getTime());
            release(list);
          });
        }
        runs.push(resolve);
      });
    },
  };
}

/** The clock of the runs of these deps (one per process outside tests). */
export const dueClock = perDeps<CoreDeps, DueClock>(createDueClock);
