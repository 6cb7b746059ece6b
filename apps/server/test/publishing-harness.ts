import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { registerAiJobs } from '@fanout/core/ai';
import { registerPublishingJobs, startPublishingSweeper } from '@fanout/core/publishing';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueJobsPrefix } from '@fanout/jobs/testing';
import { postTargets, type PostTargetRow } from '@fanout/db/schema';
import type { AccountGroup, Post, SocialAccount } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import { startTestServer, type TestServer } from './test-server';

export interface PublishingServer extends TestServer {
  stopPublishing: () => Promise<void>;
}

/**
 * A test server that also publishes: the publishing handler registered on its job registry (the
 * in-process driver unless `env` sets REDIS_URL), jobs running, and the sweeper on a short interval.
 * Timings are shortened so crash recovery shows within a test.
 */
export async function startPublishingServer(
  env: Record<string, string> = {},
): Promise<PublishingServer> {
  const server = await startTestServer({
    PUBLISHING_LEASE_SECONDS: '1.5',
    PUBLISHING_SWEEP_SECONDS: '0.2',
    PUBLISHING_SWEEP_GRACE_SECONDS: '0.3',
    // Retries and rate-limit probes within a test's time, in the production schedules' shape.
    PUBLISHING_RETRY_SCHEDULE: '0.2s,0.4s,0.8s,1.6s',
    PUBLISHING_RATE_LIMIT_PROBES: '1s,2s',
    ...env,
  });
  registerPublishingJobs(server.core);
  registerAiJobs(server.core);
  server.core.jobs.start();
  const stopSweeper = startPublishingSweeper(server.core);
  const stopPublishing = async () => {
    await stopSweeper();
    await server.core.jobs.stop();
  };
  return {
    ...server,
    stopPublishing,
    close: async () => {
      await stopPublishing();
      await server.close();
      if (env.JOBS_KEY_PREFIX) await deleteRedisKeys(env.JOBS_KEY_PREFIX);
    },
  };
}

export type Connectable =
  | 'twitter'
  | 'linkedin'
  | 'facebook'
  | 'instagram'
  | 'pinterest'
  | 'bluesky'
  | 'threads'
  | 'tiktok'
  | 'youtube';

/** Connects one sandbox account of `platform` in `group`, choosing a Facebook page / Pinterest board. */
export async function connectAccount(
  owner: HttpClient,
  group: AccountGroup,
  platform: Connectable,
): Promise<SocialAccount> {
  if (platform === 'bluesky') {
    const response = await owner.post('/api/social-accounts/bluesky', {
      groupId: group.id,
      handle: `creator${Math.floor(Math.random() * 1e6)}.bsky.social`,
      appPassword: 'abcd-efgh-ijkl-mnop',
    });
    return response.body as SocialAccount;
  }
  await followCallback(owner, await submitConsent(await connectUrl(owner, platform, group.id)));
  const list = (await owner.get('/api/social-accounts')).body as SocialAccount[];
  const account = list.find((a) => a.platform === platform && a.groupId === group.id);
  if (!account) throw new Error(`${platform} not connected`);
  if (platform === 'facebook') {
    const pages = (await owner.get(`/api/social-accounts/${account.id}/facebook-pages`))
      .body as Array<{ id: string }>;
    await owner.request('PATCH', `/api/social-accounts/${account.id}/facebook-page`, {
      body: { pageId: pages[0]?.id },
    });
  }
  if (platform === 'pinterest') {
    const boards = (
      await owner.get(
        `/trpc/socialAccount.pinterestBoards?input=${encodeURIComponent(JSON.stringify({ id: account.id }))}`,
      )
    ).body as { result: { data: Array<{ id: string }> } };
    await owner.request('PATCH', `/api/social-accounts/${account.id}/pinterest-board`, {
      body: { boardId: boards.result.data[0]?.id },
    });
  }
  return account;
}

export async function newCreator(server: TestServer, groupName = 'Brand') {
  const creator = await signedUpClient(server.baseUrl);
  const group = (await creator.client.post('/api/account-groups', { name: groupName }))
    .body as AccountGroup;
  return { ...creator, group };
}

/** Publishes now through the API, as the composer's Post Now button does. */
export async function postNow(
  client: HttpClient,
  accountIds: readonly string[],
  overrides: Record<string, unknown> = {},
): Promise<Post> {
  const response = await client.post('/api/posts', {
    title: null,
    textContent: `Hello from Fanout ${Math.random().toString(36).slice(2)} #launch https://example.com`,
    platforms: accountIds,
    status: 'published',
    generationMode: 'predefined',
    timeZone: 'UTC',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Post;
}

/** Schedules a text post an hour ahead through the API, as the composer's Schedule button does. */
export async function scheduleInAnHour(
  client: HttpClient,
  accountIds: readonly string[],
  text: string,
): Promise<Post> {
  return postNow(client, accountIds, {
    textContent: text,
    status: 'scheduled',
    scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

const FINAL = new Set(['published', 'failed', 'unconfirmed', 'missed']);

/** Waits until every target of the post has ended; returns their rows. */
export async function settledTargets(
  server: TestServer,
  postId: string,
  timeoutMs = 20_000,
): Promise<PostTargetRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await server.database.db
      .select()
      .from(postTargets)
      .where(eq(postTargets.postId, postId));
    if (rows.length > 0 && rows.every((row) => FINAL.has(row.state))) return rows;
    if (Date.now() > deadline) {
      throw new Error(
        `targets did not settle: ${rows.map((r) => `${r.platform}=${r.state}`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The two job drivers the publishing suite runs on (ADR 0013/0015): same handlers, same tests. */
export const DRIVERS = ['in-process', 'bullmq'] as const;

export function driverEnv(driver: (typeof DRIVERS)[number]): Record<string, string> {
  return driver === 'bullmq'
    ? { REDIS_URL: TEST_REDIS_URL, JOBS_KEY_PREFIX: uniqueJobsPrefix() }
    : {};
}
