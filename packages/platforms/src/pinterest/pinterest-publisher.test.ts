import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { OAUTH_FLOWS, connectedToken } from '@fanout/sandbox/testing';
import { mediaFile, mp4Bytes, pngBytes } from '../testing/media-fixtures';
import { useSpecCheckedSandbox } from '../testing/spec-checked-sandbox';
import {
  platformFailure as failure,
  publishInput,
  resumedInput,
} from '../testing/publisher-sandbox';
import { createPinterestPublisher } from './pinterest-publisher';

let account: PublishAccount;

// Every request to the Pinterest API host is checked against Pinterest's OpenAPI document, the
// OAuth token endpoint included; the S3-style upload form is not Pinterest's API.
const { sandbox, spec } = useSpecCheckedSandbox('pinterest', { prefix: '/sandbox/pinterest/api' });

beforeEach(async () => {
  const accessToken = await connectedToken(sandbox, OAUTH_FLOWS.pinterest(), 'grace.hopper');
  const boards = await sandbox.app.inject({
    method: 'GET',
    url: '/sandbox/pinterest/api/v5/boards?page_size=100',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [board] = boards.json<{ items: { id: string; name: string }[] }>().items;
  account = {
    externalId: 'grace_hopper',
    username: 'grace_hopper',
    details: { boardId: board?.id ?? '', boardName: board?.name ?? '' },
    accessToken,
  };
});

const publisher = () => createPinterestPublisher(sandbox.context());
const image = (name: string, size = 2048) => {
  const bytes = pngBytes({ size });
  const publicUrl = sandbox.serve(`${name}.png`, 'image/png', bytes);
  return mediaFile(bytes, { kind: 'image', mimeType: 'image/png', publicUrl });
};
const video = (size = 30_000) =>
  mediaFile(mp4Bytes(size), { kind: 'video', mimeType: 'video/mp4' });
const requests = (method: string, fragment: string) => sandbox.count('pinterest', fragment, method);

describe('Pinterest publisher', () => {
  it('pins one image by URL on the chosen board, titled by the first line', async () => {
    const run = publishInput({
      account,
      text: 'Autumn leaves\nA walk in the park',
      media: [image('a', 3000)],
    });
    const result = await publisher().publish(run);
    const [pin] = sandbox.controller.publishing.posts('pinterest');
    expect(result).toEqual({
      platformPostId: pin?.id,
      url: `https://www.pinterest.com/pin/${pin?.id}/`,
    });
    expect(pin).toMatchObject({
      account: 'grace_hopper',
      text: 'Autumn leaves\nAutumn leaves\nA walk in the park',
      media: [{ kind: 'image', mimeType: 'image/png', bytes: 3000 }],
    });
    expect(run.events.filter((event) => event === 'irreversible')).toHaveLength(1);
    expect(run.observed.at(-1)).toMatchObject({ remaining: 99 });
  });

  it('uses the post title when there is one', async () => {
    const run = publishInput({ account, text: 'Body', title: 'The title', media: [image('t')] });
    await publisher().publish(run);
    expect(sandbox.controller.publishing.posts('pinterest')[0]?.text).toBe('The title\nBody');
  });

  describe("the variant's options", () => {
    /** The user's other board, as Pinterest lists it. */
    async function otherBoard(): Promise<string> {
      const boards = await sandbox.app.inject({
        method: 'GET',
        url: '/sandbox/pinterest/api/v5/boards?page_size=100',
        headers: { authorization: `Bearer ${account.accessToken}` },
      });
      const ids = boards.json<{ items: { id: string }[] }>().items.map((board) => board.id);
      const other = ids.find((id) => id !== account.details.boardId);
      if (!other) throw new Error('the sandbox user has a second board');
      return other;
    }
    const options = (values: { boardId?: string; title?: string; link?: string }) => ({
      platform: 'pinterest' as const,
      values: { boardId: null, title: null, link: null, ...values },
    });

    it('pins on its board, with its title and link, after checking the board is the user’s', async () => {
      const boardId = await otherBoard();
      const listed = requests('GET', '/v5/boards');
      await publisher().publish(
        publishInput({
          account,
          text: 'Autumn leaves',
          media: [image('o')],
          options: options({ boardId, title: 'Leaves', link: 'https://fanout.example/leaves' }),
        }),
      );
      await publisher().publish(publishInput({ account, text: 'Defaults', media: [image('d')] }));
      // One list, for the board that is not the connected one.
      expect(requests('GET', '/v5/boards')).toBe(listed + 1);
      expect(sandbox.controller.publishing.posts('pinterest').map((pin) => pin.options)).toEqual([
        { board_id: boardId, title: 'Leaves', link: 'https://fanout.example/leaves' },
        { board_id: account.details.boardId, title: 'Defaults', link: null },
      ]);
    });

    it('refuses a board that is not among the user’s, naming it, before uploading anything', async () => {
      const boardId = '7'.repeat(18);
      const run = publishInput({
        account,
        text: 'Nowhere',
        media: [video()],
        options: options({ boardId }),
      });
      const error = await failure(publisher().publish(run));
      expect(error.errorClass).toBe('invalid_content');
      expect(error.message).toBe(
        `boardId ${boardId} is not one of this account's Pinterest boards: choose one of its boards for this post`,
      );
      expect(requests('POST', '/v5/media')).toBe(0);
      expect(run.irreversible).toBe(false);
      expect(sandbox.controller.publishing.posts('pinterest')).toEqual([]);
    });

    it("reconciles on the variant's board with the variant's title", async () => {
      const boardId = await otherBoard();
      sandbox.controller.publishing.failNext('pinterest', { kind: 'drop_answer' });
      const run = publishInput({
        account,
        text: 'Lost pin',
        media: [image('l')],
        options: options({ boardId, title: 'Own title' }),
      });
      await failure(publisher().publish(run));
      const [pin] = sandbox.controller.publishing.posts('pinterest');
      expect(await publisher().reconcile?.(resumedInput(run))).toEqual({
        platformPostId: pin?.id,
        url: `https://www.pinterest.com/pin/${pin?.id}/`,
      });
      expect(requests('GET', `/v5/boards/${boardId}/pins`)).toBe(1);
    });
  });

  it('pins several images as a carousel', async () => {
    const media = [image('c1'), image('c2'), image('c3', 999)];
    await publisher().publish(publishInput({ account, text: 'Carousel', media }));
    expect(sandbox.controller.publishing.posts('pinterest')[0]?.media.map((m) => m.bytes)).toEqual([
      2048, 2048, 999,
    ]);
  });

  it('refuses an image URL that does not answer an image', async () => {
    const broken = mediaFile(pngBytes(), {
      kind: 'image',
      mimeType: 'image/png',
      publicUrl: sandbox.serve('page.html', 'text/html', Buffer.from('<html></html>')),
    });
    const error = await failure(
      publisher().publish(publishInput({ account, text: 'x', media: [broken] })),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('did not answer an image');
  });

  it('uploads a video, waits for processing and pins it', async () => {
    sandbox.controller.publishing.processingMs = 300;
    const run = publishInput({ account, text: 'A video', media: [video(30_000)] });
    await publisher().publish(run);
    expect(sandbox.controller.publishing.posts('pinterest')[0]?.media).toEqual([
      { kind: 'video', mimeType: null, bytes: 30_000 },
    ]);
    expect(run.saved['video.mediaId']).toMatch(/^\d+$/);
    expect(requests('POST', '/pinterest/media-upload/')).toBe(1);
    expect(requests('GET', '/v5/media/')).toBeGreaterThan(1);
  });

  it('maps a refusal to invalid_content with Pinterest’s message', async () => {
    sandbox.controller.publishing.failNext('pinterest', {
      kind: 'refuse',
      message: 'Spam detected.',
    });
    const error = await failure(
      publisher().publish(publishInput({ account, text: 'x', media: [image('r')] })),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Spam detected.');
  });

  it('maps a rate limit to rate_limited with retryAt and tells the sink', async () => {
    sandbox.controller.publishing.failNext('pinterest', {
      kind: 'rate_limit',
      retryAfterSeconds: 90,
    });
    const run = publishInput({ account, text: 'x', media: [image('l')] });
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(run.observed.at(-1)).toMatchObject({ remaining: 0 });
  });

  it('maps a temporary failure to transient', async () => {
    sandbox.controller.publishing.failNext('pinterest', { kind: 'transient' });
    const error = await failure(
      publisher().publish(publishInput({ account, text: 'x', media: [image('s')] })),
    );
    expect(error.errorClass).toBe('transient');
  });

  describe('reconcile after a lost answer (drop_answer: the Pin IS created, the answer cut)', () => {
    const reconcile = (run: ReturnType<typeof publishInput>) => {
      if (!publisher().reconcile) throw new Error('the Pinterest publisher has no reconcile');
      return publisher().reconcile?.(run);
    };
    const attemptedAt = (ms: number) => ({ 'post.attemptedAt': new Date(ms).toISOString() });

    it('finds the Pin on the board by title and description: published with its id and URL', async () => {
      sandbox.controller.publishing.failNext('pinterest', { kind: 'drop_answer' });
      const run = publishInput({
        account,
        text: 'Lost\nA Pin whose answer was cut',
        media: [image('d')],
      });
      const error = await failure(publisher().publish(run));
      expect(error.errorClass).toBe('transient');
      expect(run.events).toEqual(['post.attemptedAt', 'irreversible']);
      const pins = sandbox.controller.publishing.posts('pinterest');
      expect(pins).toHaveLength(1);
      expect(await reconcile(resumedInput(run))).toEqual({
        platformPostId: pins[0]?.id,
        url: `https://www.pinterest.com/pin/${pins[0]?.id}/`,
      });
      expect(requests('GET', `/v5/boards/${account.details.boardId}/pins`)).toBe(1);
    });

    it('matches no Pin with another text, nor an identical Pin made before the attempt', async () => {
      await publisher().publish(
        publishInput({ account, text: 'Earlier pin', media: [image('e')] }),
      );
      const other = publishInput({
        account,
        text: 'Never arrived',
        handles: attemptedAt(Date.now()),
      });
      expect(await reconcile(other)).toBe('cannot_tell');
      const older = publishInput({
        account,
        text: 'Earlier pin',
        handles: attemptedAt(Date.now() + 5 * 60_000),
      });
      expect(await reconcile(older)).toBe('cannot_tell');
    });

    it('a board that is not the user’s: the read fails, nothing is matched', async () => {
      await publisher().publish(publishInput({ account, text: 'Board pin', media: [image('f')] }));
      const elsewhere = publishInput({
        account: { ...account, details: { ...account.details, boardId: '9'.repeat(18) } },
        text: 'Board pin',
        handles: attemptedAt(Date.now()),
      });
      // Not the user's board: Pinterest answers 404, the read fails (unconfirmed after retries).
      expect((await failure(reconcile(elsewhere) ?? Promise.resolve())).status).toBe(404);
    });
  });

  it('does not upload again a video processed by an earlier run', async () => {
    sandbox.controller.publishing.failNext('pinterest', { kind: 'transient' });
    const first = publishInput({ account, text: 'Retry', media: [video()] });
    await failure(publisher().publish(first));
    expect(requests('POST', '/pinterest/media-upload/')).toBe(1);

    const second = resumedInput(first);
    await publisher().publish(second);
    expect(requests('POST', '/v5/media')).toBe(1);
    expect(requests('POST', '/pinterest/media-upload/')).toBe(1);
    expect(sandbox.controller.publishing.posts('pinterest')).toHaveLength(1);
  });

  it('registers the video again when the earlier run never uploaded it', async () => {
    const first = publishInput({ account, text: 'Crash', media: [video()] });
    const crashing = {
      ...first,
      saveHandle: async (name: string, value: string) => {
        await first.saveHandle(name, value);
        throw new Error('worker crashed');
      },
    };
    await expect(publisher().publish(crashing)).rejects.toThrow('worker crashed');
    const second = resumedInput(first);
    await publisher().publish(second);
    expect(requests('POST', '/v5/media')).toBe(2);
    expect(requests('POST', '/pinterest/media-upload/')).toBe(1);
  });
});

describe('Pinterest OpenAPI validation', () => {
  it('checks pins against the spec', () => {
    const pin = {
      board_id: '123',
      media_source: { source_type: 'image_url', url: 'https://a/b.png' },
    };
    expect(() =>
      spec.validator.validate({ method: 'POST', path: '/v5/pins', body: pin }),
    ).not.toThrow();
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/v5/pins',
        body: { ...pin, title: 'x'.repeat(101) },
      }),
    ).toThrow(/title/);
    expect(() =>
      spec.validator.validate({
        method: 'POST',
        path: '/v5/pins',
        body: { ...pin, board_id: 'board' },
      }),
    ).toThrow(/pattern/);
    expect(() =>
      spec.validator.validate({ method: 'POST', path: '/v5/media', body: { media_type: 'image' } }),
    ).toThrow();
    expect(() => spec.validator.validate({ method: 'GET', path: '/v5/media/abc' })).toThrow(
      /pattern/,
    );
  });

  it('checks the board’s Pin list (the reconcile’s read) against the spec', () => {
    const path = `/v5/boards/${'1'.repeat(18)}/pins`;
    expect(() =>
      spec.validator.validate({ method: 'GET', path, query: { page_size: '25' } }),
    ).not.toThrow();
    expect(() =>
      spec.validator.validate({ method: 'GET', path, query: { page_size: '500' } }),
    ).toThrow(/page_size/);
  });
});
