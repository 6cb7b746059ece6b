/**
 * Benchmark (issue 5): GET /api/posts/scheduled and GET /api/stats for a user with 10,000 posts, at
 * 50 concurrent connections, next to a bare Fastify route on the same machine in the same run.
 * Runs the real server process over a fresh test database. Prints p50, p99, max, requests/second
 * and the CPU time per request of the server process and of its PostgreSQL backends.
 *
 *   pnpm bench:posts      (BENCH_POSTS, BENCH_SECONDS, BENCH_CONNECTIONS to change the load;
 *                          BENCH_LOG_LEVEL for the server's, BENCH_NODE_OPTIONS for its Node options)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { posts, postTargets, users } from '@fanout/db/schema';
import { eq, sql } from 'drizzle-orm';
import { startProductServer } from '../e2e/support/product-server';
import { benchSession } from './support/bench-session';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// A busy account: a worker publishing, or the owner editing, this often (each write bumps the list version).
const WRITES_PER_SECOND = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLATFORMS = ['twitter', 'linkedin', 'bluesky', 'threads'] as const;

interface Figures {
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

type Db = Awaited<ReturnType<typeof startProductServer>>['database']['db'];

/**
 * CPU time so far of the PostgreSQL backends serving the server's connections (application_name
 * 'fanout' on the bench database), by backend pid: PostgreSQL runs on the same cores, so its share
 * of each request counts as much as Node's.
 */
async function databaseCpuMs(db: Db): Promise<Map<number, number>> {
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

async function measure(
  name: string,
  url: string,
  pid: number,
  db: Db | null,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const cpuBefore = cpuMs(pid);
  const dbBefore = db ? await databaseCpuMs(db) : null;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
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

/** Runs `work` while one of the owner's scheduled posts is edited `perSecond` times a second. */
async function whilePostsChange<T>(
  db: Db,
  ownerId: string,
  perSecond: number,
  work: () => Promise<T>,
): Promise<T> {
  let edits = 0;
  const timer = setInterval(() => {
    edits += 1;
    void db.execute(
      sql`update posts set title = ${`edit ${edits}`}, updated_at = now() where id = (select post_id from post_targets where owner_id = ${ownerId} and state = 'scheduled' order by due_at limit 1)`,
    );
  }, 1000 / perSecond);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

async function seed(db: Db, ownerId: string): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < POSTS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, POSTS - start) }, (_, i) => {
      const n = start + i;
      return {
        ownerId,
        title: `Post ${n}`,
        textContent: `Benchmark post number ${n} with some text to make the rows realistic.`,
        // A third scheduled in the coming weeks, a third drafts, a third published in the past.
        scheduledAt: new Date(now + (n % 3 === 0 ? 1 : -1) * (n + 1) * 60_000),
        createdAt: new Date(now - (POSTS - n) * 60_000),
      };
    });
    const inserted = await db
      .insert(posts)
      .values(batch)
      .returning({ id: posts.id, scheduledAt: posts.scheduledAt });
    await db.insert(postTargets).values(
      inserted.flatMap((post, i) => {
        const n = start + i;
        const state =
          n % 3 === 0
            ? ('scheduled' as const)
            : n % 3 === 1
              ? ('draft' as const)
              : ('published' as const);
        return [0, 1].map((k) => ({
          postId: post.id,
          ownerId,
          platform: PLATFORMS[(n + k) % PLATFORMS.length] ?? 'twitter',
          state,
          dueAt: post.scheduledAt,
        }));
      }),
    );
  }
}

async function main(): Promise<void> {
  const server = await startProductServer(
    {
      // e.g. --import=<a profiler preload>; --cpu-prof itself is refused in NODE_OPTIONS.
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      // 'error' by default: measures the routes, not the log pipe (BENCH_LOG_LEVEL=info for production's).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-bench-data-')),
    },
    { requireWebBuild: false },
  );
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const cookie = await benchSession(server.baseUrl);
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'bench@example.com'));
    if (!user) throw new Error('sign-up failed');
    const { db } = server.database;
    const seeded = performance.now();
    await seed(db, user.id);
    // Fresh statistics and visibility map, as autovacuum would have after a real import.
    await db.execute(sql`vacuum analyze`);
    console.log(
      `seeded ${POSTS} posts (${POSTS * 2} targets) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    console.log(
      `load: ${CONNECTIONS} connections for ${SECONDS} s each, on one machine (server and load generator share its 2 cores)`,
    );

    const results = [
      // The bare route runs in this process, beside the load generator: its CPU figure includes both.
      await measure('bare Fastify route', `${bareUrl}/bare`, process.pid, null),
      await measure('GET /healthz (no session)', `${server.baseUrl}/healthz`, server.pid, db),
      await measure(
        'GET /api/auth/user (session)',
        `${server.baseUrl}/api/auth/user`,
        server.pid,
        db,
        { cookie },
      ),
      // The default page (POST_PAGE_SIZE, what the Posts & Drafts screen loads)...
      await measure(
        'GET /api/posts/scheduled',
        `${server.baseUrl}/api/posts/scheduled?include=platforms`,
        server.pid,
        db,
        { cookie },
      ),
      // ...and a 50-post page, for comparison.
      await measure(
        'GET .../scheduled?limit=50',
        `${server.baseUrl}/api/posts/scheduled?include=platforms&limit=50`,
        server.pid,
        db,
        { cookie },
      ),
      // Pages are reused only while the owner's posts are unchanged (post-page-cache.ts): while a
      // worker publishes, they change many times a second, and every change costs a rebuild.
      await whilePostsChange(db, user.id, WRITES_PER_SECOND, () =>
        measure(
          `scheduled, ${WRITES_PER_SECOND} writes/s`,
          `${server.baseUrl}/api/posts/scheduled?include=platforms`,
          server.pid,
          db,
          { cookie },
        ),
      ),
      await measure('GET /api/stats', `${server.baseUrl}/api/stats`, server.pid, db, { cookie }),
    ];
    console.log('');
    console.log(
      'route                        p50 ms   p99 ms   max ms   req/s   CPU ms/req: node   postgres   errors',
    );
    const ms = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
    for (const r of results) {
      console.log(
        `${r.name.padEnd(28)} ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.max).padStart(6)}   ${String(r.rps).padStart(5)}   ${ms(r.cpuPerRequest).padStart(16)}   ${ms(r.dbCpuPerRequest).padStart(8)}   ${r.errors}`,
      );
    }
    console.log(
      '(node: the server process; for the bare route, this process with the load generator)',
    );
  } finally {
    await bare.close();
    await server.stop();
  }
}

await main();
