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
import { tmpdir } from 'node:os';
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
  // Fresh statistics and visibility map, as autovacuum would have after a real import.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${POSTS} posts (${POSTS * 2} targets) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
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
  ];
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
    printFigures(await measureAll(server, bareUrl, owner));
  } finally {
    await bare.close();
    await server.stop();
  }
}

await main();
