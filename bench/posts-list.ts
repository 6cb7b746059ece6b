/**
 * Benchmark (ADR 0018, 0042): the post lists and the stats for a user with 10,000 posts, at 50
 * concurrent connections, next to a bare Fastify route on the same machine in the same run: the REST
 * routes, and the tRPC procedures as the web app calls them (one batched GET with the session cookie).
 * Runs the real server process over a fresh test database. Prints p50, p99, max, requests/second
 * and the CPU time per request of the server process and of its PostgreSQL backends.
 *
 *   pnpm bench:posts      (BENCH_POSTS, BENCH_SECONDS, BENCH_CONNECTIONS to change the load;
 *                          BENCH_LOG_LEVEL for the server's, BENCH_NODE_OPTIONS for its Node options)
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Fastify from 'fastify';
import { posts, postTargets, users } from '@fanout/db/schema';
import { eq, sql } from 'drizzle-orm';
import { startProductServer } from '../e2e/support/product-server';
import { benchSession } from './support/bench-session';
import { measure, printFigures, type Figures } from './support/load-figures';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
// A busy account: a worker publishing, or the owner editing, this often (each write bumps the list version).
const WRITES_PER_SECOND = 20;
const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const PLATFORMS = ['twitter', 'linkedin', 'bluesky', 'threads'] as const;
// The administrator's dashboard (/admin) over a grown house: its figures count these.
const ADMIN_USERS = Number(process.env.BENCH_ADMIN_USERS ?? 10_000);
const ADMIN_PAYMENTS = Number(process.env.BENCH_ADMIN_PAYMENTS ?? 100_000);
// What the screens ask for: Posts & Drafts pages of 20 (POST_PAGE_SIZE), the dashboard's 100-post window.
const PAGE = 20;
const DASHBOARD_WINDOW = 100;

type Server = Awaited<ReturnType<typeof startProductServer>>;
type Db = Server['database']['db'];

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

/**
 * ADMIN_USERS users and ADMIN_PAYMENTS payments among them, made by PostgreSQL itself
 * (generate_series, seconds instead of minutes of inserts): a spread over the last year, a tenth
 * this month, the statuses and kinds the dashboard tells apart. The owner becomes administrator
 * as `pnpm admin:grant` makes one (a user_roles row).
 */
async function seedAdminFigures(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`
    insert into users (email, credits, created_at)
    select 'bench-user-' || n || '@example.com', n % 500, now() - (n % 365) * interval '1 day'
    from generate_series(1, ${ADMIN_USERS}::int) as n`);
  await db.execute(sql`
    insert into payments (user_id, kind, status, amount, amount_refunded, credits, description, item_id, completed_at, created_at)
    select u.id,
      (array['credit_pack', 'credit_package', 'subscription'])[1 + n % 3],
      (array['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'pending', 'failed', 'refunded', 'expired'])[1 + n % 10],
      2500, case when n % 17 = 0 then 500 else 0 end, 1000, 'Growth Pack', 'growth',
      case when n % 10 < 6 then now() - (case when n % 10 = 0 then 0 else n % 360 end) * interval '1 day' end,
      now() - (n % 360) * interval '1 day'
    from generate_series(1, ${ADMIN_PAYMENTS}::int) as n
    join lateral (select id from users where email = 'bench-user-' || (1 + n % ${ADMIN_USERS}::int) || '@example.com') as u on true`);
  await db.execute(sql`
    insert into user_roles (user_id, role_id) select ${ownerId}, id from roles where name = 'admin'`);
}

/**
 * The GET the web app's tRPC client sends for one query (httpBatchLink, no transformer): the batch's
 * inputs by index; an infinite query's first page adds `direction` and no cursor.
 */
function trpcUrl(baseUrl: string, procedure: string, input?: object): string {
  const batch = input === undefined ? {} : { 0: input };
  return `${baseUrl}/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(batch))}`;
}

async function startServer(): Promise<Server> {
  return startProductServer(
    {
      // e.g. --import=<a profiler preload>; --cpu-prof itself is refused in NODE_OPTIONS.
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      // 'error' by default: measures the routes, not the log pipe (BENCH_LOG_LEVEL=info for production's).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-bench-data-')),
    },
    { requireWebBuild: false },
  );
}

/** Signs the benchmark user in and gives them POSTS posts; their id and session cookie. */
async function seedOwner(server: Server): Promise<{ userId: string; cookie: string }> {
  const cookie = await benchSession(server.baseUrl);
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.email, 'bench@example.com'));
  if (!user) throw new Error('sign-up failed');
  const seeded = performance.now();
  await seed(db, user.id);
  await seedAdminFigures(db, user.id);
  // Fresh statistics and visibility map, as autovacuum would have after a real import.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${POSTS} posts (${POSTS * 2} targets), ${ADMIN_USERS} users and ${ADMIN_PAYMENTS} payments in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  return { userId: user.id, cookie };
}

/** The same data through REST and tRPC, checked once before the load (a fast wrong answer is no figure). */
async function checkAnswersAgree(baseUrl: string, cookie: string): Promise<void> {
  const get = async (url: string) => (await fetch(url, { headers: { cookie } })).json();
  const [rest, trpc, restStats, trpcStats] = (await Promise.all([
    get(`${baseUrl}/api/posts/scheduled?limit=${PAGE}`),
    get(trpcUrl(baseUrl, 'post.scheduled', { limit: PAGE, direction: 'forward' })),
    get(`${baseUrl}/api/stats`),
    get(trpcUrl(baseUrl, 'post.stats')),
  ])) as [
    unknown,
    [{ result: { data: { items: unknown } } }],
    unknown,
    [{ result: { data: unknown } }],
  ];
  if (
    !isDeepStrictEqual(rest, trpc[0].result.data.items) ||
    !isDeepStrictEqual(restStats, trpcStats[0].result.data)
  ) {
    throw new Error('REST and tRPC answer differently');
  }
}

async function measureAll(
  server: Server,
  bareUrl: string,
  owner: { userId: string; cookie: string },
): Promise<Figures[]> {
  const { baseUrl, pid } = server;
  const { db } = server.database;
  const session = { cookie: owner.cookie };
  const at = (name: string, url: string) => measure(LOAD, { name, url, pid, db }, session);
  const busy = (work: () => Promise<Figures>) =>
    whilePostsChange(db, owner.userId, WRITES_PER_SECOND, work);
  const scheduledPage = trpcUrl(baseUrl, 'post.scheduled', { limit: PAGE, direction: 'forward' });
  return [
    // The bare route runs in this process, beside the load generator: its CPU figure includes both.
    await measure(LOAD, {
      name: 'bare Fastify route',
      url: `${bareUrl}/bare`,
      pid: process.pid,
      db: null,
    }),
    await measure(LOAD, { name: 'GET /healthz (no session)', url: `${baseUrl}/healthz`, pid, db }),
    await at('GET /api/auth/user (session)', `${baseUrl}/api/auth/user`),
    // The default page (POST_PAGE_SIZE, what the Posts & Drafts screen loads), then 50 posts.
    await at('GET /api/posts/scheduled', `${baseUrl}/api/posts/scheduled?include=platforms`),
    await at(
      'GET .../scheduled?limit=50',
      `${baseUrl}/api/posts/scheduled?include=platforms&limit=50`,
    ),
    await at('tRPC post.scheduled (20)', scheduledPage),
    await at(
      'tRPC post.scheduled (dashboard, 100)',
      trpcUrl(baseUrl, 'post.scheduled', { limit: DASHBOARD_WINDOW }),
    ),
    // Pages are reused only while the owner's posts are unchanged (post-page-cache.ts): while a
    // worker publishes, they change many times a second, and every change costs a rebuild.
    await busy(() =>
      at(
        `scheduled, ${WRITES_PER_SECOND} writes/s`,
        `${baseUrl}/api/posts/scheduled?include=platforms`,
      ),
    ),
    await busy(() => at(`tRPC scheduled, ${WRITES_PER_SECOND} writes/s`, scheduledPage)),
    await at('GET /api/stats', `${baseUrl}/api/stats`),
    await at('tRPC post.stats', trpcUrl(baseUrl, 'post.stats')),
    await busy(() => at(`GET /api/stats, ${WRITES_PER_SECOND} writes/s`, `${baseUrl}/api/stats`)),
    // /admin's four figures, as its page asks for them (tRPC admin.stats) and over REST.
    await at('GET /api/admin/stats', `${baseUrl}/api/admin/stats`),
    await at('tRPC admin.stats', trpcUrl(baseUrl, 'admin.stats')),
  ];
}

/**
 * Each route's p99 over the bare route's in the same run: the figure that survives a machine
 * loaded by other work (budgets: the lists and stats within ~2.3×, /admin's figures within 5×).
 */
function printRatios(figures: readonly Figures[]): void {
  const bare = figures[0]?.p99 ?? 0;
  if (bare <= 0) return;
  console.log(`p99 over the bare route's (${bare} ms), load average ${loadavg()[0]?.toFixed(1)}:`);
  for (const figure of figures.slice(1)) {
    console.log(`  ${figure.name.padEnd(34)} ${(figure.p99 / bare).toFixed(1)}×`);
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const owner = await seedOwner(server);
    await checkAnswersAgree(server.baseUrl, owner.cookie);
    console.log(
      `load: ${LOAD.connections} connections for ${LOAD.seconds} s each, on one machine (server and load generator share its 2 cores)`,
    );
    const figures = await measureAll(server, bareUrl, owner);
    printFigures(figures);
    printRatios(figures);
  } finally {
    await bare.close();
    await server.stop();
  }
}

await main();
