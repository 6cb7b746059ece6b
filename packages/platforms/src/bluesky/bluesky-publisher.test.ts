import { describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { mediaFile, mp4Bytes, pngBytes } from '../testing/media-fixtures';
import {
  platformFailure as failure,
  followUpInput,
  publishInput,
  resumedFollowUp,
  resumedInput,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';
import { TID_PATTERN } from './bluesky-tid';

const sandbox = usePublisherSandbox();

async function connect(handle = 'alice.bsky.social'): Promise<PublishAccount> {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: '/sandbox/bluesky/pds/xrpc/com.atproto.server.createSession',
    payload: { identifier: handle, password: 'abcd-1234-efgh-5678' },
  });
  const session = response.json<{ did: string; handle: string; accessJwt: string }>();
  return {
    externalId: session.did,
    username: session.handle,
    details: {},
    accessToken: session.accessJwt,
  };
}

async function readRecord(uri: string): Promise<Record<string, unknown>> {
  const [did, collection, rkey] = uri.replace('at://', '').split('/');
  const query = new URLSearchParams({
    repo: did ?? '',
    collection: collection ?? '',
    rkey: rkey ?? '',
  });
  const response = await sandbox.app.inject({
    method: 'GET',
    url: `/sandbox/bluesky/pds/xrpc/com.atproto.repo.getRecord?${query.toString()}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: Record<string, unknown> }>().value;
}

function image(width = 4, height = 3) {
  return mediaFile(pngBytes({ width, height }), {
    kind: 'image',
    mimeType: 'image/png',
    width,
    height,
  });
}

function byteRange(text: string, part: string) {
  const start = Buffer.byteLength(text.slice(0, text.indexOf(part)), 'utf8');
  return { byteStart: start, byteEnd: start + Buffer.byteLength(part, 'utf8') };
}

describe('Bluesky publisher', () => {
  it('posts text with link, mention and hashtag facets at UTF-8 byte offsets, under a saved TID key', async () => {
    const account = await connect();
    const text = 'Café ☕ launch with @bob.test — details https://fanout.example/launch #fanout 🎉';
    const input = publishInput({ account, text });
    const result = await sandbox.publishers().bluesky.publish(input);

    const rkey = input.saved.rkey ?? '';
    expect(rkey).toMatch(TID_PATTERN);
    expect(input.events).toEqual(['rkey', 'irreversible']);
    expect(result).toEqual({
      platformPostId: `at://${account.externalId}/app.bsky.feed.post/${rkey}`,
      url: `https://bsky.app/profile/alice.bsky.social/post/${rkey}`,
    });
    const bobDid = await connect('bob.test').then((bob) => bob.externalId);
    const record = await readRecord(result.platformPostId);
    expect(record).toMatchObject({ $type: 'app.bsky.feed.post', text });
    expect(record.facets).toEqual([
      {
        index: byteRange(text, '@bob.test'),
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: bobDid }],
      },
      {
        index: byteRange(text, 'https://fanout.example/launch'),
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://fanout.example/launch' }],
      },
      {
        index: byteRange(text, '#fanout'),
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'fanout' }],
      },
    ]);
    expect(sandbox.controller.publishing.posts('bluesky')).toEqual([
      expect.objectContaining({
        id: result.platformPostId,
        account: 'alice.bsky.social',
        text,
        media: [],
      }),
    ]);
    expect(input.observed.some((state) => state.remaining !== null && state.resetAt !== null)).toBe(
      true,
    );
  });

  it('leaves a mention of a handle nobody has as plain text', async () => {
    const account = await connect();
    const result = await sandbox
      .publishers()
      .bluesky.publish(publishInput({ account, text: 'hello @ghost.invalid' }));
    const record = await readRecord(result.platformPostId);
    expect(record.facets).toBeUndefined();
  });

  it('uploads one image and embeds it with alt text and aspect ratio', async () => {
    const account = await connect();
    const photo = image(4, 3);
    const input = publishInput({ account, text: 'one photo', media: [photo] });
    const result = await sandbox.publishers().bluesky.publish(input);
    const record = await readRecord(result.platformPostId);
    expect(record.embed).toEqual({
      $type: 'app.bsky.embed.images',
      images: [
        {
          image: JSON.parse(input.saved.blob0 ?? 'null') as unknown,
          alt: '',
          aspectRatio: { width: 4, height: 3 },
        },
      ],
    });
    expect(sandbox.controller.publishing.posts('bluesky')[0]?.media).toEqual([
      { kind: 'image', mimeType: 'image/png', bytes: photo.sizeBytes },
    ]);
  });

  it('embeds four images in order', async () => {
    const account = await connect();
    const photos = [image(1, 1), image(2, 1), image(3, 1), image(4, 1)];
    const input = publishInput({ account, text: 'four', media: photos });
    const result = await sandbox.publishers().bluesky.publish(input);
    const record = (await readRecord(result.platformPostId)) as {
      embed: { images: { aspectRatio: { width: number } }[] };
    };
    expect(record.embed.images.map((item) => item.aspectRatio.width)).toEqual([1, 2, 3, 4]);
    expect(input.events).toEqual(['rkey', 'blob0', 'blob1', 'blob2', 'blob3', 'irreversible']);
    expect(sandbox.count('bluesky', 'uploadBlob')).toBe(4);
  });

  it('uploads a video blob and embeds it as app.bsky.embed.video', async () => {
    const account = await connect();
    const video = mediaFile(mp4Bytes(300_000), {
      kind: 'video',
      mimeType: 'video/mp4',
      width: 1080,
      height: 1920,
      durationSeconds: 4,
    });
    const result = await sandbox
      .publishers()
      .bluesky.publish(publishInput({ account, text: 'clip', media: [video] }));
    const record = (await readRecord(result.platformPostId)) as { embed: Record<string, unknown> };
    expect(record.embed).toMatchObject({
      $type: 'app.bsky.embed.video',
      video: { $type: 'blob', mimeType: 'video/mp4', size: 300_000 },
      aspectRatio: { width: 1080, height: 1920 },
    });
  });

  it('is refused as invalid content with the PDS message, e.g. past 300 graphemes', async () => {
    const account = await connect();
    const tooLong = await failure(
      sandbox.publishers().bluesky.publish(publishInput({ account, text: 'é'.repeat(301) })),
    );
    expect(tooLong.errorClass).toBe('invalid_content');
    expect(tooLong.message).toContain('must not be longer than 300 graphemes');

    sandbox.controller.publishing.failNext('bluesky', {
      kind: 'refuse',
      message: 'Post rejected by moderation',
    });
    const refused = await failure(
      sandbox.publishers().bluesky.publish(publishInput({ account, text: 'hello' })),
    );
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toBe('Bluesky refused the post: Post rejected by moderation');
    expect(sandbox.controller.publishing.posts()).toEqual([]);
  });

  it('reports a rate limit with its reset time and hands the headers to the sink', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('bluesky', {
      kind: 'rate_limit',
      retryAfterSeconds: 120,
    });
    const input = publishInput({ account, text: 'hello' });
    const error = await failure(sandbox.publishers().bluesky.publish(input));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(input.observed).toContainEqual({ remaining: 0, resetAt: error.retryAt });
  });

  it('reports a server error as transient', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('bluesky', { kind: 'transient' });
    const error = await failure(
      sandbox.publishers().bluesky.publish(publishInput({ account, text: 'x' })),
    );
    expect(error.errorClass).toBe('transient');
  });

  it('after a lost answer the post exists once and reconcile finds it by its key', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('bluesky', { kind: 'drop_answer' });
    const publisher = sandbox.publishers().bluesky;
    const input = publishInput({ account, text: 'lost answer', media: [image()] });
    const error = await failure(publisher.publish(input));
    expect(error.errorClass).toBe('transient');
    expect(input.irreversible).toBe(true);
    const posts = sandbox.controller.publishing.posts('bluesky');
    expect(posts).toHaveLength(1);
    const found = await publisher.reconcile?.(resumedInput(input));
    expect(found).toEqual({
      platformPostId: posts[0]?.id,
      url: `https://bsky.app/profile/alice.bsky.social/post/${input.saved.rkey ?? ''}`,
    });
  });

  it('reconcile answers null when the record does not exist or no key was saved', async () => {
    const account = await connect();
    const publisher = sandbox.publishers().bluesky;
    sandbox.controller.publishing.failNext('bluesky', { kind: 'transient' });
    const input = publishInput({ account, text: 'never landed' });
    await failure(publisher.publish(input));
    expect(input.saved.rkey).toMatch(TID_PATTERN);
    expect(await publisher.reconcile?.(resumedInput(input))).toBeNull();
    expect(await publisher.reconcile?.(publishInput({ account, text: 'never sent' }))).toBeNull();
  });

  it('a second run reuses the saved blobs and key instead of uploading again', async () => {
    const account = await connect();
    const publisher = sandbox.publishers().bluesky;
    sandbox.controller.publishing.failNext('bluesky', { kind: 'transient' });
    const first = publishInput({ account, text: 'retry me', media: [image(), image()] });
    await failure(publisher.publish(first));
    const uploads = () => sandbox.count('bluesky', 'uploadBlob');
    expect(uploads()).toBe(2);

    const second = resumedInput(first);
    const result = await publisher.publish(second);
    expect(uploads()).toBe(2);
    expect(second.events).toEqual(['irreversible']);
    expect(result.platformPostId.endsWith(`/${first.saved.rkey ?? ''}`)).toBe(true);
    expect(sandbox.controller.publishing.posts('bluesky')).toHaveLength(1);
  });

  it('a refusal because a record holds its key already is the post an earlier run made', async () => {
    const account = await connect();
    const publisher = sandbox.publishers().bluesky;
    // The earlier run's answer was lost; this run does not know it landed, and sends it again.
    sandbox.controller.publishing.failNext('bluesky', { kind: 'drop_answer' });
    const first = publishInput({ account, text: 'sent twice' });
    await failure(publisher.publish(first));
    const again = resumedInput(first);
    const result = await publisher.publish(again);
    const posts = sandbox.controller.publishing.posts('bluesky');
    expect(posts).toHaveLength(1);
    expect(result.platformPostId).toBe(posts[0]?.id);
    expect(sandbox.count('bluesky', 'createRecord')).toBe(2);
  });
});

describe('Bluesky threads (ADR 0084)', () => {
  const thread = () => {
    const followUp = sandbox.publishers().bluesky.followUp;
    if (!followUp) throw new Error('Bluesky publishes threads');
    return followUp;
  };

  it('replies name the root and the post before, so the chain arrives in order', async () => {
    const account = await connect();
    const root = await sandbox
      .publishers()
      .bluesky.publish(publishInput({ account, text: 'A thread, 1/3' }));
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
    const posts = sandbox.controller.publishing.posts('bluesky');
    expect(posts.map((post) => [post.text, post.replyTo])).toEqual([
      ['A thread, 1/3', undefined],
      ['2/3', root.platformPostId],
      ['3/3', second.platformPostId],
    ]);
    const record = await readRecord(third.platformPostId);
    expect(record.reply).toMatchObject({
      root: { uri: root.platformPostId },
      parent: { uri: second.platformPostId, cid: second.handles.cid },
    });
  });

  it('after a lost answer, the reply exists once and reconcile finds it by its saved key', async () => {
    const account = await connect();
    const root = await sandbox
      .publishers()
      .bluesky.publish(publishInput({ account, text: 'Root' }));
    const rootRef = { platformPostId: root.platformPostId, handles: {} };
    sandbox.controller.publishing.failNext('bluesky', { kind: 'drop_answer' });
    const run = followUpInput({ account, text: 'Lost reply', root: rootRef });
    expect((await failure(thread().publish(run))).errorClass).toBe('transient');
    const reply = sandbox.controller.publishing.posts('bluesky').at(-1);
    const found = await thread().reconcile(resumedFollowUp(run));
    expect(found).toMatchObject({ platformPostId: reply?.id });
    // A second run of the same reply is refused by the key and answers the same reply.
    const again = await thread().publish(resumedFollowUp(run));
    expect(again.platformPostId).toBe(reply?.id);
    expect(sandbox.controller.publishing.posts('bluesky')).toHaveLength(2);
  });
});
