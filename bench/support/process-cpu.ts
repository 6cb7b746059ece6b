import { readFileSync } from 'node:fs';

// Linux reports process times in clock ticks; USER_HZ is 100 on every mainstream kernel.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) `pid` has used so far, from /proc; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Total CPU seconds of several processes. */
export function totalCpuSeconds(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}
