/**
 * Waits that publishing takes on purpose, and shows (ADR 0033): a platform outage is retried over
 * the retry schedule, not in a few seconds; a 429 without a reset time is probed with growing
 * waits instead of pausing the account until the next day. Schedules are shortened by settings;
 * their shape is production's. (Jobs lost with Redis before their time: publishing-lost-queue.)
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, postTargetAttempts } from '@fanout/db/schema';
import type { Post, PostTarget, SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  DRIVERS,
  driverEnv,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The post's (only) target as the API lists it (a cached list page must show the wait too). */
async function targetOf(
  client: Awaited<ReturnType<typeof newCreator>>['client'],
  postId: string,
): Promise<PostTarget> {
  const posts = (await client.get('/api/posts')).body as Post[];
  const target = posts.find((post) => post.id === postId)?.platforms[0];
  if (!target) throw new Error(`post ${postId} is not listed`);
  return target;
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// Waits between tries: a 20 s outage ends between the third retry (≈ 21 s) and the second (≈ 9 s).
const RETRY_SCHEDULE_MS = [3_000, 6_000, 12_000, 24_000];
const OUTAGE_MS = 20_000;

describe.each(DRIVERS)('a platform answering 503 for 20 s, with the %s job driver', (driver) => {
  let server: PublishingServer;
  let creator: Awaited<ReturnType<typeof newCreator>>;
  let account: SocialAccount;

  beforeAll(async () => {
    server = await startPublishingServer({
      ...driverEnv(driver),
      PUBLISHING_RETRY_SCHEDULE: RETRY_SCHEDULE_MS.map((ms) => `${ms / 1000}s`).join(','),
    });
    creator = await newCreator(server);
    account = await connectAccount(creator.client, creator.group, 'twitter');
  });
  afterAll(async () => server.close());

  it('publishes every target once after the outage, its tries spaced per the schedule, the wait shown', async () => {
    server.sandbox.publishing.setFault('twitter', { kind: 'transient', forMs: OUTAGE_MS });
    const outageEnds = Date.now() + OUTAGE_MS;
    const posts: Post[] = [];
    for (let i = 0; i < 3; i += 1) posts.push(await postNow(creator.client, [account.id]));

    // While it waits, the API says so: retry, and when.
    const waiting = await eventually(
      async () => {
        const target = await targetOf(creator.client, posts[0]?.id ?? '');
        return target.waitReason === 'retry' ? target : undefined;
      },
      10_000,
      'the first target to wait for a retry',
    );
    expect(waiting.state).toBe('publishing');
    expect(Date.parse(waiting.nextTryAt ?? '')).toBeGreaterThan(Date.now());
    expect(waiting.errorMessage).toBeTruthy();

    for (const post of posts) {
      const [target] = await settledTargets(server, post.id, 60_000);
      expect(target?.state).toBe('published');
      expect(
        server.sandbox.publishing.posts('twitter').filter((p) => p.text === post.textContent),
      ).toHaveLength(1);
      const attempts = await server.database.db
        .select()
        .from(postTargetAttempts)
        .where(eq(postTargetAttempts.targetId, target?.id ?? ''))
        .orderBy(asc(postTargetAttempts.startedAt));
      // Tried at ≈ 0, 3, 9 and 21 s: three 503s, then published once the outage was over.
      expect(attempts.map((a) => a.outcome)).toEqual(['retry', 'retry', 'retry', 'published']);
      expect(attempts.at(-1)?.startedAt.getTime()).toBeGreaterThanOrEqual(outageEnds);
      for (let i = 1; i < attempts.length; i += 1) {
        const gap =
          (attempts[i]?.startedAt.getTime() ?? 0) - (attempts[i - 1]?.finishedAt?.getTime() ?? 0);
        const planned = RETRY_SCHEDULE_MS[i - 1] ?? 0;
        // The schedule's wait, a tenth of jitter at most, and the time a run takes to claim.
        expect(gap, `wait before try ${i + 1}`).toBeGreaterThanOrEqual(planned - 50);
        expect(gap, `wait before try ${i + 1}`).toBeLessThanOrEqual(planned * 1.1 + 1_500);
      }
      const shown = await targetOf(creator.client, post.id);
      expect(shown).toMatchObject({ state: 'published', nextTryAt: null, waitReason: null });
    }
  }, 90_000);
});

describe('a LinkedIn 429 without a reset time, throttling for 30 s', () => {
  let server: PublishingServer;
  let creator: Awaited<ReturnType<typeof newCreator>>;
  let account: SocialAccount;
  // Probes after consecutive 429s: 5 s, 10 s, 20 s (then LinkedIn's daily reset, never reached).
  const PROBES_MS = [5_000, 10_000, 20_000];
  const THROTTLE_MS = 30_000;

  beforeAll(async () => {
    server = await startPublishingServer({
      ...driverEnv('bullmq'),
      PUBLISHING_RATE_LIMIT_PROBES: PROBES_MS.map((ms) => `${ms / 1000}s`).join(','),
    });
    creator = await newCreator(server);
    account = await connectAccount(creator.client, creator.group, 'linkedin');
  });
  afterAll(async () => server.close());

  async function accountShown(): Promise<SocialAccount | undefined> {
    const list = (await creator.client.get('/api/social-accounts')).body as SocialAccount[];
    return list.find((a) => a.id === account.id);
  }

  it('probes with growing waits, shows the pause and its end, and publishes after the throttle', async () => {
    server.sandbox.publishing.setFault('linkedin', { kind: 'rate_limit', forMs: THROTTLE_MS });
    const throttleEnds = Date.now() + THROTTLE_MS;
    const first = await postNow(creator.client, [account.id]);
    // Due after the throttle: goes out within a probe step of its time, not the next day.
    const laterDue = new Date(throttleEnds + 2_000);
    const later = await postNow(creator.client, [account.id], {
      status: 'scheduled',
      scheduledAt: laterDue.toISOString(),
    });

    // The pause is visible with its end: on the account, and on the waiting target.
    const paused = await eventually(
      async () => {
        const shown = await accountShown();
        return shown?.rateLimitedUntil ? shown : undefined;
      },
      10_000,
      'the account to show its pause',
    );
    const pausedUntil = Date.parse(paused.rateLimitedUntil ?? '');
    expect(pausedUntil).toBeGreaterThan(Date.now());
    // The first probe step, not the next UTC midnight.
    expect(pausedUntil).toBeLessThanOrEqual(Date.now() + (PROBES_MS[0] ?? 0));
    const waiting = await eventually(
      async () => {
        const target = await targetOf(creator.client, first.id);
        return target.waitReason === 'rate_limit' ? target : undefined;
      },
      10_000,
      'the first target to show the pause',
    );
    expect(Date.parse(waiting.nextTryAt ?? '')).toBeGreaterThan(Date.now() - 1_000);

    const [firstTarget] = await settledTargets(server, first.id, 70_000);
    const [laterTarget] = await settledTargets(server, later.id, 70_000);
    expect(firstTarget?.state).toBe('published');
    expect(laterTarget?.state).toBe('published');
    const onLinkedIn = server.sandbox.publishing.posts('linkedin');
    const laterCall = onLinkedIn.filter((p) => p.text === later.textContent);
    expect(onLinkedIn.filter((p) => p.text === first.textContent)).toHaveLength(1);
    expect(laterCall).toHaveLength(1);
    expect(laterCall[0]?.requestedAt ?? 0).toBeGreaterThanOrEqual(throttleEnds);
    // Within the probe schedule: at most its longest step after its time.
    expect((laterCall[0]?.requestedAt ?? 0) - laterDue.getTime()).toBeLessThanOrEqual(
      (PROBES_MS.at(-1) ?? 0) + 2_000,
    );

    // The pause is over and shown so; the owner was told once, not once per target or probe.
    expect((await accountShown())?.rateLimitedUntil).toBeNull();
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, creator.userId));
    expect(told.map((n) => n.kind)).toEqual(['account_rate_limited']);
    expect(told[0]?.title).toContain('LinkedIn paused publishing');
  }, 120_000);
});
