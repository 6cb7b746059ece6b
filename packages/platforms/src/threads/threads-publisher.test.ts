import { describe, expect, it } from 'vitest';
import { threadsUserId } from '@fanout/sandbox/testing';
import {
  followUpInput,
  platformFailure as failure,
  publishInput,
  resumedFollowUp,
  resumedInput,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';

const ACCOUNT = 'ada';
const SCOPES = ['threads_basic', 'threads_content_publish'];

describe('Threads publisher against the sandbox', () => {
  const sandbox = usePublisherSandbox();
  const publisher = () => sandbox.publishers().threads;
  const account = () => ({
    externalId: threadsUserId(ACCOUNT),
    username: ACCOUNT,
    details: {},
    accessToken: sandbox.token('threads', ACCOUNT, SCOPES),
  });
  const posts = () => sandbox.controller.publishing.posts('threads');

  it('publishes text: a TEXT container, then threads_publish, then the permalink', async () => {
    const run = publishInput({ account: account(), text: 'Hello from Fanout' });
    const result = await publisher().publish(run);

    const [post] = posts();
    expect(posts()).toHaveLength(1);
    expect(post).toMatchObject({
      account: threadsUserId(ACCOUNT),
      text: 'Hello from Fanout',
      media: [],
    });
    expect(result).toEqual({ platformPostId: post?.id, url: post?.url });
    expect(result.url).toMatch(/^https:\/\/www\.threads\.net\/@ada\/post\//);
    expect(run.events).toEqual(['containerCreatedAt', 'container', 'irreversible', 'mediaId']);
    const base = `/threads/graph/v1.0`;
    expect(sandbox.requests('threads')).toEqual([
      `POST ${base}/${threadsUserId(ACCOUNT)}/threads`,
      `GET ${base}/${run.saved.container}`,
      `POST ${base}/${threadsUserId(ACCOUNT)}/threads_publish`,
      `GET ${base}/${post?.id}`,
    ]);
  });

  it('publishes one image pulled from its public URL', async () => {
    const run = publishInput({ account: account(), text: 'A photo', media: [sandbox.image()] });
    await publisher().publish(run);
    const bytes = sandbox.image().sizeBytes;
    expect(posts()[0]?.media).toEqual([{ kind: 'image', mimeType: 'image/png', bytes }]);
  });

  it('publishes a carousel of images and a video, waiting for processing', async () => {
    sandbox.controller.publishing.processingMs = 150;
    const run = publishInput({
      account: account(),
      text: 'Carousel',
      media: [sandbox.image('a.png'), sandbox.image('b.png'), sandbox.video()],
    });
    await publisher().publish(run);

    expect(posts()[0]?.media.map((media) => media.kind)).toEqual(['image', 'image', 'video']);
    expect(Object.keys(run.saved)).toEqual(
      expect.arrayContaining(['item:0', 'item:1', 'item:2', 'container', 'mediaId']),
    );
    const polls = sandbox
      .requests('threads')
      .filter((line) => line.includes(run.saved.container ?? '?'));
    expect(polls.length).toBeGreaterThan(1);
  });

  it('publishes one video as a VIDEO container', async () => {
    sandbox.controller.publishing.processingMs = 50;
    const run = publishInput({ account: account(), media: [sandbox.video()] });
    await publisher().publish(run);
    expect(posts()[0]).toMatchObject({
      text: '',
      media: [{ kind: 'video', mimeType: 'video/mp4' }],
    });
  });

  it('refuses media whose URL does not answer, with Meta’s download error', async () => {
    const run = publishInput({ account: account(), media: [sandbox.missing('image')] });
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Media download has failed');
    expect(run.events).not.toContain('irreversible');
  });

  it('maps a refused publish to invalid_content with Threads’ message', async () => {
    sandbox.controller.publishing.failNext('threads', { kind: 'refuse', message: 'Spam detected' });
    const run = publishInput({ account: account(), text: 'x' });
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Spam detected');
    expect(posts()).toHaveLength(0);
  });

  it('maps throttling to rate_limited with retryAt from the usage headers', async () => {
    sandbox.controller.publishing.failNext('threads', {
      kind: 'rate_limit',
      retryAfterSeconds: 600,
    });
    const run = publishInput({ account: account(), text: 'x' });
    const before = Date.now();
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(run.observed.some((state) => state.resetAt !== null)).toBe(true);
  });

  it('maps a transient Graph error to transient', async () => {
    sandbox.controller.publishing.failNext('threads', { kind: 'transient' });
    const run = publishInput({ account: account(), text: 'x' });
    expect((await failure(publisher().publish(run))).errorClass).toBe('transient');
    expect(run.events).toContain('irreversible');
    expect(posts()).toHaveLength(0);
  });

  it('after a lost publish answer, the post exists once and reconcile finds it', async () => {
    sandbox.controller.publishing.failNext('threads', { kind: 'drop_answer' });
    const run = publishInput({ account: account(), text: 'Lost answer' });
    await failure(publisher().publish(run));
    expect(run.events.at(-1)).toBe('irreversible');
    expect(posts()).toHaveLength(1);

    const later = resumedInput(run);
    const found = await publisher().reconcile?.(later);
    expect(found).toEqual({ platformPostId: posts()[0]?.id, url: posts()[0]?.url });
  });

  it('reconcile answers null when the container was never published', async () => {
    sandbox.controller.publishing.failNext('threads', { kind: 'transient' });
    const run = publishInput({ account: account(), text: 'Not out' });
    await failure(publisher().publish(run));
    expect(run.saved.container).toBeDefined();
    const later = resumedInput(run);
    expect(await publisher().reconcile?.(later)).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('resumes from saved containers without making them again', async () => {
    sandbox.controller.publishing.failNext('threads', { kind: 'transient' });
    const media = [sandbox.image('a.png'), sandbox.image('b.png')];
    const first = publishInput({ account: account(), text: 'Resume', media });
    await failure(publisher().publish(first));
    const created = () => sandbox.requests('threads').filter((line) => line.endsWith('/threads'));
    expect(created()).toHaveLength(3);

    const second = resumedInput(first);
    const result = await publisher().publish(second);
    expect(created()).toHaveLength(3);
    expect(result.platformPostId).toBe(posts()[0]?.id);
    expect(posts()).toHaveLength(1);
  });

  it('of two runs publishing one container within the latency, the refused one finds the post', async () => {
    sandbox.controller.publishing.failNext('threads', { kind: 'transient' });
    const first = publishInput({ account: account(), text: 'Two at once' });
    await failure(publisher().publish(first));
    // A run woken from a pause and its successor: both see the container ready, both publish it.
    sandbox.controller.publishing.latencyMs = 100;
    try {
      const results = await Promise.all([
        publisher().publish(resumedInput(first)),
        publisher().publish(resumedInput(first)),
      ]);
      expect(posts()).toHaveLength(1);
      expect(results.map((result) => result.platformPostId)).toEqual([
        posts()[0]?.id,
        posts()[0]?.id,
      ]);
    } finally {
      sandbox.controller.publishing.latencyMs = 0;
    }
  });
});

describe('Threads replies (ADR 0084)', () => {
  const sandbox = usePublisherSandbox();
  const REPLY_SCOPES = [...SCOPES, 'threads_manage_replies', 'threads_read_replies'];
  const accountOf = (name: string, scopes = REPLY_SCOPES) => ({
    externalId: threadsUserId(name),
    username: name,
    details: {},
    accessToken: sandbox.token('threads', name, scopes),
  });
  const account = () => accountOf(ACCOUNT);
  const publisher = () => sandbox.publishers().threads;
  const thread = () => {
    const followUp = publisher().followUp;
    if (!followUp) throw new Error('Threads publishes threads');
    return followUp;
  };
  const posts = () => sandbox.controller.publishing.posts('threads');
  const base = `/threads/graph/v1.0`;
  const user = threadsUserId(ACCOUNT);
  const rootOf = async (text: string) => {
    const root = await publisher().publish(publishInput({ account: account(), text }));
    return { platformPostId: root.platformPostId, handles: {} };
  };

  it('publishes each reply in reply to the one before: a reply container, then threads_publish', async () => {
    const root = await rootOf('A thread, 1/3');
    const run = followUpInput({ account: account(), text: '2/3', root });
    const second = await thread().publish(run);
    const third = await thread().publish(
      followUpInput({
        account: account(),
        text: '3/3',
        root,
        parent: { platformPostId: second.platformPostId, handles: second.handles },
      }),
    );
    expect(posts().map((post) => [post.text, post.replyTo])).toEqual([
      ['A thread, 1/3', undefined],
      ['2/3', root.platformPostId],
      ['3/3', second.platformPostId],
    ]);
    expect(second).toEqual({ platformPostId: posts()[1]?.id, url: posts()[1]?.url, handles: {} });
    expect(third.url).toMatch(/^https:\/\/www\.threads\.net\/@ada\/post\//);
    expect(run.events).toEqual(['containerCreatedAt', 'container', 'irreversible', 'mediaId']);
    expect(sandbox.requests('threads').slice(4, 8)).toEqual([
      `POST ${base}/${user}/threads`,
      `GET ${base}/${run.saved.container}`,
      `POST ${base}/${user}/threads_publish`,
      `GET ${base}/${second.platformPostId}`,
    ]);
    expect(thread().kind).toBe('thread');
  });

  it('after a lost answer, reconcile finds the reply by its container and parent, once', async () => {
    const root = await rootOf('Same words');
    // Another account's reply with the same words to the same post is not ours.
    const bob = accountOf('bob');
    await thread().publish(followUpInput({ account: bob, text: 'Same words', root }));
    sandbox.controller.publishing.failNext('threads', { kind: 'drop_answer' });
    const run = followUpInput({ account: account(), text: 'Same words', root });
    expect((await failure(thread().publish(run))).errorClass).toBe('transient');
    expect(run.events.at(-1)).toBe('irreversible');
    const reply = posts().at(-1);
    expect(reply).toMatchObject({ account: user, replyTo: root.platformPostId });
    expect(await thread().reconcile(resumedFollowUp(run))).toEqual({
      platformPostId: reply?.id,
      url: reply?.url,
      handles: {},
    });
    expect(sandbox.count('threads', '/replies', 'GET')).toBe(1);
  });

  it('a second run after a lost answer reuses the saved container and publishes nothing more', async () => {
    const root = await rootOf('Root');
    sandbox.controller.publishing.failNext('threads', { kind: 'drop_answer' });
    const run = followUpInput({ account: account(), text: 'Only once', root });
    await failure(thread().publish(run));
    const again = await thread().publish(resumedFollowUp(run));
    expect(again.platformPostId).toBe(posts().at(-1)?.id);
    expect(posts()).toHaveLength(2);
    const calls = (edge: string) =>
      sandbox.requests('threads').filter((line) => line === `POST ${base}/${user}/${edge}`);
    expect(calls('threads')).toHaveLength(2);
    expect(calls('threads_publish')).toHaveLength(2);
  });

  it('reconcile answers null when the reply never went out', async () => {
    const root = await rootOf('Root');
    const never = followUpInput({ account: account(), text: 'Never made', root });
    expect(await thread().reconcile(never)).toBeNull();
    sandbox.controller.publishing.failNext('threads', { kind: 'transient' });
    const run = followUpInput({ account: account(), text: 'Not out', root });
    expect((await failure(thread().publish(run))).errorClass).toBe('transient');
    expect(run.saved.container).toBeDefined();
    expect(await thread().reconcile(resumedFollowUp(run))).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('classifies refusals: a refused publish, an unknown parent, a token that may not reply', async () => {
    const root = await rootOf('Root');
    sandbox.controller.publishing.failNext('threads', { kind: 'refuse', message: 'Spam detected' });
    const refused = await failure(
      thread().publish(followUpInput({ account: account(), text: 'x', root })),
    );
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Spam detected');
    const orphan = followUpInput({
      account: account(),
      text: 'Orphan',
      root: { platformPostId: '17999999999999999', handles: {} },
    });
    const unknown = await failure(thread().publish(orphan));
    expect(unknown.errorClass).toBe('invalid_content');
    expect(unknown.message).toContain('reply_to_id');
    expect(orphan.events).not.toContain('irreversible');
    const unscoped = followUpInput({ account: accountOf(ACCOUNT, SCOPES), text: 'x', root });
    expect((await failure(thread().publish(unscoped))).errorClass).toBe('auth');
    expect(posts()).toHaveLength(1);
  });
});
