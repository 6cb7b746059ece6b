/**
 * Benchmark (issue 5): GET /api/posts/scheduled and GET /api/stats for a user with 10,000 posts, at
 * 50 concurrent connections, next to a bare Fastify route on the same machine in the same run.
 * Runs the real server process over a fresh test database. Prints p50, p99 and requests/second.
 *
 *   pnpm bench:posts      (BENCH_POSTS, BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { posts, postTargets, users } from '@fanout/db/schema';
import { eq } from 'drizzle-orm';
import { startProductServer } from '../e2e/support/product-server';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLATFORMS = ['twitter', 'linkedin', 'bluesky', 'threads'] as const;

interface Figures {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

async function seed(
  db: Awaited<ReturnType<typeof startProductServer>>['database']['db'],
  ownerId: string,
): Promise<void> {
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
    { LOG_LEVEL: 'error', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-bench-data-')) },
    { requireWebBuild: false },
  );
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark password' }),
    });
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'bench@example.com'));
    if (!user) throw new Error('sign-up failed');
    const seeded = performance.now();
    await seed(server.database.db, user.id);
    console.log(
      `seeded ${POSTS} posts (${POSTS * 2} targets) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    console.log(
      `load: ${CONNECTIONS} connections for ${SECONDS} s each, on one machine (server and load generator share its 2 cores)`,
    );

    const results = [
      await measure('bare Fastify route', `${bareUrl}/bare`),
      await measure('GET /healthz (no session)', `${server.baseUrl}/healthz`),
      await measure('GET /api/auth/user (session)', `${server.baseUrl}/api/auth/user`, { cookie }),
      await measure(
        'GET /api/posts/scheduled',
        `${server.baseUrl}/api/posts/scheduled?include=platforms`,
        { cookie },
      ),
      await measure('GET /api/stats', `${server.baseUrl}/api/stats`, { cookie }),
    ];
    console.log('');
    console.log('route                        p50 ms   p99 ms   req/s   errors');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(28)} ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.rps).padStart(5)}   ${r.errors}`,
      );
    }
  } finally {
    await bare.close();
    await server.stop();
  }
}

await main();
