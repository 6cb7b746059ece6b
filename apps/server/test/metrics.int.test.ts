import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions } from '@fanout/db/schema';
import type { Post, SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';
import { deliver, stripeEvent } from './stripe-test-events';
import { startTestServer } from './test-server';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** One sample of the exposition text: `name{a="x",b="y"} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(
      /(\w+)="((?:[^"\\]|\\.)*)"/g,
    )) {
      labels[key] = value;
    }
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/** The one sample of `name` whose labels include `labels`; 0 when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches several series`);
  return found[0]?.value ?? 0;
}

async function scrape(url: string, token: string | null = TOKEN) {
  return fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

/**
 * `GET /metrics` (ADR 0072): a server with metrics on publishes through the sandbox and answers
 * Stripe deliveries; its scrape shows each of them in the series an operator alerts on, with
 * bounded labels. Without the token it is refused; without METRICS_PORT there is none.
 */
describe('Prometheus metrics', () => {
  let server: PublishingServer;
  let post: Post;
  let accounts: Record<'twitter' | 'linkedin' | 'bluesky', SocialAccount>;

  beforeAll(async () => {
    server = await startPublishingServer({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const alice = await newCreator(server);
    accounts = {
      twitter: await connectAccount(alice.client, alice.group, 'twitter'),
      linkedin: await connectAccount(alice.client, alice.group, 'linkedin'),
      bluesky: await connectAccount(alice.client, alice.group, 'bluesky'),
    };
    server.sandbox.publishing.failNext('linkedin', { kind: 'refuse', message: 'Text too long' });
    post = await postNow(alice.client, [
      accounts.twitter.id,
      accounts.linkedin.id,
      accounts.bluesky.id,
    ]);
    const states = (await settledTargets(server, post.id)).map((row) => [row.platform, row.state]);
    expect(states.sort()).toEqual([
      ['bluesky', 'published'],
      ['linkedin', 'failed'],
      ['twitter', 'published'],
    ]);
    const event = stripeEvent('customer.subscription.trial_will_end', { id: 'sub_metrics' });
    expect((await deliver(server, event)).status).toBe(200);
    expect((await deliver(server, event)).body).toMatchObject({ outcome: 'duplicate' });
    expect((await deliver(server, event, { signature: 't=1,v1=bad' })).status).toBe(400);
  }, 60_000);
  afterAll(async () => server.close());

  async function samples(): Promise<{ text: string; samples: Sample[] }> {
    const response = await scrape(server.metricsUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    return { text, samples: parseExposition(text) };
  }

  it('counts each platform call: its lateness, its duration and how the run ended', async () => {
    const { samples: all } = await samples();
    for (const platform of ['twitter', 'bluesky', 'linkedin']) {
      expect(valueOf(all, 'fanout_publish_lateness_seconds_count', { platform })).toBe(1);
    }
    // Posted now: each call started within seconds of its time.
    expect(
      valueOf(all, 'fanout_publish_lateness_seconds_bucket', { platform: 'twitter', le: '10' }),
    ).toBe(1);
    const duration = 'fanout_publish_duration_seconds_count';
    expect(valueOf(all, duration, { platform: 'twitter', result: 'answered' })).toBe(1);
    expect(valueOf(all, duration, { platform: 'bluesky', result: 'answered' })).toBe(1);
    expect(valueOf(all, duration, { platform: 'linkedin', result: 'error' })).toBe(1);
    expect(valueOf(all, duration, { platform: 'linkedin', result: 'answered' })).toBe(0);
    const outcomes = 'fanout_publish_outcomes_total';
    expect(
      valueOf(all, outcomes, { platform: 'twitter', outcome: 'published', error_class: 'none' }),
    ).toBe(1);
    expect(
      valueOf(all, outcomes, {
        platform: 'linkedin',
        outcome: 'failed',
        error_class: 'invalid_content',
      }),
    ).toBe(1);
    expect(all.filter((s) => s.name === outcomes).reduce((sum, s) => sum + s.value, 0)).toBe(3);
  });

  it('counts credits as the ledger records them: charges spent, refunds and grants granted', async () => {
    const { samples: all } = await samples();
    const ledger = await server.database.db
      .select({ kind: creditTransactions.kind, total: sql<number>`sum(amount)::int` })
      .from(creditTransactions)
      .groupBy(creditTransactions.kind);
    const total = (kind: string) => ledger.find((row) => row.kind === kind)?.total ?? 0;
    expect(total('publish_charge')).toBe(-9);
    expect(valueOf(all, 'fanout_credits_spent_total', { kind: 'publish_charge' })).toBe(9);
    expect(valueOf(all, 'fanout_credits_granted_total', { kind: 'refund' })).toBe(total('refund'));
    expect(total('refund')).toBe(3);
    expect(valueOf(all, 'fanout_credits_granted_total', { kind: 'signup_grant' })).toBe(
      total('signup_grant'),
    );
    expect(total('signup_grant')).toBeGreaterThan(0);
  });

  it('tells the sweeps, the queue and the Stripe deliveries', async () => {
    const { samples: all } = await samples();
    const sweeps = all.filter(
      (s) => s.name === 'fanout_sweep_actions_total' && s.labels.sweep === 'publishing',
    );
    expect(sweeps.map((s) => s.labels.action).sort()).toEqual(['follow_ups', 'missed', 'requeued']);
    // Publishing's queue and analytics' own, each under its name (ADR 0072, 0090).
    const series = (name: string, labels: Record<string, string>) =>
      all.filter(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      );
    for (const queue of ['jobs', 'analytics', 'webhooks']) {
      for (const state of ['ready', 'delayed', 'running']) {
        expect(series('fanout_queue_jobs', { queue, state })).toHaveLength(1);
      }
      expect(series('fanout_queue_oldest_ready_seconds', { queue })).toHaveLength(1);
    }
    const webhooks = 'fanout_stripe_webhooks_total';
    expect(valueOf(all, webhooks, { outcome: 'processed' })).toBe(1);
    expect(valueOf(all, webhooks, { outcome: 'duplicate' })).toBe(1);
    expect(valueOf(all, webhooks, { outcome: 'refused' })).toBe(1);
    expect(valueOf(all, 'fanout_stripe_webhook_duration_seconds_count')).toBe(3);
  });

  it('times HTTP answers per route pattern, never per requested path, and adds process metrics', async () => {
    await fetch(`${server.baseUrl}/no/such/${post.id}`);
    const { text, samples: all } = await samples();
    const http = all.filter((s) => s.name === 'fanout_http_request_duration_seconds_count');
    expect(
      valueOf(all, 'fanout_http_request_duration_seconds_count', {
        route: '/api/webhooks/stripe',
        method: 'POST',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(http.some((s) => s.labels.route === 'unmatched' || s.labels.route === '/*')).toBe(true);
    // No id, address or secret in any label.
    expect(text).not.toContain(post.id);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(accounts.twitter.id);
    expect(all.some((s) => s.name === 'fanout_process_cpu_seconds_total')).toBe(true);
    expect(all.every((s) => s.name.startsWith('fanout_'))).toBe(true);
  });

  it('refuses a scrape without the token or with another one', async () => {
    const url = server.metricsUrl ?? '';
    const none = await scrape(url, null);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(await none.text()).not.toContain('fanout_');
    expect((await scrape(url, `${TOKEN}x`)).status).toBe(401);
    expect((await scrape(url.replace('/metrics', '/other'))).status).toBe(404);
  });

  it("is not served on the product's own port", async () => {
    const response = await fetch(`${server.baseUrl}/metrics`);
    expect(await response.text()).not.toContain('fanout_http_request_duration_seconds');
  });
});

describe('metrics off (no METRICS_PORT, as in the quick start)', () => {
  it('opens no metrics port and measures nothing', async () => {
    const server = await startTestServer();
    try {
      expect(server.metricsUrl).toBeNull();
      expect(server.config.metrics).toBeNull();
      expect(server.core.observe).toBeUndefined();
      const response = await fetch(`${server.baseUrl}/metrics`);
      expect(await response.text()).not.toContain('fanout_');
    } finally {
      await server.close();
    }
  });
});
