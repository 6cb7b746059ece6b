import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '@fanout/db/schema';
import { createSignedMediaUrl } from '@fanout/core/media';
import { makeMediaFixtures, readImageMetadata, type MediaFixtures } from '@fanout/core/testing';
import type { ContentItem } from '@fanout/shared';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

let server: TestServer;
let fixtures: MediaFixtures;
let owner: HttpClient;
let stranger: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-fixtures-')));
  owner = (await signedUpClient(server.baseUrl)).client;
  stranger = (await signedUpClient(server.baseUrl)).client;
});
afterAll(async () => server.close());

async function rowCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(contentItems);
  return row?.n ?? -1;
}

/** Every file under a folder, recursively (empty folders do not count). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function download(client: HttpClient, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: { cookie: client.cookieHeader, ...headers },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('content library', () => {
  let items: ContentItem[] = [];

  it('uploads an image, a video, an audio file and a PDF in one request', async () => {
    const { status, body } = await uploadFiles(server.baseUrl, owner, [
      fixtures.imagePng,
      fixtures.videoMp4,
      fixtures.audioMp3,
      fixtures.documentPdf,
    ]);
    expect(status).toBe(201);
    const answer = body as { message: string; items: ContentItem[] };
    expect(answer.message).toBe('4 files uploaded successfully');
    items = answer.items;
    const [image, video, audio, pdf] = items;
    expect(image).toMatchObject({
      title: 'holiday photo',
      type: 'image',
      mimeType: 'image/png',
      width: 64,
      height: 48,
    });
    expect(image?.thumbnailPath).toBe(`/api/content/${image?.id}/thumbnail`);
    expect(video).toMatchObject({
      title: 'clip',
      type: 'video',
      mimeType: 'video/mp4',
      width: 320,
      height: 240,
    });
    expect(video?.durationSeconds).toBeCloseTo(2, 0);
    expect(video?.thumbnailPath).not.toBeNull();
    expect(audio).toMatchObject({ type: 'audio', mimeType: 'audio/mpeg', thumbnailPath: null });
    expect(audio?.durationSeconds).toBeCloseTo(1, 0);
    expect(pdf).toMatchObject({ type: 'text', mimeType: 'application/pdf', title: 'brief' });
    expect(await rowCount()).toBe(4);
  });

  it('strips image metadata and records the checksum of the stored bytes', async () => {
    const image = items[0];
    const { response, bytes } = await download(owner, image?.filePath ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await readImageMetadata(bytes);
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('fixture-owner');
    const [row] = await server.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, image?.id ?? ''));
    expect(row?.checksum).toBe(sha256(bytes));
    expect(row?.fileSize).toBe(bytes.length);
  });

  it('lists the owner’s items newest first, as an array over REST and in pages over tRPC', async () => {
    const rest = await owner.get('/api/content');
    expect(rest.status).toBe(200);
    expect((rest.body as ContentItem[]).map((i) => i.id).sort()).toEqual(
      items.map((i) => i.id).sort(),
    );

    const first = await owner.get(
      `/trpc/content.list?input=${encodeURIComponent(JSON.stringify({ limit: 3 }))}`,
    );
    const page1 = (
      first.body as { result: { data: { items: ContentItem[]; nextCursor: string | null } } }
    ).result.data;
    expect(page1.items).toHaveLength(3);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await owner.get(
      `/trpc/content.list?input=${encodeURIComponent(JSON.stringify({ limit: 3, cursor: page1.nextCursor }))}`,
    );
    const page2 = (
      second.body as { result: { data: { items: ContentItem[]; nextCursor: string | null } } }
    ).result.data;
    expect(page2.items).toHaveLength(1);
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.items, ...page2.items];
    expect(new Set(all.map((i) => i.id)).size).toBe(4);
    const times = all.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const limited = await owner.get('/api/content?limit=2');
    expect(limited.headers.get('link')).toMatch(
      /^<\/api\/content\?limit=2&cursor=[\w-]+>; rel="next"$/,
    );
    expect((await owner.get('/api/content?limit=0')).status).toBe(400);
  });

  it('serves the video with ranges, type and disposition', async () => {
    const video = items[1];
    const whole = await download(owner, video?.filePath ?? '');
    expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.response.headers.get('content-disposition')).toMatch(
      /^inline; filename="clip.mp4"/,
    );

    const part = await download(owner, video?.filePath ?? '', { range: 'bytes=100-1099' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(`bytes 100-1099/${whole.bytes.length}`);
    expect(part.bytes.equals(whole.bytes.subarray(100, 1100))).toBe(true);

    const tail = await download(owner, video?.filePath ?? '', { range: 'bytes=-10' });
    expect(tail.bytes.equals(whole.bytes.subarray(-10))).toBe(true);

    const beyond = await download(owner, video?.filePath ?? '', {
      range: `bytes=${whole.bytes.length}-`,
    });
    expect(beyond.response.status).toBe(416);
    expect(beyond.response.headers.get('content-range')).toBe(`bytes */${whole.bytes.length}`);

    const attachment = await download(owner, `${video?.filePath}?download=true`);
    expect(attachment.response.headers.get('content-type')).toBe('video/mp4');
    expect(attachment.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clip.mp4"/,
    );

    const thumbnail = await download(owner, video?.thumbnailPath ?? '');
    expect(thumbnail.response.headers.get('content-type')).toBe('image/jpeg');
    expect((await readImageMetadata(thumbnail.bytes)).width).toBe(320);
  });

  it('gives another user 404 for the item, its file, its thumbnail, its link and its delete', async () => {
    const image = items[0];
    const id = image?.id ?? '';
    expect((await stranger.get('/api/content')).body).toEqual([]);
    for (const url of [image?.filePath, `${image?.filePath}?download=true`, image?.thumbnailPath]) {
      expect((await download(stranger, url ?? '')).response.status, url ?? '').toBe(404);
    }
    expect((await stranger.post(`/api/content/${id}/signed-url`)).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/content/${id}`)).status).toBe(404);
    const viaTrpc = await stranger.post('/trpc/content.delete', { id });
    expect(viaTrpc.status).toBe(404);
    expect((await download(owner, image?.filePath ?? '')).response.status).toBe(200);
    expect(await rowCount()).toBe(4);
  });

  it('answers 401 to signed-out callers', async () => {
    const anonymous = new HttpClient(server.baseUrl);
    expect((await anonymous.get('/api/content')).status).toBe(401);
    expect((await uploadFiles(server.baseUrl, anonymous, [fixtures.imagePng])).status).toBe(401);
    expect((await download(anonymous, items[0]?.filePath ?? '')).response.status).toBe(401);
  });

  it('serves a signed public URL without a session, and refuses a wrong or expired signature', async () => {
    const image = items[0];
    const signed = await owner.post(`/api/content/${image?.id}/signed-url`);
    expect(signed.status).toBe(200);
    const { url, expiresAt } = signed.body as { url: string; expiresAt: string };
    expect(url.startsWith(`${server.config.publicUrl}/media/${image?.id}?expires=`)).toBe(true);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const path = url.slice(server.config.publicUrl.length);

    const ok = await fetch(`${server.baseUrl}${path}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');

    const signature = new URL(url).searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tampered = await fetch(`${server.baseUrl}${path.replace(signature, flipped)}`);
    expect(tampered.status).toBe(403);
    const otherItem = await fetch(
      `${server.baseUrl}${path.replace(image?.id ?? '', items[1]?.id ?? '')}`,
    );
    expect(otherItem.status).toBe(403);
    const longer = await fetch(
      `${server.baseUrl}${path.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`)}`,
    );
    expect(longer.status).toBe(403);

    const me = (await owner.get('/api/auth/user')).body as { id: string };
    const past = await createSignedMediaUrl(
      { ...server.core, now: () => new Date(Date.now() - 2 * server.config.signedUrlTtlMs) },
      { actor: { userId: me.id, isAdmin: false, permissions: [] }, input: { id: image?.id ?? '' } },
    );
    const expired = await fetch(
      `${server.baseUrl}${past.url.slice(server.config.publicUrl.length)}`,
    );
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      message: 'This media link has expired',
      code: 'FORBIDDEN',
    });
  });

  it('deletes an item with its stored files', async () => {
    const audio = items[2];
    const mediaRoot = server.config.storage.localRoot;
    const before = filesUnder(mediaRoot).length;
    const response = await owner.request('DELETE', `/api/content/${audio?.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Deleted "jingle"' });
    expect((await download(owner, audio?.filePath ?? '')).response.status).toBe(404);
    expect(filesUnder(mediaRoot).length).toBe(before - 1);
    expect((await owner.request('DELETE', `/api/content/${audio?.id}`)).status).toBe(404);
  });
});
