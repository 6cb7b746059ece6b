import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';

export interface Figures {
  name: string;
  p50: number;
  p99: number;
  max: number;
  rps: number;
  /** CPU time of the measured process (user + system) per request, in ms; null when unknown. */
  cpuPerRequest: number | null;
  /** CPU time of PostgreSQL's backends for the server per request, in ms; null when not measured. */
  dbCpuPerRequest: number | null;
  errors: number;
}

export interface Load {
  connections: number;
  seconds: number;
}

const TICKS_PER_SECOND = 100;

/** The process's CPU time so far in ms, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU time so far of the PostgreSQL backends serving the server's connections (application_name
 * 'fanout' on the bench database), by backend pid: PostgreSQL runs on the same cores, so its share
 * of each request counts as much as Node's.
 */
async function databaseCpuMs(db: Database): Promise<Map<number, number>> {
  const rows = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and application_name = 'fanout' and pid <> pg_backend_pid()`,
  );
  return new Map([...rows].map((row) => [row.pid, cpuMs(row.pid) ?? 0]));
}

function spentSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * `load.connections` clients in a closed loop on `url` for `load.seconds`: latency percentiles,
 * throughput, and the CPU that process `pid` (and, with `db`, its PostgreSQL backends) spent per request.
 */
export async function measure(
  load: Load,
  target: { name: string; url: string; pid: number; db: Database | null },
  headers: Record<string, string> = {},
): Promise<Figures> {
  const { name, url, pid, db } = target;
  const cpuBefore = cpuMs(pid);
  const dbBefore = db ? await databaseCpuMs(db) : null;
  const result = await autocannon({
    url,
    connections: load.connections,
    duration: load.seconds,
    headers,
  });
  const cpuAfter = cpuMs(pid);
  const dbAfter = db ? await databaseCpuMs(db) : null;
  const total = result.requests.total;
  return {
    dbCpuPerRequest:
      dbBefore && dbAfter && total > 0 ? spentSince(dbBefore, dbAfter) / total : null,
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    rps: Math.round(result.requests.average),
    cpuPerRequest:
      cpuBefore !== null && cpuAfter !== null && total > 0 ? (cpuAfter - cpuBefore) / total : null,
    errors: result.errors + result.non2xx,
  };
}

const NAME_WIDTH = 34;

export function printFigures(results: readonly Figures[]): void {
  console.log('');
  console.log(
    `${'route'.padEnd(NAME_WIDTH)} p50 ms   p99 ms   max ms   req/s   CPU ms/req: node   postgres   errors`,
  );
  const ms = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
  for (const r of results) {
    console.log(
      `${r.name.padEnd(NAME_WIDTH)} ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.max).padStart(6)}   ${String(r.rps).padStart(5)}   ${ms(r.cpuPerRequest).padStart(16)}   ${ms(r.dbCpuPerRequest).padStart(8)}   ${r.errors}`,
    );
  }
  console.log(
    '(node: the server process; for the bare route, this process with the load generator)',
  );
}
