import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { OAUTH_FLOWS, connectedToken } from '@fanout/sandbox/testing';
import { gifBytes, mediaFile, mp4Bytes, pngBytes } from '../testing/media-fixtures';
import { useSpecCheckedSandbox } from '../testing/spec-checked-sandbox';
import {
  platformFailure as failure,
  followUpInput,
  publishInput,
  resumedFollowUp,
  resumedInput,
} from '../testing/publisher-sandbox';
import { createTwitterPublisher } from './twitter-publisher';

const CHUNK = 4096;

let account: PublishAccount;

// Every X API request is checked against X's OpenAPI document; the OAuth token endpoint is not
// in it (X documents OAuth separately).
const { sandbox, spec } = useSpecCheckedSandbox('twitter', {
  prefix: '/sandbox/twitter/api',
  skip: ['/2/oauth2/token'],
});

beforeEach(async () => {
  const accessToken = await connectedToken(sandbox, OAUTH_FLOWS.twitter(), 'ada.lovelace');
  const me = await sandbox.app.inject({
    method: 'GET',
    url: '/sandbox/twitter/api/2/users/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { data } = me.json<{ data: { id: string; username: string } }>();
  account = { externalId: data.id, username: data.username, details: {}, accessToken };
});

const publisher = () => createTwitterPublisher(sandbox.context(), { chunkBytes: CHUNK });
const image = (size = 2048) =>
  mediaFile(pngBytes({ size }), { kind: 'image', mimeType: 'image/png' });
const video = (size = 10_000) =>
  mediaFile(mp4Bytes(size), { kind: 'video', mimeType: 'video/mp4' });
const requests = (fragment: string) => sandbox.count('twitter', fragment);

describe('X publisher', () => {
  it('publishes text and answers the id and the x.com URL', async () => {
    const run = publishInput({ account, text: 'Hello & <welcome> from Fanout' });
    const result = await publisher().publish(run);
    const [post] = sandbox.controller.publishing.posts('twitter');
    expect(result).toEqual({
      platformPostId: post?.id,
      url: `https://x.com/${account.username}/status/${post?.id}`,
    });
    expect(post).toMatchObject({
      account: account.externalId,
      text: 'Hello &amp; &lt;welcome&gt; from Fanout',
      media: [],
    });
    expect(run.events.filter((event) => event === 'irreversible')).toHaveLength(1);
    expect(run.saved['tweet.attemptedAt']).toBeTruthy();
    expect(run.observed.at(-1)).toMatchObject({ remaining: 99 });
  });

  it('uploads one image with the simple upload and attaches it', async () => {
    const run = publishInput({ account, text: 'One image', media: [image(3000)] });
    await publisher().publish(run);
    const [post] = sandbox.controller.publishing.posts('twitter');
    expect(post?.media).toEqual([{ kind: 'image', mimeType: 'image/png', bytes: 3000 }]);
    expect(post?.text).toMatch(/^One image https:\/\/t\.co\/\w+$/);
    expect(run.saved['media.0.id']).toMatch(/^\d+$/);
    expect(requests('/2/media/upload/initialize')).toBe(0);
  });

  it('attaches four images', async () => {
    const run = publishInput({
      account,
      text: 'Four',
      media: [image(), image(), image(), image(500)],
    });
    await publisher().publish(run);
    const [post] = sandbox.controller.publishing.posts('twitter');
    expect(post?.media.map((media) => media.bytes)).toEqual([2048, 2048, 2048, 500]);
  });

  it('uploads a video in chunks and waits for processing', async () => {
    sandbox.controller.publishing.processingMs = 300;
    const run = publishInput({ account, text: 'A video', media: [video(10_000)] });
    await publisher().publish(run);
    const [post] = sandbox.controller.publishing.posts('twitter');
    expect(post?.media).toEqual([{ kind: 'video', mimeType: 'video/mp4', bytes: 10_000 }]);
    expect(requests('/append')).toBe(3);
    expect(
      sandbox.controller.requests.filter(
        (r) => r.method === 'GET' && r.path.endsWith('/2/media/upload'),
      ).length,
    ).toBeGreaterThan(0);
    expect(run.saved).toMatchObject({ 'media.0.appended': '3', 'media.0.finalized': '1' });
  });

  it('sends a GIF through the chunked upload as tweet_gif', async () => {
    const gif = mediaFile(gifBytes(5000), { kind: 'image', mimeType: 'image/gif' });
    await publisher().publish(publishInput({ account, text: 'A GIF', media: [gif] }));
    expect(requests('/initialize')).toBe(1);
    expect(sandbox.controller.publishing.posts('twitter')[0]?.media).toEqual([
      { kind: 'video', mimeType: 'image/gif', bytes: 5000 },
    ]);
  });

  it('refuses a video with other media before calling X', async () => {
    const error = await failure(
      publisher().publish(publishInput({ account, text: 'x', media: [video(), image()] })),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(requests('/2/media')).toBe(0);
    expect(requests('/2/tweets')).toBe(0);
  });

  it('maps a refusal to invalid_content with X’s message', async () => {
    sandbox.controller.publishing.failNext('twitter', {
      kind: 'refuse',
      message: 'Duplicate content.',
    });
    const error = await failure(publisher().publish(publishInput({ account, text: 'No' })));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Duplicate content.');
    expect(sandbox.controller.publishing.posts()).toHaveLength(0);
  });

  it('maps a rate limit to rate_limited with retryAt and tells the sink', async () => {
    sandbox.controller.publishing.failNext('twitter', {
      kind: 'rate_limit',
      retryAfterSeconds: 120,
    });
    const run = publishInput({ account, text: 'Slow down' });
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(run.observed.at(-1)).toMatchObject({ remaining: 0 });
  });

  it('maps a temporary failure to transient', async () => {
    sandbox.controller.publishing.failNext('twitter', { kind: 'transient' });
    const error = await failure(publisher().publish(publishInput({ account, text: 'Later' })));
    expect(error.errorClass).toBe('transient');
  });

  it('after a lost answer, the post exists once and reconcile finds it', async () => {
    sandbox.controller.publishing.failNext('twitter', { kind: 'drop_answer' });
    const run = publishInput({ account, text: 'Lost & found', media: [image()] });
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('transient');
    expect(run.events.filter((event) => event === 'irreversible')).toHaveLength(1);
    const posts = sandbox.controller.publishing.posts('twitter');
    expect(posts).toHaveLength(1);

    const again = resumedInput(run);
    expect(await publisher().reconcile?.(again)).toEqual({
      platformPostId: posts[0]?.id,
      url: `https://x.com/${account.username}/status/${posts[0]?.id}`,
    });
  });

  it('reconcile answers null when no post has the text', async () => {
    await publisher().publish(publishInput({ account, text: 'Another post' }));
    const run = publishInput({
      account,
      text: 'Never arrived',
      handles: { 'tweet.attemptedAt': new Date().toISOString() },
    });
    expect(await publisher().reconcile?.(run)).toBeNull();
    expect(
      await publisher().reconcile?.(publishInput({ account, text: 'Another post' })),
    ).toBeNull();
  });

  it('resumes an interrupted chunked upload from the last saved segment', async () => {
    const first = publishInput({ account, text: 'Resumed', media: [video(10_000)] });
    const crashing = {
      ...first,
      saveHandle: async (name: string, value: string) => {
        await first.saveHandle(name, value);
        if (name === 'media.0.appended' && value === '2') throw new Error('worker crashed');
      },
    };
    await expect(publisher().publish(crashing)).rejects.toThrow('worker crashed');
    expect(requests('/append')).toBe(2);

    const second = resumedInput(first);
    await publisher().publish(second);
    expect(requests('/initialize')).toBe(1);
    expect(requests('/append')).toBe(3);
    expect(sandbox.controller.publishing.posts('twitter')[0]?.media[0]?.bytes).toBe(10_000);
  });

  it('sends who may reply as reply_settings, and no reply_settings for everyone', async () => {
    for (const replySettings of [
      'following',
      'mentionedUsers',
      'subscribers',
      'verified',
    ] as const) {
      await publisher().publish(
        publishInput({
          account,
          text: `Replies: ${replySettings}`,
          options: { platform: 'twitter', values: { replySettings } },
        }),
      );
    }
    await publisher().publish(
      publishInput({
        account,
        text: 'Replies: everyone',
        options: { platform: 'twitter', values: { replySettings: 'everyone' } },
      }),
    );
    await publisher().publish(publishInput({ account, text: 'Replies: no options' }));
    expect(
      sandbox.controller.publishing.posts('twitter').map((post) => [post.text, post.options]),
    ).toEqual([
      ['Replies: following', { reply_settings: 'following' }],
      ['Replies: mentionedUsers', { reply_settings: 'mentionedUsers' }],
      ['Replies: subscribers', { reply_settings: 'subscribers' }],
      ['Replies: verified', { reply_settings: 'verified' }],
      ['Replies: everyone', undefined],
      ['Replies: no options', undefined],
    ]);
  });

  it("refuses another network's options rather than posting without them", async () => {
    const run = publishInput({
      account,
      text: 'Wrong options',
      options: { platform: 'linkedin', values: { visibility: 'CONNECTIONS' } },
    });
    await expect(publisher().publish(run)).rejects.toThrow(
      'linkedin options were given to the twitter publisher',
    );
    expect(sandbox.controller.publishing.posts('twitter')).toEqual([]);
  });

  it('does not upload again media finished by an earlier run', async () => {
    sandbox.controller.publishing.failNext('twitter', { kind: 'transient' });
    const first = publishInput({ account, text: 'Retry', media: [image()] });
    await failure(publisher().publish(first));
    const uploads = requests('/2/media/upload');
    const second = resumedInput(first);
    await publisher().publish(second);
    expect(requests('/2/media/upload')).toBe(uploads);
    expect(sandbox.controller.publishing.posts('twitter')).toHaveLength(1);
  });
});

describe('X threads (ADR 0084)', () => {
  const thread = () => {
    const followUp = publisher().followUp;
    if (!followUp) throw new Error('X publishes threads');
    return followUp;
  };

  it('publishes each reply in reply to the one before, so the chain arrives in order', async () => {
    const root = await publisher().publish(publishInput({ account, text: 'A thread, 1/3' }));
    const rootRef = { platformPostId: root.platformPostId, handles: {} };
    const second = await thread().publish(followUpInput({ account, text: '2/3', root: rootRef }));
    const third = await thread().publish(
      followUpInput({
        account,
        text: '3/3',
        root: rootRef,
        parent: { platformPostId: second.platformPostId, handles: second.handles },
      }),
    );
    expect(third.url).toBe(`https://x.com/${account.username}/status/${third.platformPostId}`);
    const posts = sandbox.controller.publishing.posts('twitter');
    expect(posts.map((post) => [post.text, post.replyTo])).toEqual([
      ['A thread, 1/3', undefined],
      ['2/3', root.platformPostId],
      ['3/3', second.platformPostId],
    ]);
    expect(thread().kind).toBe('thread');
  });

  it('after a lost answer, reconcile finds the reply by its text and parent, never the post', async () => {
    const root = await publisher().publish(publishInput({ account, text: 'Same words' }));
    const rootRef = { platformPostId: root.platformPostId, handles: {} };
    sandbox.controller.publishing.failNext('twitter', { kind: 'drop_answer' });
    const run = followUpInput({ account, text: 'Same words', root: rootRef });
    expect((await failure(thread().publish(run))).errorClass).toBe('transient');
    expect(run.events).toContain('irreversible');
    const reply = sandbox.controller.publishing.posts('twitter').at(-1);
    expect(reply?.replyTo).toBe(root.platformPostId);
    expect(await thread().reconcile(resumedFollowUp(run))).toEqual({
      platformPostId: reply?.id,
      url: `https://x.com/${account.username}/status/${reply?.id}`,
      handles: {},
    });
    // The post's own reconcile still skips replies: it finds the post, not the reply.
    expect(
      await publisher().reconcile?.(
        publishInput({
          account,
          text: 'Same words',
          handles: { 'tweet.attemptedAt': new Date().toISOString() },
        }),
      ),
    ).toMatchObject({ platformPostId: root.platformPostId });
  });

  it('reconcile answers null when the reply never arrived; a missing parent is refused', async () => {
    const root = await publisher().publish(publishInput({ account, text: 'Root' }));
    const rootRef = { platformPostId: root.platformPostId, handles: {} };
    const run = followUpInput({
      account,
      text: 'Never sent',
      root: rootRef,
      handles: { 'tweet.attemptedAt': new Date().toISOString() },
    });
    expect(await thread().reconcile(run)).toBeNull();
    const orphan = followUpInput({
      account,
      text: 'Orphan',
      root: { platformPostId: '123456789', handles: {} },
    });
    expect((await failure(thread().publish(orphan))).errorClass).toBe('invalid_content');
  });
});

describe('X OpenAPI validation', () => {
  it('finds operations by template and refuses bad requests', () => {
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/2/tweets',
        body: { text: 'ok', media: { media_ids: ['1'] } },
      }),
    ).not.toThrow();
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/2/media/upload/123/append',
        contentType: 'multipart/form-data',
        body: { segment_index: '0', media: '<1 bytes>' },
      }),
    ).not.toThrow();
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/2/tweets',
        body: { text: 'x', colour: 'red' },
      }),
    ).toThrow(/colour/);
    expect(() =>
      spec.validator.validate({ method: 'POST', path: '/2/tweets', body: { text: 42 } }),
    ).toThrow(/must be string/);
    // X's reply_settings has no "everyone": that is its default, sent as no reply_settings.
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/2/tweets',
        body: { text: 'x', reply_settings: 'following' },
      }),
    ).not.toThrow();
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/2/tweets',
        body: { text: 'x', reply_settings: 'everyone' },
      }),
    ).toThrow(/reply_settings/);
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/2/media/upload/abc/append',
        contentType: 'multipart/form-data',
        body: { segment_index: '0', media: 'x' },
      }),
    ).toThrow(/pattern/);
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/2/media/upload/1/append',
        contentType: 'multipart/form-data',
        body: { segment_index: 'first', media: 'x' },
      }),
    ).toThrow(/integer/);
    expect(() => spec.validator.validate({ method: 'POST', path: '/2/posts', body: {} })).toThrow(
      /not an operation/,
    );
  });

  it('fails a sandbox request that breaks the spec', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/twitter/api/2/tweets',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { text: 'x', nullcast: 'yes' },
    });
    expect(response.statusCode).toBe(500);
    expect(spec.violations).toHaveLength(1);
    expect(spec.violations[0]).toMatch(/nullcast/);
    spec.violations.length = 0;
  });
});
