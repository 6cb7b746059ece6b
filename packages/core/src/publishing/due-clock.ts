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
}

export function createDueClock(): DueClock {
  const wakeUps = new Map<number, Promise<void>>();
  const at = (time: number): Promise<void> => {
    let wake = wakeUps.get(time);
    if (!wake) {
      wake = new Promise((resolve) => {
        setTimeout(
          () => {
            wakeUps.delete(time);
            resolve();
          },
          Math.max(0, time - Date.now()),
        );
      });
      wakeUps.set(time, wake);
    }
    return wake;
  };
  return {
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

/** The clock of the runs of these deps (one per process outside tests). */
export const dueClock = perDeps<CoreDeps, DueClock>(createDueClock);
