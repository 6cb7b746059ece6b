import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { publishingSettings } from '@fanout/core/publishing';
import { makeMediaFixtures } from '@fanout/core/testing';
import { postTargets } from '@fanout/db/schema';
import type { AccountGroup, ContentItem, Post, SocialAccount } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

let server: TestServer;
let alice: { client: HttpClient; userId: string };
let bob: { client: HttpClient; userId: string };
let accounts: Record<'twitter' | 'linkedin' | 'facebook', SocialAccount>;
let image: ContentItem;

const HOUR = 3_600_000;
const tomorrow = () => new Date(Date.now() + 24 * HOUR).toISOString();
const message = (body: unknown) => (body as { message: string }).message;

async function connect(
  owner: HttpClient,
  group: AccountGroup,
  platform: string,
): Promise<SocialAccount> {
  await followCallback(owner, await submitConsent(await connectUrl(owner, platform, group.id)));
  const list = (await owner.get('/api/social-accounts')).body as SocialAccount[];
  const account = list.find((a) => a.platform === platform);
  if (!account) throw new Error(`${platform} not connected`);
  return account;
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedUpClient(server.baseUrl);
  bob = await signedUpClient(server.baseUrl);
  const group = (await alice.client.post('/api/account-groups', { name: 'Brand' }))
    .body as AccountGroup;
  accounts = {
    twitter: await connect(alice.client, group, 'twitter'),
    linkedin: await connect(alice.client, group, 'linkedin'),
    facebook: await connect(alice.client, group, 'facebook'),
  };
  const pages = (
    await alice.client.get(`/api/social-accounts/${accounts.facebook.id}/facebook-pages`)
  ).body as Array<{ id: string }>;
  await alice.client.request(
    'PATCH',
    `/api/social-accounts/${accounts.facebook.id}/facebook-page`,
    { body: { pageId: pages[0]?.id } },
  );
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-fixtures-')));
  const upload = await uploadFiles(server.baseUrl, alice.client, [fixtures.imagePng]);
  [image] = (upload.body as { items: ContentItem[] }).items as [ContentItem];
});
afterAll(async () => server.close());

function payload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Launch day',
    textContent: 'We launch tomorrow!',
    platforms: [accounts.twitter.id, accounts.linkedin.id],
    status: 'scheduled',
    scheduledAt: tomorrow(),
    attachments: [image.id],
    generationMode: 'predefined',
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

/** When a target's job starts: the prepare lead before its time (publishing-settings.ts). */
function aheadOf(scheduledAt: string): string {
  const { prepareLeadMs } = publishingSettings(server.core);
  expect(prepareLeadMs).toBeGreaterThan(0);
  return new Date(new Date(scheduledAt).getTime() - prepareLeadMs).toISOString();
}

describe('scheduling a post', () => {
  let post: Post;

  it('creates one scheduled target per account, hands each to the job registry at its time', async () => {
    const body = payload();
    const response = await alice.client.post('/api/posts', body);
    expect(response.status).toBe(200);
    post = response.body as Post;
    expect(post).toMatchObject({
      title: 'Launch day',
      status: 'scheduled',
      attachments: [image.id],
      timeZone: 'Europe/Berlin',
    });
    expect(post.platforms.map((t) => [t.platform, t.state]).sort()).toEqual([
      ['linkedin', 'scheduled'],
      ['twitter', 'scheduled'],
    ]);
    const jobs = await server.core.jobs.waiting();
    expect(jobs.map((j) => j.jobId).sort()).toEqual(post.platforms.map((t) => t.id).sort());
    // Each job starts one lead before the post's time and waits for it (ADR 0027).
    for (const job of jobs) expect(job.runAt.toISOString()).toBe(aheadOf(body.scheduledAt));

    const scheduled = (await alice.client.get('/api/posts/scheduled?include=platforms'))
      .body as Post[];
    expect(scheduled.map((p) => p.id)).toEqual([post.id]);
    expect((await alice.client.get('/api/stats')).body).toEqual({
      monthlyPosts: 0,
      scheduledPosts: 1,
      connectedAccounts: 3,
    });
  });

  it('moves the targets and their jobs when the time is edited', async () => {
    const later = new Date(Date.now() + 48 * HOUR).toISOString();
    const response = await alice.client.request('PUT', `/api/posts/${post.id}`, {
      body: { title: 'Launch day!', textContent: 'Now in two days', scheduledAt: later },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Launch day!', scheduledAt: later });
    const jobs = await server.core.jobs.waiting();
    expect(
      jobs
        .filter((j) => post.platforms.some((t) => t.id === j.jobId))
        .map((j) => j.runAt.toISOString()),
    ).toEqual([aheadOf(later), aheadOf(later)]);
  });

  it('refuses to delete media a scheduled post still uses, naming the post', async () => {
    const response = await alice.client.request('DELETE', `/api/content/${image.id}`);
    expect(response.status).toBe(409);
    expect(message(response.body)).toMatch(
      /^This item is still used by the unpublished post "Launch day!"/,
    );
  });

  it('refuses to edit or delete a post once a target is published', async () => {
    const [first] = post.platforms;
    await server.database.db
      .update(postTargets)
      .set({ state: 'published' })
      .where(eq(postTargets.id, first?.id ?? ''));
    const edit = await alice.client.request('PUT', `/api/posts/${post.id}`, {
      body: { title: 'x', textContent: 'y', scheduledAt: tomorrow() },
    });
    expect(edit.status).toBe(409);
    expect(message(edit.body)).toMatch(/already been published/);
    const remove = await alice.client.request('DELETE', `/api/posts/${post.id}`);
    expect(remove.status).toBe(409);
    await server.database.db
      .update(postTargets)
      .set({ state: 'scheduled' })
      .where(eq(postTargets.id, first?.id ?? ''));
  });

  it('deletes a scheduled post and cancels its jobs', async () => {
    const response = await alice.client.request('DELETE', `/api/posts/${post.id}`);
    expect(response.status).toBe(200);
    const jobs = await server.core.jobs.waiting();
    expect(jobs.some((j) => post.platforms.some((t) => t.id === j.jobId))).toBe(false);
    expect(
      (
        await alice.client.request('PUT', `/api/posts/${post.id}`, {
          body: { title: 'x', textContent: 'y' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('validation messages of spec 000 §5, at the API', () => {
  it.each([
    ['blank content', { textContent: '   ' }, 'Please enter post content'],
    ['blank draft content', { textContent: ' \n ', status: 'draft' }, 'Please enter post content'],
    ['no platform', { platforms: [] }, 'Please select at least one platform'],
    [
      'too long for X',
      { textContent: 'a'.repeat(281) },
      'Post content exceeds 280 character limit for selected platforms',
    ],
    [
      'schedule without time',
      { scheduledAt: undefined },
      'Please select both date and time for scheduling',
    ],
    [
      'schedule in the past',
      { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
      'Scheduled time must be in the future',
    ],
  ])('%s', async (_name, overrides, expected) => {
    const response = await alice.client.post('/api/posts', payload(overrides));
    expect(response.status).toBe(400);
    expect(message(response.body)).toBe(expected);
  });

  it('Facebook options and page', async () => {
    const noOption = await alice.client.post(
      '/api/posts',
      payload({
        platforms: [accounts.facebook.id],
        facebookOptions: { [accounts.facebook.id]: { pagePost: false, pageReels: false } },
      }),
    );
    expect(message(noOption.body)).toBe('Please select at least one posting option');
  });

  it('a Facebook account without a page', async () => {
    const other = (await alice.client.post('/api/account-groups', { name: 'Second brand' }))
      .body as AccountGroup;
    await followCallback(
      alice.client,
      await submitConsent(await connectUrl(alice.client, 'facebook', other.id), {
        account: 'other_page_owner',
      }),
    );
    const list = (await alice.client.get('/api/social-accounts')).body as SocialAccount[];
    const pageless = list.find((a) => a.platform === 'facebook' && a.groupId === other.id);
    const response = await alice.client.post('/api/posts', payload({ platforms: [pageless?.id] }));
    expect(message(response.body)).toBe(
      'Please select a Facebook page first in Account Management to enable posting options.',
    );
    await alice.client.request('DELETE', `/api/social-accounts/${pageless?.id}`);
  });

  it('reference posts for style emulation: one to three', async () => {
    const none = await alice.client.post(
      '/api/posts',
      payload({ generationMode: 'ai_style_emulation', aiProvider: 'openai', referencePostIds: [] }),
    );
    expect(message(none.body)).toBe('Select Reference Posts');
    const ids = Array.from({ length: 4 }, () => crypto.randomUUID());
    const four = await alice.client.post(
      '/api/posts',
      payload({
        generationMode: 'ai_style_emulation',
        aiProvider: 'openai',
        referencePostIds: ids,
      }),
    );
    expect(four.status).toBe(400);
    expect(message(four.body)).toMatch(/at most 3 reference posts/i);
    const someoneElses = await alice.client.post(
      '/api/posts',
      payload({
        generationMode: 'ai_style_emulation',
        aiProvider: 'openai',
        referencePostIds: [crypto.randomUUID()],
      }),
    );
    expect(message(someoneElses.body)).toBe(
      'Reference posts must be your own posts; one of them was not found.',
    );
  });

  it('the edit form', async () => {
    const draft = (
      await alice.client.post('/api/posts', payload({ status: 'draft', scheduledAt: undefined }))
    ).body as Post;
    const noTitle = await alice.client.request('PUT', `/api/posts/${draft.id}`, {
      body: { title: ' ', textContent: 'x' },
    });
    expect(message(noTitle.body)).toBe('Title is required');
    const noContent = await alice.client.request('PUT', `/api/posts/${draft.id}`, {
      body: { title: 'T', textContent: ' ' },
    });
    expect(message(noContent.body)).toBe('Content is required');
    const scheduled = (await alice.client.post('/api/posts', payload())).body as Post;
    const noTime = await alice.client.request('PUT', `/api/posts/${scheduled.id}`, {
      body: { title: 'T', textContent: 'x', scheduledAt: null },
    });
    expect(message(noTime.body)).toBe('Scheduled time is required');
    await alice.client.request('DELETE', `/api/posts/${scheduled.id}`);
    await alice.client.request('DELETE', `/api/posts/${draft.id}`);
  });
});

describe('drafts', () => {
  it('are saved without credits or jobs and listed apart, with tab counts per platform', async () => {
    const jobsBefore = (await server.core.jobs.waiting()).length;
    const draft = (
      await alice.client.post('/api/posts', payload({ status: 'draft', title: 'Idea' }))
    ).body as Post;
    expect(draft.status).toBe('draft');
    expect((await server.core.jobs.waiting()).length).toBe(jobsBefore);
    expect(
      ((await alice.client.get('/api/posts/drafts')).body as Post[]).map((p) => p.id),
    ).toContain(draft.id);
    const counts = await alice.client.get(
      `/trpc/post.counts?input=${encodeURIComponent(JSON.stringify({ platform: 'linkedin' }))}`,
    );
    expect(
      (counts.body as { result: { data: { drafts: number } } }).result.data.drafts,
    ).toBeGreaterThanOrEqual(1);
    const onYoutube = await alice.client.get(
      `/trpc/post.counts?input=${encodeURIComponent(JSON.stringify({ platform: 'youtube' }))}`,
    );
    expect((onYoutube.body as { result: { data: unknown } }).result.data).toEqual({
      scheduled: 0,
      drafts: 0,
      published: 0,
      failed: 0,
    });
    await alice.client.request('DELETE', `/api/posts/${draft.id}`);
  });

  it('an untitled one is named by the start of its text in the server’s messages', async () => {
    const draft = (
      await alice.client.post(
        '/api/posts',
        payload({
          status: 'draft',
          title: null,
          textContent:
            'Ideas for the\n\nsummer launch: 🇫🇷 flags, 🎉 and a text far past forty characters',
        }),
      )
    ).body as Post;
    // One line, 40 characters (the flag and the emoji one each), no space before the ellipsis.
    const name = 'Ideas for the summer launch: 🇫🇷 flags, 🎉…';
    const inUse = await alice.client.request('DELETE', `/api/content/${image.id}`);
    expect(inUse.status).toBe(409);
    expect(message(inUse.body)).toBe(
      `This item is still used by the unpublished post "${name}". Remove it from the post or delete the post first.`,
    );
    const deleted = await alice.client.request('DELETE', `/api/posts/${draft.id}`);
    expect(deleted.status).toBe(200);
    expect(message(deleted.body)).toBe(`Deleted "${name}"`);
  });
});

describe('credits', () => {
  it('refuse scheduling beyond the available balance, even with concurrent requests', async () => {
    // Leave 12 credits: one post to three accounts holds 9, so two such requests cannot both pass.
    const { credits } = (await alice.client.get('/api/credits')).body as { credits: number };
    await applyCreditChange(server.core.db, {
      userId: alice.userId,
      amount: 12 - credits,
      kind: 'adjustment',
      description: 'test',
      idempotencyKey: `adjust:${alice.userId}`,
    });
    const three = payload({
      platforms: [accounts.twitter.id, accounts.linkedin.id, accounts.facebook.id],
    });
    const results = await Promise.all([
      alice.client.post('/api/posts', three),
      alice.client.post('/api/posts', three),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(message(refused?.body)).toBe('Insufficient credits. Please purchase more credits.');
    // 12 − 9 held = 3 left: one more single-account post fits, a second does not.
    expect(
      (await alice.client.post('/api/posts', payload({ platforms: [accounts.twitter.id] }))).status,
    ).toBe(200);
    const over = await alice.client.post(
      '/api/posts',
      payload({ platforms: [accounts.twitter.id] }),
    );
    expect(message(over.body)).toBe('Insufficient credits. Please purchase more credits.');
  });
});

describe('isolation', () => {
  it('another user cannot read, edit or delete the post, nor use its media or accounts', async () => {
    const [post] = (await alice.client.get('/api/posts/scheduled')).body as Post[];
    expect(post).toBeDefined();
    expect((await bob.client.get('/api/posts')).body).toEqual([]);
    expect(
      (
        await bob.client.request('PUT', `/api/posts/${post?.id}`, {
          body: { title: 'mine', textContent: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await bob.client.request('DELETE', `/api/posts/${post?.id}`)).status).toBe(404);
    const withAlicesAccount = await bob.client.post('/api/posts', payload({ attachments: [] }));
    expect(withAlicesAccount.status).toBe(400);
    const bobGroup = (await bob.client.post('/api/account-groups', { name: 'Bob' }))
      .body as AccountGroup;
    const bobsX = await connect(bob.client, bobGroup, 'twitter');
    const withAlicesMedia = await bob.client.post('/api/posts', payload({ platforms: [bobsX.id] }));
    expect(withAlicesMedia.status).toBe(400);
    expect(message(withAlicesMedia.body)).toMatch(/not found in your content library/);
  });
});
