import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeAnimatedGif,
  makeDecompressionBombPng,
  makeMediaFixtures,
  makeNoisePng,
  type MediaFixtures,
} from '@fanout/core/testing';
import { contentItems } from '@fanout/db/schema';
import { signedUpClient, type HttpClient } from './http-client';
import { filePart, rawHttp, uploadHead } from './raw-http';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles, uploadLeftovers } from './upload-client';

let server: TestServer;
let fixtures: MediaFixtures;
let dir: string;
let client: HttpClient;
let userId: string;
/** Two ~600 KB images: together over the test server's 1 MB per request. */
const noise: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_FILES_PER_REQUEST: '3', UPLOAD_MAX_REQUEST_MB: '1' });
  dir = mkdtempSync(path.join(tmpdir(), 'fanout-limits-'));
  fixtures = await makeMediaFixtures(dir);
  ({ client, userId } = await signedUpClient(server.baseUrl));
  for (const n of [1, 2]) {
    const file = path.join(dir, `noise-${n}.png`);
    await makeNoisePng(file, 600 * 1024);
    noise.push(file);
  }
});
afterAll(async () => server.close());

async function rowCount(owner = userId): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(contentItems)
    .where(eq(contentItems.ownerId, owner));
  return row?.n ?? -1;
}

const leftovers = () => uploadLeftovers(server);

const message = (body: unknown) => (body as { message: string }).message;

describe('upload limits per request', () => {
  it('refuses a decompression bomb by its header dimensions, before decoding it', async () => {
    const bomb = path.join(dir, 'bomb.png');
    await import('node:fs/promises').then(async ({ writeFile }) =>
      writeFile(bomb, await makeDecompressionBombPng()),
    );
    const { status, body } = await uploadFiles(server.baseUrl, client, [fixtures.imagePng, bomb]);
    expect(status).toBe(400);
    expect(message(body)).toBe(
      '"bomb.png" is too large an image: 16000 × 16000 pixels (256 megapixels; the limit is 100 megapixels).',
    );
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('counts every frame of an animation against the pixel limit', async () => {
    const gif = path.join(dir, 'long.gif');
    await makeAnimatedGif(gif, 2000, 30);
    const { status, body } = await uploadFiles(server.baseUrl, client, [gif]);
    expect(status).toBe(400);
    expect(message(body)).toBe(
      '"long.gif" is too large an image: 2000 × 2000 pixels × 30 frames (120 megapixels; the limit is 100 megapixels).',
    );
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('refuses more files than UPLOAD_MAX_FILES_PER_REQUEST, keeping none of them', async () => {
    const files = [1, 2, 3, 4].map((n) => {
      const copy = path.join(dir, `copy-${n}.png`);
      return { copy, bytes: readFileSync(fixtures.imagePng) };
    });
    await import('node:fs/promises').then(({ writeFile }) =>
      Promise.all(files.map(({ copy, bytes }) => writeFile(copy, bytes))),
    );
    const { status, body } = await uploadFiles(
      server.baseUrl,
      client,
      files.map(({ copy }) => copy),
    );
    expect(status).toBe(400);
    expect(message(body)).toBe('Send at most 3 files per request.');
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a request larger than UPLOAD_MAX_REQUEST_MB, keeping none of its files', async () => {
    const [first = '', second = ''] = noise;
    const { status, body } = await uploadFiles(server.baseUrl, client, [first, second]);
    expect(status).toBe(413);
    expect(message(body)).toBe(
      'The upload is larger than 1 MB, the limit for all files of one request together.',
    );
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('holds a request without Content-Length to UPLOAD_MAX_REQUEST_MB while it streams', async () => {
    const boundary = 'chunked-boundary';
    const [first = '', second = ''] = noise;
    const body = Buffer.concat([
      filePart(boundary, 'noise-1.png', 'image/png', readFileSync(first)),
      filePart(boundary, 'noise-2.png', 'image/png', readFileSync(second)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const chunked = Buffer.concat([
      Buffer.from(`${body.length.toString(16)}\r\n`),
      body,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const answer = await rawHttp(server.baseUrl, [
      uploadHead(server.baseUrl, client.cookieHeader, boundary, null),
      chunked,
    ]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The upload is larger than 1 MB, the limit for all files of one request together.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await rowCount()).toBe(0);
    await expect.poll(() => leftovers()).toEqual([]);
  });
});

describe('malformed uploads answer 4xx, never 500', () => {
  it('strips control characters (a NUL) from the file name', async () => {
    const boundary = 'nul-boundary';
    const body = Buffer.concat([
      filePart(boundary, 'evil\u0000name\u0007.png', 'image/png', readFileSync(fixtures.imagePng)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const answer = await rawHttp(server.baseUrl, [
      uploadHead(server.baseUrl, client.cookieHeader, boundary, body.length),
      body,
    ]);
    expect(answer.status).toBe(201);
    const item = (JSON.parse(answer.body) as { items: { id: string; title: string }[] }).items[0];
    expect(item?.title).toBe('evilname');
    const [row] = await server.database.db
      .select({ originalName: contentItems.originalName })
      .from(contentItems)
      .where(eq(contentItems.ownerId, userId));
    expect(row?.originalName).toBe('evilname.png');
    expect((await client.request('DELETE', `/api/content/${item?.id}`)).status).toBe(200);
  });

  it('answers 400 to a multipart body cut off mid-file, leaving no temporary file', async () => {
    const boundary = 'cut-boundary';
    const whole = filePart(boundary, 'cut.mp4', 'video/mp4', readFileSync(fixtures.videoMp4));
    const sent = whole.subarray(0, Math.floor(whole.length / 2));
    // The client announces the whole body, sends half of it and stops sending.
    const answer = await rawHttp(
      server.baseUrl,
      [uploadHead(server.baseUrl, client.cookieHeader, boundary, whole.length + 100), sent],
      { stop: true },
    );
    expect(answer.status).toBe(400);
    // Node's HTTP parser sees the body end early; the clientErrorHandler answers in our format.
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The request was cut off before it finished: send it again.',
    });
    await expect.poll(() => leftovers()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it('answers 400 to a multipart body whose closing boundary never comes', async () => {
    const boundary = 'open-boundary';
    const whole = filePart(boundary, 'open.mp4', 'video/mp4', readFileSync(fixtures.videoMp4));
    // A complete request by its Content-Length, but the form inside it never ends.
    const answer = await rawHttp(server.baseUrl, [
      uploadHead(server.baseUrl, client.cookieHeader, boundary, whole.length),
      whole,
    ]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      message: 'The upload was cut off before it finished: send the files again.',
    });
    await expect.poll(() => leftovers()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });
});
