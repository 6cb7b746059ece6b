import { describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import {
  OAUTH_FLOWS,
  connectedToken,
  setTikTokCreator,
  tikTokOpenId,
} from '@fanout/sandbox/testing';
import { defaultNetworkOptions, type NetworkOptionsOf } from '@fanout/shared';
import { mediaFile, mp4Bytes } from '../testing/media-fixtures';
import {
  platformFailure as failure,
  publishInput,
  resumedInput,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';
import { createTikTokPublisher } from './tiktok-publisher';

const MIB = 1024 * 1024;
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9,
]);

const sandbox = usePublisherSandbox();

async function connect(name = 'dance_crew'): Promise<PublishAccount> {
  return {
    externalId: tikTokOpenId(name),
    username: name,
    details: {},
    accessToken: await connectedToken(sandbox, OAUTH_FLOWS.tiktok(), name),
  };
}

function video(size = 2 * MIB) {
  return mediaFile(mp4Bytes(size), {
    kind: 'video',
    mimeType: 'video/mp4',
    width: 1080,
    height: 1920,
    durationSeconds: 15,
  });
}

// The photos TikTok pulls, served beside the sandbox like the product's signed media URLs.
function photo() {
  const publicUrl = sandbox.serve('photo.jpg', 'image/jpeg', JPEG);
  return mediaFile(JPEG, { kind: 'image', mimeType: 'image/jpeg', publicUrl });
}

/** 5 MiB chunks: an 11 MiB video goes up as two (5 MiB, then the 6 MiB remainder). */
function smallChunkPublisher(options: { pollTimeoutMs?: number } = {}) {
  return createTikTokPublisher(sandbox.context(options), { chunkBytes: 5 * MIB });
}

function count(fragment: string) {
  return sandbox.count('tiktok', fragment);
}

describe('TikTok publisher', () => {
  it('posts a small video as one chunk and polls the publish status through processing', async () => {
    const account = await connect();
    sandbox.controller.publishing.processingMs = 60;
    const input = publishInput({ account, text: 'new routine #dance', media: [video()] });
    const result = await sandbox.publishers().tiktok.publish(input);

    expect(result.url).toBe(`https://www.tiktok.com/@dance_crew/video/${result.platformPostId}`);
    expect(result.platformPostId).toMatch(/^\d{19}$/);
    expect(input.events).toEqual(['publishId', 'uploadUrl', 'irreversible']);
    expect(count('creator_info/query')).toBe(1);
    expect(count('video/init')).toBe(1);
    expect(count('/upload/video/')).toBe(1);
    expect(count('status/fetch')).toBeGreaterThan(1);
    expect(sandbox.controller.publishing.posts('tiktok')).toEqual([
      expect.objectContaining({
        id: result.platformPostId,
        text: 'new routine #dance',
        media: [{ kind: 'video', mimeType: 'video/mp4', bytes: 2 * MIB }],
      }),
    ]);
  });

  it('uploads a larger video in chunks, the last taking the remainder', async () => {
    const account = await connect();
    const input = publishInput({ account, text: 'long take', media: [video(11 * MIB)] });
    await smallChunkPublisher().publish(input);
    expect(count('/upload/video/')).toBe(2);
    expect(input.events).toEqual(['publishId', 'uploadUrl', 'uploadedChunks', 'irreversible']);
    expect(sandbox.controller.publishing.posts('tiktok')[0]?.media).toEqual([
      { kind: 'video', mimeType: 'video/mp4', bytes: 11 * MIB },
    ]);
  });

  describe("the variant's options and the creator's settings", () => {
    const tiktok = (values: Partial<NetworkOptionsOf<'tiktok'>>) => ({
      platform: 'tiktok' as const,
      values: { ...defaultNetworkOptions('tiktok'), ...values },
    });
    const sent = () => sandbox.controller.publishing.posts('tiktok').map((post) => post.options);

    it('posts publicly with every interaction on and no disclosure by default', async () => {
      const account = await connect();
      await sandbox
        .publishers()
        .tiktok.publish(publishInput({ account, text: 'x', media: [video()] }));
      expect(sent()).toEqual([
        {
          privacy_level: 'PUBLIC_TO_EVERYONE',
          disable_comment: false,
          disable_duet: false,
          disable_stitch: false,
          brand_content_toggle: false,
          brand_organic_toggle: false,
        },
      ]);
    });

    it('sends the chosen privacy level, interactions and disclosure of a video', async () => {
      const account = await connect();
      const options = tiktok({
        privacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
        allowComments: false,
        allowStitch: false,
        brandOrganic: true,
        brandedContent: true,
      });
      await sandbox
        .publishers()
        .tiktok.publish(publishInput({ account, text: 'x', media: [video()], options }));
      expect(sent()).toEqual([
        {
          privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
          disable_comment: true,
          disable_duet: false,
          disable_stitch: true,
          brand_content_toggle: true,
          brand_organic_toggle: true,
        },
      ]);
    });

    it('sends comments and the disclosure of a photo post, which has no Duets or Stitches', async () => {
      const account = await connect();
      const options = tiktok({
        privacyLevel: 'FOLLOWER_OF_CREATOR',
        allowComments: false,
        allowDuet: false,
        brandOrganic: true,
      });
      await sandbox
        .publishers()
        .tiktok.publish(publishInput({ account, text: 'x', media: [photo()], options }));
      expect(sent()).toEqual([
        {
          privacy_level: 'FOLLOWER_OF_CREATOR',
          disable_comment: true,
          brand_content_toggle: false,
          brand_organic_toggle: true,
        },
      ]);
    });

    it('keeps off the interactions the creator turned off, whatever the options allow', async () => {
      setTikTokCreator(sandbox.controller, 'no_duets', {
        duetDisabled: true,
        commentDisabled: true,
      });
      const account = await connect('no_duets');
      await sandbox.publishers().tiktok.publish(
        publishInput({
          account,
          text: 'x',
          media: [video()],
          options: tiktok({ allowComments: true }),
        }),
      );
      expect(sent()).toEqual([
        expect.objectContaining({
          disable_comment: true,
          disable_duet: true,
          disable_stitch: false,
        }),
      ]);
    });

    it("refuses a privacy level the creator is not offered, naming it and the creator's, before init", async () => {
      setTikTokCreator(sandbox.controller, 'unaudited', { privacyLevelOptions: ['SELF_ONLY'] });
      const account = await connect('unaudited');
      const error = await failure(
        sandbox.publishers().tiktok.publish(
          publishInput({
            account,
            text: 'x',
            media: [video()],
            options: tiktok({ privacyLevel: 'FOLLOWER_OF_CREATOR' }),
          }),
        ),
      );
      expect(error.errorClass).toBe('invalid_content');
      expect(error.message).toBe(
        'TikTok does not offer this account the privacy level FOLLOWER_OF_CREATOR (its options: SELF_ONLY): choose one of them',
      );
      expect(count('video/init')).toBe(0);
    });

    it('refuses branded content that could only be posted privately', async () => {
      setTikTokCreator(sandbox.controller, 'unaudited', { privacyLevelOptions: ['SELF_ONLY'] });
      const account = await connect('unaudited');
      const error = await failure(
        sandbox.publishers().tiktok.publish(
          publishInput({
            account,
            text: 'x',
            media: [photo()],
            options: tiktok({ brandedContent: true }),
          }),
        ),
      );
      expect(error.errorClass).toBe('invalid_content');
      expect(error.message).toContain('TikTok does not let branded content be private (SELF_ONLY)');
      expect(count('content/init')).toBe(0);
    });
  });

  it('refuses a video longer than the creator may post, before any upload', async () => {
    const account = await connect();
    const long = mediaFile(mp4Bytes(1000), {
      kind: 'video',
      mimeType: 'video/mp4',
      durationSeconds: 601,
    });
    const error = await failure(
      sandbox.publishers().tiktok.publish(publishInput({ account, text: 'x', media: [long] })),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('up to 600 s');
    expect(count('video/init')).toBe(0);
  });

  it('posts photos that TikTok pulls from their public URLs', async () => {
    const account = await connect();
    sandbox.controller.publishing.processingMs = 30;
    const input = publishInput({
      account,
      text: 'Two views\nof the same stage',
      media: [photo(), photo()],
    });
    const result = await sandbox.publishers().tiktok.publish(input);
    expect(result.url).toBe(`https://www.tiktok.com/@dance_crew/photo/${result.platformPostId}`);
    expect(input.events).toEqual(['irreversible', 'publishId']);
    expect(sandbox.controller.publishing.posts('tiktok')).toEqual([
      expect.objectContaining({
        text: 'Two views\nof the same stage',
        media: [
          { kind: 'image', mimeType: 'image/jpeg', bytes: JPEG.length },
          { kind: 'image', mimeType: 'image/jpeg', bytes: JPEG.length },
        ],
      }),
    ]);
  });

  it("reports a FAILED publish as invalid content with TikTok's reason, and reconcile says it does not exist", async () => {
    const account = await connect();
    const publisher = sandbox.publishers().tiktok;
    const input = publishInput({
      account,
      text: 'broken link',
      media: [
        mediaFile(JPEG, {
          kind: 'image',
          mimeType: 'image/jpeg',
          publicUrl: sandbox.serve('page.html', 'text/html', Buffer.from('<p>not a photo</p>')),
        }),
      ],
    });
    const error = await failure(publisher.publish(input));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toBe('TikTok could not publish the post: file_format_check_failed');
    expect(sandbox.controller.publishing.posts()).toEqual([]);
    expect(await publisher.reconcile?.(resumedInput(input))).toBeNull();
  });

  it('flags photos TikTok could not pull (photo_pull_failed) as a media fetch, for core to judge', async () => {
    const account = await connect();
    const publisher = sandbox.publishers().tiktok;
    // Our media URL does not answer (yet): what TikTok meets while our server restarts.
    const publicUrl = `${sandbox.origin}/media/restarting.jpg?signature=sig`;
    const input = publishInput({
      account,
      text: 'pulled while we restarted',
      media: [mediaFile(JPEG, { kind: 'image', mimeType: 'image/jpeg', publicUrl })],
    });
    const error = await failure(publisher.publish(input));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.mediaFetch).toBe(true);
    expect(error.message).toBe('TikTok could not publish the post: photo_pull_failed');
    expect(sandbox.controller.publishing.posts()).toEqual([]);

    // The next try (our server back) starts a new publish: the failed publish id is spent.
    sandbox.serve('restarting.jpg', 'image/jpeg', JPEG);
    const retry = resumedInput(input);
    const result = await publisher.publish(retry);
    expect(retry.events).toEqual(['irreversible', 'publishId']);
    expect(retry.saved.publishId).not.toBe(input.saved.publishId);
    expect(count('content/init')).toBe(2);
    expect(sandbox.controller.publishing.posts('tiktok').map((post) => post.id)).toEqual([
      result.platformPostId,
    ]);
  });

  it("is refused as invalid content with TikTok's message", async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('tiktok', {
      kind: 'refuse',
      message: 'The video does not meet the content guidelines.',
    });
    const error = await failure(
      sandbox.publishers().tiktok.publish(publishInput({ account, text: 'x', media: [video()] })),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toBe(
      'TikTok refused the video upload: The video does not meet the content guidelines.',
    );
  });

  it('reports rate_limit_exceeded as rate limited with a retry time given to the sink', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('tiktok', { kind: 'rate_limit', retryAfterSeconds: 60 });
    const input = publishInput({ account, text: 'x', media: [photo()] });
    const error = await failure(sandbox.publishers().tiktok.publish(input));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(input.observed).toEqual([{ remaining: null, resetAt: error.retryAt }]);
  });

  it('reports an internal error as transient, and running out of polling time too', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('tiktok', { kind: 'transient' });
    const error = await failure(
      sandbox.publishers().tiktok.publish(publishInput({ account, text: 'x', media: [video()] })),
    );
    expect(error.errorClass).toBe('transient');

    sandbox.controller.publishing.processingMs = 60_000;
    const slow = await failure(
      smallChunkPublisher({ pollTimeoutMs: 50 }).publish(
        publishInput({ account, text: 'y', media: [video()] }),
      ),
    );
    expect(slow.errorClass).toBe('transient');
    expect(slow.message).toContain('PROCESSING_UPLOAD');
  });

  it('after a lost answer to the last chunk the post exists once and reconcile finds it by publish id', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('tiktok', { kind: 'drop_answer' });
    const publisher = sandbox.publishers().tiktok;
    const input = publishInput({ account, text: 'lost', media: [video()] });
    const error = await failure(publisher.publish(input));
    expect(error.errorClass).toBe('transient');
    expect(input.irreversible).toBe(true);
    const posts = sandbox.controller.publishing.posts('tiktok');
    expect(posts).toHaveLength(1);
    expect(await publisher.reconcile?.(resumedInput(input))).toEqual({
      platformPostId: posts[0]?.id,
      url: `https://www.tiktok.com/@dance_crew/video/${posts[0]?.id ?? ''}`,
    });
  });

  it('reconcile answers null for a video that never got a publish id', async () => {
    const account = await connect();
    expect(
      await sandbox
        .publishers()
        .tiktok.reconcile?.(publishInput({ account, text: 'x', media: [video()] })),
    ).toBeNull();
  });

  it('reconciles a photo post by its publish id through the status endpoint', async () => {
    const account = await connect();
    const publisher = sandbox.publishers().tiktok;
    const input = publishInput({ account, text: 'found by status', media: [photo()] });
    const published = await publisher.publish(input);
    expect(await publisher.reconcile?.(resumedInput(input))).toEqual(published);
  });

  it('says precisely what is unknown for a photo post that never got a publish id', async () => {
    const account = await connect();
    const input = publishInput({ account, text: 'x', media: [photo()] });
    const error = await failure(
      Promise.resolve().then(() => sandbox.publishers().tiktok.reconcile?.(input)),
    );
    expect(error.unverifiable).toBe(true);
    expect(error.message).toContain("TikTok's status endpoint can only be asked with that id");
  });

  it('a second run continues the upload after the chunks already sent', async () => {
    const account = await connect();
    const publisher = smallChunkPublisher();
    sandbox.controller.publishing.failNext('tiktok', { kind: 'transient' });
    const first = publishInput({ account, text: 'resume', media: [video(11 * MIB)] });
    await failure(publisher.publish(first));
    expect(first.saved.uploadedChunks).toBe('1');
    expect(count('/upload/video/')).toBe(2);

    const second = resumedInput(first);
    const result = await publisher.publish(second);
    expect(count('video/init')).toBe(1);
    expect(count('/upload/video/')).toBe(3);
    expect(second.events).toEqual(['irreversible']);
    expect(sandbox.controller.publishing.posts('tiktok').map((post) => post.id)).toEqual([
      result.platformPostId,
    ]);
  });
});
