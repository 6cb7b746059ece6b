/**
 * Benchmark (ADR 0048): Stripe webhook processing. One real server process over a fresh test
 * database; 2,000 signed events POSTed to /api/webhooks/stripe by BENCH_CONCURRENCY (4) clients in
 * a closed loop: checkout completions of packs and packages for BENCH_USERS (200) users, a quarter
 * of the deliveries duplicates of events already sent (as Stripe redelivers). Prints p50/p99/max
 * latency and events/s, then checks every payment was granted exactly once.
 *
 *   pnpm bench:webhooks   (BENCH_EVENTS, BENCH_USERS, BENCH_CONCURRENCY to change the load)
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { payments, users } from '@fanout/db/schema';
import { startProductServer } from '../e2e/support/product-server';
import { cpuSeconds, totalCpuSeconds } from './support/process-cpu';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const P99_BUDGET_MS = 50;

/** Stripe's signature scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
function sign(payload: string, secret: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function checkoutCompleted(payment: { id: string; userId: string; session: string; kind: string }) {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: {
      object: {
        id: payment.session,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: payment.userId,
        metadata: { userId: payment.userId, paymentId: payment.id, kind: payment.kind },
        payment_intent: `pi_${randomUUID().replaceAll('-', '')}`,
      },
    },
  });
}

type Server = Awaited<ReturnType<typeof startProductServer>>;

async function seed(server: Server, count: number) {
  const db = server.database.db;
  const people = await db
    .insert(users)
    .values(Array.from({ length: USERS }, (_, i) => ({ email: `bench-${i}@example.com` })))
    .returning({ id: users.id });
  const rows = Array.from({ length: count }, (_, i) => {
    const userId = people[i % people.length]?.id ?? '';
    const pack = i % 3 !== 0;
    return {
      userId,
      kind: pack ? ('credit_pack' as const) : ('credit_package' as const),
      status: 'pending' as const,
      amount: pack ? 2500 : 8250,
      credits: pack ? 1000 : 500,
      description: pack ? 'Growth Pack' : 'Creator Bundle',
      itemId: pack ? 'growth' : randomUUID(),
      validityMonths: pack ? null : 6,
      stripeCheckoutSessionId: `cs_bench_${randomUUID().replaceAll('-', '')}`,
    };
  });
  const created = [];
  for (let start = 0; start < rows.length; start += 500) {
    created.push(
      ...(await db
        .insert(payments)
        .values(rows.slice(start, start + 500))
        .returning({
          id: payments.id,
          userId: payments.userId,
          session: payments.stripeCheckoutSessionId,
          kind: payments.kind,
        })),
    );
  }
  // Just inserted with a user id: never null here (only a deleted account's payments are).
  return created.map((row) => ({ ...row, userId: row.userId ?? '', session: row.session ?? '' }));
}

/** The deliveries: every event once, plus a quarter of the total as redeliveries of earlier ones. */
function deliveries(events: string[]): string[] {
  const order = [...events];
  const duplicates = EVENTS - events.length;
  for (let i = 0; i < duplicates; i += 1) {
    // A redelivery comes after the original (Stripe retries later): insert it past its original.
    const original = Math.floor(Math.random() * events.length);
    const event = events[original] ?? '';
    const at = order.indexOf(event) + 1 + Math.floor(Math.random() * 50);
    order.splice(Math.min(at, order.length), 0, event);
  }
  return order;
}

async function run(server: Server, secret: string, order: string[]) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const payload = order[next];
        next += 1;
        if (payload === undefined) return;
        const start = performance.now();
        const response = await fetch(`${server.baseUrl}/api/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': sign(payload, secret),
          },
          body: payload,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

/**
 * The PostgreSQL backends of the server's pool (application_name 'fanout' on the bench database),
 * opened by a warm-up so the pool's connections exist before the run and are counted.
 */
async function serverBackends(server: Server): Promise<number[]> {
  const rows = await server.database.db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and application_name = 'fanout' and pid <> pg_backend_pid()`,
  );
  return [...rows].map((row) => row.pid);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  // Keys of our own choosing: checkout completions carry all the server needs, so no call goes to
  // Stripe (nor to the simulator); the server only verifies signatures with this secret.
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const server = await startProductServer(
    {
      STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      LOG_LEVEL: 'warn',
      // e.g. --import=<a profiler preload>; --cpu-prof itself is refused in NODE_OPTIONS.
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    },
    { requireWebBuild: false },
  );
  try {
    const unique = Math.round(EVENTS * 0.75);
    const bought = await seed(server, unique);
    const order = deliveries(bought.map(checkoutCompleted));
    const backends = await serverBackends(server);
    const cpuBefore = { node: cpuSeconds(server.pid), pg: totalCpuSeconds(backends) };
    const { latencies, failures, seconds } = await run(server, webhookSecret, order);
    const cpu = {
      node: cpuSeconds(server.pid) - cpuBefore.node,
      pg: totalCpuSeconds(await serverBackends(server)) - cpuBefore.pg,
    };
    const sorted = [...latencies].sort((a, b) => a - b);
    const [check] = await server.database.db.execute<{
      grants: number;
      completed: number;
      wrong: number;
    }>(sql`
      select
        (select count(*)::int from credit_transactions where idempotency_key like 'stripe:checkout:%') as grants,
        (select count(*)::int from payments where status = 'completed') as completed,
        (select count(*)::int from users u where u.credits <> (
          select coalesce(sum(p.credits), 0) from payments p where p.user_id = u.id)) as wrong`);
    console.log(
      `${order.length} signed events (${unique} unique, ${order.length - unique} redeliveries), ${CONCURRENCY} concurrent clients, ${USERS} users`,
    );
    console.log(
      `latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${(order.length / seconds).toFixed(0)} events/s; non-200 answers: ${failures}`,
    );
    console.log(
      `CPU per event: server ${((cpu.node * 1000) / order.length).toFixed(2)} ms, its PostgreSQL backends ${((cpu.pg * 1000) / order.length).toFixed(2)} ms; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `granted once each: ${check?.grants} grants for ${unique} payments, ${check?.completed} completed, ${check?.wrong} balances wrong`,
    );
    const p99 = percentile(sorted, 99);
    const correct =
      check?.grants === unique && check.completed === unique && check.wrong === 0 && failures === 0;
    console.log(
      `p99 budget ${P99_BUDGET_MS} ms: ${p99 <= P99_BUDGET_MS ? 'OK' : 'OVER'}; exactly once: ${correct ? 'OK' : 'BROKEN'}`,
    );
    if (!correct || p99 > P99_BUDGET_MS) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
