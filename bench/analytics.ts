/**
 * Benchmark (ADR 0090): the Analytics page's calls for a user with 10,000 published posts × 4
 * targets × 10 snapshots each, at 20 concurrent connections, beside a bare Fastify route in the
 * same run: the overview of the last 30 and the last 365 days (REST and tRPC as the web app sends
 * it), and one post's figures, then the overviews while reads write figures. The real server
 * process over a fresh test database. Prints each call's first (unwarmed) time, then, after two
 * seconds of load per call not counted, p50, p99, max, requests/second and the CPU per request,
 * and each call against the budget, p99 ≤ 50 ms: OVER BUDGET is printed, never a failure.
 *
 *   pnpm bench:analytics   (BENCH_POSTS, BENCH_SECONDS, BENCH_CONNECTIONS to change the load;
 *                           BENCH_LOG_LEVEL for the server's)
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { startProductServer } from '../e2e/support/product-server';
import { benchSession } from './support/bench-session';
import { measure, printFigures, type Figures } from './support/load-figures';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const TARGETS_PER_POST = 4;
const SNAPSHOTS_PER_TARGET = 10;
const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const BUDGET_P99_MS = 50;
/**
 * Reads of figures writing while the page is read: each write gives the owner a new analytics
 * version, so the next overview is built again. A user with 10,000 posts a year has about 650
 * reads a day (4 targets, 6 reads each over 30 days, ~27 posts a day); one a second is far more.
 */
const WRITES_PER_SECOND = 1;
/** Four networks with different figures: views on some, none on Bluesky. */
const NETWORKS = ['bluesky', 'youtube', 'pinterest', 'threads'] as const;

type Server = Awaited<ReturnType<typeof startProductServer>>;
type Db = Server['database']['db'];

/**
 * POSTS posts published over the last 365 days, each on the four networks, each target with its
 * latest figures (what the network reports: Bluesky no views, YouTube no reposts…) and ten
 * snapshots: made by PostgreSQL itself (generate_series), in seconds.
 */
async function seed(db: Db, ownerId: string): Promise<string> {
  const [group] = await db.execute<{ id: string }>(sql`
    insert into account_groups (owner_id, name) values (${ownerId}, 'Bench') returning id`);
  await db.execute(sql`
    with made as (
      insert into posts (owner_id, title, text_content, scheduled_at, created_at)
      select ${ownerId}, 'Post ' || n, 'Benchmark post number ' || n || ' with some text.',
        now() - (n * interval '365 days' / ${POSTS}::int), now() - (n * interval '365 days' / ${POSTS}::int)
      from generate_series(1, ${POSTS}::int) as n
      returning id, scheduled_at
    ), targets as (
      insert into post_targets (post_id, owner_id, platform, state, published_at, platform_post_id)
      select made.id, ${ownerId}, (${`{${NETWORKS.join(',')}}`}::text[])[k], 'published',
        made.scheduled_at, made.id || '-' || k
      from made, generate_series(1, ${TARGETS_PER_POST}::int) as k
      returning id, post_id, platform, published_at
    )
    insert into target_analytics (target_id, owner_id, post_id, group_id, platform, published_at,
      state, round, fetched_at, views, reactions, comments, reposts, saves, clicks, engagement)
    select id, ${ownerId}, post_id, ${group?.id}, platform, published_at, 'fresh', 6,
      published_at + interval '30 days',
      case when platform in ('youtube', 'pinterest', 'threads') then 100 + length(id::text) * 7 end,
      case when platform <> 'pinterest' then 10 + ascii(substr(id::text, 1, 1)) % 40 end,
      case when platform <> 'pinterest' then ascii(substr(id::text, 2, 1)) % 9 end,
      case when platform in ('bluesky', 'threads') then ascii(substr(id::text, 3, 1)) % 5 end,
      case when platform = 'pinterest' then ascii(substr(id::text, 4, 1)) % 7 end,
      case when platform = 'pinterest' then ascii(substr(id::text, 5, 1)) % 11 end,
      20 + ascii(substr(id::text, 6, 1)) % 30
    from targets`);
  await db.execute(sql`
    insert into analytics_snapshots (target_id, fetched_at, views, reactions, comments, reposts,
      saves, clicks, engagement, network_figures)
    select target_id, published_at + s * interval '3 days', views / s, reactions / s, comments,
      reposts, saves, clicks, engagement / s, '{}'::jsonb
    from target_analytics, generate_series(1, ${SNAPSHOTS_PER_TARGET}::int) as s
    where owner_id = ${ownerId}`);
  // Fresh statistics and visibility map, as autovacuum would have after a real import.
  await db.execute(sql`vacuum analyze`);
  const [post] = await db.execute<{ post_id: string }>(sql`
    select post_id from target_analytics where owner_id = ${ownerId}
    order by published_at desc limit 1`);
  return post?.post_id ?? '';
}

/** Runs `work` while one of the owner's targets gets new figures `perSecond` times a second. */
async function whileReadsWrite<T>(db: Db, ownerId: string, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    void db.execute(sql`
      update target_analytics set views = coalesce(views, 0) + 1, fetched_at = now(),
        updated_at = now()
      where target_id = (select target_id from target_analytics where owner_id = ${ownerId}
        order by published_at desc limit 1)`);
  }, 1000 / WRITES_PER_SECOND);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

function trpcUrl(baseUrl: string, procedure: string, input: object): string {
  return `${baseUrl}/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
}

/** The day `days` before today, as YYYY-MM-DD (the bench user's zone is UTC). */
const dayBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** One call's first time, before any load: what the first visitor of the page waits. */
async function firstTime(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** The Analytics page's calls: REST and tRPC overviews of 30 and 365 days, a post's figures. */
function pageCalls(baseUrl: string, postId: string) {
  const month = { from: dayBefore(29), to: dayBefore(0) };
  const year = { from: dayBefore(364), to: dayBefore(0) };
  return [
    ['GET /api/analytics, 30 days', `${baseUrl}/api/analytics?from=${month.from}&to=${month.to}`],
    ['GET /api/analytics, 365 days', `${baseUrl}/api/analytics?from=${year.from}&to=${year.to}`],
    ['tRPC overview, 30 days', trpcUrl(baseUrl, 'analytics.overview', month)],
    ['tRPC overview, 365 days', trpcUrl(baseUrl, 'analytics.overview', year)],
    ['GET /api/posts/{id}/analytics', `${baseUrl}/api/posts/${postId}/analytics`],
  ] as const;
}

/** Each call under load; then the page's two tRPC overviews again while reads write. */
async function measureCalls(
  server: Server,
  bareUrl: string,
  owner: { userId: string; cookie: string; postId: string },
): Promise<Figures[]> {
  const { baseUrl, pid } = server;
  const { db } = server.database;
  const headers = { cookie: owner.cookie };
  const calls = pageCalls(baseUrl, owner.postId);
  for (const [name, url] of calls) {
    console.log(`first call, ${name}: ${(await firstTime(url, owner.cookie)).toFixed(1)} ms`);
  }
  const average = loadavg().map((n) => n.toFixed(1));
  console.log(
    `load: ${LOAD.connections} connections for ${LOAD.seconds} s each, on one machine (server, PostgreSQL and load generator share its cores); load average before: ${average.join(', ')}`,
  );
  // A short load first, not printed: the server's first seconds under load (its code compiled on
  // the spot) are no route's cost.
  for (const [name, url] of calls) {
    await measure({ ...LOAD, seconds: 2 }, { name, url, pid, db: null }, headers);
  }
  const bare = { name: 'bare Fastify route', url: `${bareUrl}/bare`, pid: process.pid, db: null };
  const figures: Figures[] = [await measure(LOAD, bare)];
  for (const [name, url] of calls)
    figures.push(await measure(LOAD, { name, url, pid, db }, headers));
  // Each write gives the owner a new analytics version: the next overview is built again.
  for (const [name, url] of calls.slice(2, 4)) {
    const busy = { name: `${name}, ${WRITES_PER_SECOND} write/s`, url, pid, db };
    figures.push(await whileReadsWrite(db, owner.userId, () => measure(LOAD, busy, headers)));
  }
  return figures;
}

/** Each call's p99 against the budget: printed, never a failure. */
function printBudget(figures: readonly Figures[]): void {
  console.log(
    `\nbudget: p99 ≤ ${BUDGET_P99_MS} ms at ${LOAD.connections} connections (load average now ${loadavg()[0]?.toFixed(1)})`,
  );
  for (const figure of figures.slice(1)) {
    const verdict = figure.p99 <= BUDGET_P99_MS ? 'within budget' : 'OVER BUDGET';
    console.log(`  ${figure.name.padEnd(34)} p99 ${String(figure.p99).padStart(5)} ms  ${verdict}`);
  }
}

async function main(): Promise<void> {
  const server = await startProductServer(
    {
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
    const { db } = server.database;
    const [user] = await db.select().from(users).where(eq(users.email, 'bench@example.com'));
    if (!user) throw new Error('sign-up failed');
    const seeded = performance.now();
    const postId = await seed(db, user.id);
    console.log(
      `seeded ${POSTS} posts × ${TARGETS_PER_POST} targets × ${SNAPSHOTS_PER_TARGET} snapshots in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const figures = await measureCalls(server, bareUrl, { userId: user.id, cookie, postId });
    printFigures(figures);
    printBudget(figures);
  } finally {
    await bare.close();
    await server.stop();
  }
}

await main();
