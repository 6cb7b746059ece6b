import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../platform-client';
import type { PublishAccount } from '../publish/publisher';
import { LINKEDIN, oauthClient } from '../sandbox/sandbox-test-kit';
import { mediaFile, mp4Bytes, pngBytes } from '../testing/fixture-files';
import { publishRun, startListeningSandbox, type ListeningSandbox } from '../testing/publish-run';
import { createLinkedInPublisher } from './linkedin-publisher';

const MIB = 1024 * 1024;
let sandbox: ListeningSandbox;
let account: PublishAccount;

beforeEach(async () => {
  sandbox = await startListeningSandbox();
  const tokens = await oauthClient(sandbox, LINKEDIN).connect('alan.turing');
  const accessToken = String(tokens.access_token);
  const info = await sandbox.app.inject({
    method: 'GET',
    url: LINKEDIN.userinfo,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { sub, name } = info.json<{ sub: string; name: string }>();
  account = {
    externalId: sub,
    username: name,
    details: { memberUrn: `urn:li:person:${sub}` },
    accessToken,
  };
});

afterEach(() => sandbox.close());

const publisher = () => createLinkedInPublisher(sandbox.context);
const image = (size = 2048) =>
  mediaFile({ kind: 'image', mimeType: 'image/png', bytes: pngBytes(size) });
const video = (size: number) =>
  mediaFile({ kind: 'video', mimeType: 'video/mp4', bytes: mp4Bytes(size) });
const requests = (method: string, fragment: string) =>
  sandbox.controller.requests.filter((r) => r.method === method && r.path.includes(fragment))
    .length;

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('LinkedIn publisher', () => {
  it('publishes text with reserved characters escaped, and answers the URN and feed URL', async () => {
    const text = 'Launch (beta) #fanout @team [v1] <3 *bold* _x_ ~y~ {z} a|b \\ done';
    const run = publishRun({ account, text });
    const result = await publisher().publish(run.input);
    const [post] = sandbox.controller.publishing.posts('linkedin');
    expect(post?.id).toMatch(/^urn:li:share:\d{19}$/);
    expect(result).toEqual({
      platformPostId: post?.id,
      url: `https://www.linkedin.com/feed/update/${post?.id}/`,
    });
    expect(post).toMatchObject({ account: account.details.memberUrn, text, media: [] });
    expect(run.irreversibleCalls()).toBe(1);
  });

  it('uploads one image and posts it', async () => {
    const run = publishRun({ account, text: 'Photo', media: [image(5000)] });
    await publisher().publish(run.input);
    expect(sandbox.controller.publishing.posts('linkedin')[0]?.media).toEqual([
      { kind: 'image', mimeType: null, bytes: 5000 },
    ]);
    expect(run.handles['image.0.urn']).toMatch(/^urn:li:image:/);
  });

  it('posts several images as a multiImage post', async () => {
    await publisher().publish(
      publishRun({ account, text: 'Album', media: [image(), image(100), image(300)] }).input,
    );
    expect(sandbox.controller.publishing.posts('linkedin')[0]?.media.map((m) => m.bytes)).toEqual([
      2048, 100, 300,
    ]);
    expect(requests('PUT', '/dms-uploads/')).toBe(3);
  });

  it('uploads a video in parts, finalizes with the ETags and waits until AVAILABLE', async () => {
    sandbox.controller.publishing.processingMs = 300;
    const size = 9 * MIB;
    const run = publishRun({ account, text: 'Video', media: [video(size)] });
    await publisher().publish(run.input);
    expect(sandbox.controller.publishing.posts('linkedin')[0]?.media).toEqual([
      { kind: 'video', mimeType: null, bytes: size },
    ]);
    expect(requests('PUT', '/dms-uploads/')).toBe(3);
    expect(requests('GET', '/rest/videos/')).toBeGreaterThan(1);
    expect(run.handles).toMatchObject({
      'video.finalized': '1',
      'video.etag.2': expect.any(String),
    });
  });

  it('resumes a video upload after the parts already sent', async () => {
    const size = 9 * MIB;
    const first = publishRun({ account, text: 'Resume', media: [video(size)] });
    const crashing = {
      ...first.input,
      saveHandle: async (name: string, value: string) => {
        await first.input.saveHandle(name, value);
        if (name === 'video.etag.1') throw new Error('worker crashed');
      },
    };
    await expect(publisher().publish(crashing)).rejects.toThrow('worker crashed');
    expect(requests('PUT', '/dms-uploads/')).toBe(2);
    await publisher().publish(
      publishRun({ account, text: 'Resume', media: [video(size)], handles: first.handles }).input,
    );
    expect(requests('PUT', '/dms-uploads/')).toBe(3);
    expect(requests('POST', '/rest/videos')).toBe(2); // one initialize, one finalize
    expect(sandbox.controller.publishing.posts('linkedin')).toHaveLength(1);
  });

  it('does not upload again images finished by an earlier run', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'transient' });
    const first = publishRun({ account, text: 'Again', media: [image(), image()] });
    expect((await failure(publisher().publish(first.input))).errorClass).toBe('transient');
    await publisher().publish(
      publishRun({ account, text: 'Again', media: [image(), image()], handles: first.handles })
        .input,
    );
    expect(requests('PUT', '/dms-uploads/')).toBe(2);
    expect(requests('POST', '/rest/images')).toBe(2);
  });

  it('maps a refusal to invalid_content with LinkedIn’s message', async () => {
    sandbox.controller.publishing.failNext('linkedin', {
      kind: 'refuse',
      message: 'Content is a duplicate.',
    });
    const error = await failure(publisher().publish(publishRun({ account, text: 'x' }).input));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Content is a duplicate.');
  });

  it('maps a rate limit to rate_limited, retrying at the next UTC midnight', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'rate_limit' });
    const run = publishRun({ account, text: 'x' });
    const error = await failure(publisher().publish(run.input));
    expect(error.errorClass).toBe('rate_limited');
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(error.retryAt?.getTime()).toBe(midnight);
    expect(run.observed).toEqual([{ remaining: 0, resetAt: new Date(midnight) }]);
  });

  it('maps a temporary failure to transient', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'transient' });
    expect(
      (await failure(publisher().publish(publishRun({ account, text: 'x' }).input))).errorClass,
    ).toBe('transient');
  });

  it('after a lost answer the post exists once, and there is no reconcile', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const run = publishRun({ account, text: 'Lost' });
    expect((await failure(publisher().publish(run.input))).errorClass).toBe('transient');
    expect(run.irreversibleCalls()).toBe(1);
    expect(sandbox.controller.publishing.posts('linkedin')).toHaveLength(1);
    expect(publisher().reconcile).toBeUndefined();
  });
});
