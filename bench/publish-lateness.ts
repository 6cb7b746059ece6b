/**
 * Benchmark (issue "Publishing engine"): how late posts are published. Runs the real server process
 * (sandbox platforms, jobs in Redis) and ONE real worker process over a fresh test database, makes
 * every sandbox publishing call take 200 ms, schedules text posts to X through the public API, and
 * measures per target **call start − scheduled time**, where call start is the moment the adapter's
 * irreversible call (`POST /2/tweets`) reached the sandbox. Prints p50, p99, max and throughput for
 *   burst:  2,000 targets due at the same instant (100 users × 20 posts, one X account each)
 *   spread: 100 targets spread evenly over one minute (20 users × 5 posts)
 *
 *   pnpm bench:lateness [burst|spread]      (both when omitted; needs PostgreSQL and Redis, like the tests)
 *
 * Environment: BENCH_WORKER_CONCURRENCY (default: the production WORKER_CONCURRENCY),
 * BENCH_LATENCY_MS (200), BENCH_LEAD_SECONDS (time from the first scheduled post to the due time),
 * BENCH_CPU_PROF (a directory: the worker writes a --cpu-prof profile there), TEST_REDIS_URL.
 * Exits 1 when a target was not published or a p99 is over its budget.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, min, sql } from 'drizzle-orm';
import { postTargetAttempts, postTargets } from '@fanout/db/schema';
import {
  bareBullMqBurst,
  deleteRedisKeys,
  TEST_REDIS_URL,
  type BareBurstFigures,
} from '@fanout/jobs/testing';
import type { Post } from '@fanout/shared';
import { startProductServer, type ProductServer } from '../e2e/support/product-server';
import {
  latenessFigures,
  type LatenessFigures,
  type TargetTiming,
} from './support/lateness-figures';
import { spawnWorker, untilTakingJobs, type WorkerProcess } from '@fanout/worker/testing';
import { createXPublishers, inBatches, type BenchPublisher } from './support/sandbox-publishers';
import { cpuSeconds, totalCpuSeconds } from './support/process-cpu';

interface Scenario {
  name: 'burst' | 'spread';
  description: string;
  targets: number;
  users: number;
  /** Due times are spread evenly over this window (0: all at the same instant). */
  spreadMs: number;
  leadMs: number;
  p99BudgetMs: number;
  /** Also runs bare BullMQ with the same shape in the same run, and holds the p99 to a share of its. */
  againstBareBullMq: boolean;
}

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
const CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY;
const LEAD_MS = process.env.BENCH_LEAD_SECONDS ? Number(process.env.BENCH_LEAD_SECONDS) * 1000 : 0;

const SCENARIOS: Record<Scenario['name'], Scenario> = {
  burst: {
    name: 'burst',
    description: '2,000 targets due at the same instant',
    targets: 2_000,
    users: 100,
    spreadMs: 0,
    leadMs: LEAD_MS || 45_000,
    p99BudgetMs: 500,
    againstBareBullMq: true,
  },
  spread: {
    name: 'spread',
    description: '100 targets spread evenly over one minute',
    targets: 100,
    users: 20,
    spreadMs: 60_000,
    leadMs: LEAD_MS || 10_000,
    p99BudgetMs: 500,
    againstBareBullMq: false,
  },
};

const FINAL_STATES = ['published', 'failed', 'unconfirmed', 'missed'];
/** Profiles the server when BENCH_SERVER_CPU_PROF is set (Node 20 refuses --cpu-prof in NODE_OPTIONS). */
const PROFILE_PRELOAD = path.join(import.meta.dirname, 'support/cpu-profile-preload.mjs');
/** The burst is to start its calls within a quarter of bare BullMQ's lateness for the same shape (ADR 0073). */
const SHARE_OF_BARE_BULLMQ = 0.25;

async function schedulePosts(
  publishers: readonly BenchPublisher[],
  scenario: Scenario,
  runId: string,
  firstDueAt: number,
): Promise<string[]> {
  const step = scenario.spreadMs / scenario.targets;
  const posts = await inBatches(
    Array.from({ length: scenario.targets }, (_, i) => i),
    16,
    async (i) => {
      const publisher = publishers[i % publishers.length] as BenchPublisher;
      const response = await publisher.client.post('/api/posts', {
        title: null,
        textContent: `Lateness benchmark ${runId} post ${i} #fanout`,
        platforms: [publisher.accountId],
        status: 'scheduled',
        scheduledAt: new Date(firstDueAt + Math.round(i * step)).toISOString(),
        generationMode: 'predefined',
        timeZone: 'UTC',
      });
      if (response.status !== 200) {
        throw new Error(`scheduling answered ${response.status}: ${JSON.stringify(response.body)}`);
      }
      return (response.body as Post).id;
    },
  );
  return posts;
}

/** Publishes one post now per user, so the worker's connections and code paths are warm. */
async function warmUp(server: ProductServer, publishers: readonly BenchPublisher[]) {
  const ids = await inBatches(publishers, 8, async (publisher) => {
    const response = await publisher.client.post('/api/posts', {
      title: null,
      textContent: `Warm-up ${randomBytes(4).toString('hex')}`,
      platforms: [publisher.accountId],
      status: 'published',
      generationMode: 'predefined',
      timeZone: 'UTC',
    });
    if (response.status !== 200) throw new Error(`warm-up answered ${response.status}`);
    return (response.body as Post).id;
  });
  await settled(server, ids, Date.now() + 60_000);
}

async function settled(server: ProductServer, postIds: string[], deadline: number) {
  for (;;) {
    const [row] = await server.database.db
      .select({
        open: sql<number>`count(*) filter (where ${postTargets.state} not in ${FINAL_STATES})`,
      })
      .from(postTargets)
      .where(inArray(postTargets.postId, postIds));
    if (Number(row?.open ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`${row?.open} targets still open at the deadline`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(server: ProductServer, postIds: string[]): Promise<TargetTiming[]> {
  const rows = await server.database.db
    .select({
      id: postTargets.id,
      state: postTargets.state,
      dueAt: postTargets.dueAt,
      platformPostId: postTargets.platformPostId,
      publishedAt: postTargets.publishedAt,
    })
    .from(postTargets)
    .where(inArray(postTargets.postId, postIds));
  const claims = await server.database.db
    .select({ targetId: postTargetAttempts.targetId, at: min(postTargetAttempts.startedAt) })
    .from(postTargetAttempts)
    .where(
      inArray(
        postTargetAttempts.targetId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(postTargetAttempts.targetId);
  const claimedAt = new Map(claims.map((claim) => [claim.targetId, claim.at]));
  const notPublished = rows.filter((row) => row.state !== 'published');
  if (notPublished.length > 0) {
    throw new Error(
      `${notPublished.length} targets were not published: ${notPublished
        .slice(0, 5)
        .map((row) => row.state)
        .join(', ')}`,
    );
  }
  const listing = await fetch(`${server.baseUrl}/sandbox/_control/publishing/twitter/posts`, {
    headers: server.sandboxControl,
  });
  const { posts } = (await listing.json()) as {
    posts: Array<{ id: string; requestedAt?: number }>;
  };
  const callStarts = new Map(posts.map((post) => [post.id, post.requestedAt]));
  return rows.map((row) => {
    const callStartedAt = callStarts.get(row.platformPostId ?? '');
    if (callStartedAt === undefined || !row.dueAt || !row.publishedAt) {
      throw new Error(`target ${row.id} has no call on the sandbox`);
    }
    return {
      dueAt: row.dueAt.getTime(),
      callStartedAt,
      claimedAt: claimedAt.get(row.id)?.getTime() ?? Number.NaN,
      publishedAt: row.publishedAt.getTime(),
    };
  });
}

interface CpuUse {
  wallSeconds: number;
  worker: number;
  server: number;
  postgres: number;
}

/** The PostgreSQL backends serving the benchmark's database (the server's, the worker's, ours). */
async function postgresBackends(server: ProductServer): Promise<number[]> {
  const rows = await server.database.db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  return [...rows].map((row) => Number(row.pid));
}

function cpuUse(workerPid: number, serverPid: number, backends: readonly number[]) {
  return {
    at: performance.now() / 1000,
    worker: cpuSeconds(workerPid),
    server: cpuSeconds(serverPid),
    postgres: totalCpuSeconds(backends),
  };
}

async function run(scenario: Scenario): Promise<{ figures: LatenessFigures; cpu: CpuUse }> {
  const runId = randomBytes(3).toString('hex');
  const prefix = `fanout-bench-${runId}`;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PLATFORM_MODE: 'sandbox',
    REDIS_URL: TEST_REDIS_URL,
    JOBS_KEY_PREFIX: prefix,
    // The server and the worker share the token vault key and the data directory.
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-bench-data-')),
    SIGNUP_CREDIT_GRANT: '1000',
    SIGN_UP_RATE_LIMIT_PER_MINUTE: '100000',
    // Each bench publisher verifies its address (ADR 0028): the verification route has this limit.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const serverProfileDir = process.env.BENCH_SERVER_CPU_PROF;
  const server = await startProductServer(
    serverProfileDir
      ? { ...env, NODE_OPTIONS: `--import=${PROFILE_PRELOAD}`, PROF_DIR: serverProfileDir }
      : env,
    { requireWebBuild: false },
  );
  const profileDir = process.env.BENCH_CPU_PROF;
  let worker: WorkerProcess | undefined;
  try {
    worker = spawnWorker(
      {
        ...env,
        DATABASE_URL: server.database.url,
        PUBLIC_URL: server.baseUrl,
        ...(CONCURRENCY ? { WORKER_CONCURRENCY: CONCURRENCY } : {}),
      },
      { nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
    );
    await untilTakingJobs(worker, { url: TEST_REDIS_URL, prefix });
    const latency = await fetch(`${server.baseUrl}/sandbox/_control/publishing`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...server.sandboxControl },
      body: JSON.stringify({ latencyMs: LATENCY_MS }),
    });
    if (!latency.ok) throw new Error(`setting the sandbox latency answered ${latency.status}`);

    const publishers = await createXPublishers(server.baseUrl, scenario.users, runId);
    await warmUp(server, publishers);

    const firstDueAt = Date.now() + scenario.leadMs;
    const scheduling = performance.now();
    const postIds = await schedulePosts(publishers, scenario, runId, firstDueAt);
    const schedulingSeconds = (performance.now() - scheduling) / 1000;
    console.log(
      `[${scenario.name}] scheduled ${scenario.targets} targets through POST /api/posts in ${schedulingSeconds.toFixed(1)} s; first due in ${((firstDueAt - Date.now()) / 1000).toFixed(1)} s`,
    );
    if (Date.now() > firstDueAt - 2_000) {
      throw new Error('scheduling ran into the due time: raise BENCH_LEAD_SECONDS');
    }
    await new Promise((resolve) => setTimeout(resolve, firstDueAt - 500 - Date.now()));
    const backends = await postgresBackends(server);
    const before = cpuUse(worker.pid, server.pid, backends);
    await settled(server, postIds, firstDueAt + scenario.spreadMs + 120_000);
    const after = cpuUse(worker.pid, server.pid, backends);
    return {
      figures: latenessFigures(await measure(server, postIds)),
      cpu: {
        wallSeconds: after.at - before.at,
        worker: after.worker - before.worker,
        server: after.server - before.server,
        postgres: after.postgres - before.postgres,
      },
    };
  } finally {
    const exit = await worker?.stop();
    if (worker && exit?.code !== 0) {
      console.error(`worker exited ${JSON.stringify(exit)}:\n${worker.output()}`);
    }
    await server.stop();
    await deleteRedisKeys(prefix);
  }
}

function report(
  scenario: Scenario,
  { figures, cpu }: { figures: LatenessFigures; cpu: CpuUse },
  bare: BareBurstFigures | null,
) {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  let ok = figures.callLateness.p99 < scenario.p99BudgetMs;
  console.log(`\n${scenario.description} (sandbox latency ${LATENCY_MS} ms, one worker)`);
  console.log('                            p50       p99       max');
  const { callLateness: call, claimLateness: claim } = figures;
  console.log(`call start − scheduled  ${ms(call.p50)}  ${ms(call.p99)}  ${ms(call.max)}`);
  console.log(`claim − scheduled       ${ms(claim.p50)}  ${ms(claim.p99)}  ${ms(claim.max)}`);
  if (bare) {
    console.log(`bare BullMQ, same run   ${ms(bare.p50)}  ${ms(bare.p99)}  ${ms(bare.max)}`);
  }
  console.log(
    `throughput: ${figures.callsPerSecond.toFixed(0)} calls started/s (first to last call), ${figures.publishedPerSecond.toFixed(1)} targets published/s (first due time to last outcome)`,
  );
  const perTarget = (seconds: number) => `${((seconds * 1000) / figures.targets).toFixed(2)} ms`;
  console.log(
    `CPU from the due time to the last outcome (${cpu.wallSeconds.toFixed(1)} s): worker ${cpu.worker.toFixed(1)} s (${perTarget(cpu.worker)} per target), server with the sandbox ${cpu.server.toFixed(1)} s (${perTarget(cpu.server)}), PostgreSQL ${cpu.postgres.toFixed(1)} s (${perTarget(cpu.postgres)})`,
  );
  console.log(
    `p99 budget ${scenario.p99BudgetMs} ms: ${ok ? 'OK' : 'OVER BUDGET'} (${figures.targets} targets published)`,
  );
  if (bare) {
    const share = call.p99 / Math.max(1, bare.p99);
    const within = share <= SHARE_OF_BARE_BULLMQ;
    ok &&= within;
    console.log(
      `p99 ${(share * 100).toFixed(0)}% of bare BullMQ's (at most ${SHARE_OF_BARE_BULLMQ * 100}%): ${within ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  return ok;
}

async function main(): Promise<void> {
  const chosen = process.argv[2];
  if (chosen !== undefined && chosen !== 'burst' && chosen !== 'spread') {
    throw new Error(`unknown scenario ${chosen}: use burst or spread`);
  }
  const scenarios = chosen ? [SCENARIOS[chosen]] : [SCENARIOS.burst, SCENARIOS.spread];
  console.log(
    `worker concurrency: ${CONCURRENCY ?? 'the production default (WORKER_CONCURRENCY unset)'}`,
  );
  for (const scenario of scenarios) {
    const measured = await run(scenario);
    // Right after, on the same machine under the same load: 2,000 delayed jobs due at one instant,
    // concurrency 2,000, each waiting the sandbox latency (what ../shared/tools/bullmq-burst.mjs does).
    const bare = scenario.againstBareBullMq
      ? await bareBullMqBurst({
          jobs: scenario.targets,
          concurrency: scenario.targets,
          workMs: LATENCY_MS,
        })
      : null;
    if (!report(scenario, measured, bare)) process.exitCode = 1;
  }
}

await main();
