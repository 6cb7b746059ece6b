import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures, makeNoisePng, type MediaFixtures } from '@fanout/core/testing';
import { contentItems } from '@fanout/db/schema';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles, uploadLeftovers } from './upload-client';

let server: TestServer;
let fixtures: MediaFixtures;
let client: HttpClient;
let bigPng: string;

beforeAll(async () => {
  // A small image limit so "oversize" is quick to send.
  server = await startTestServer({ UPLOAD_MAX_IMAGE_MB: '0.5' });
  const dir = mkdtempSync(path.join(tmpdir(), 'fanout-fixtures-'));
  fixtures = await makeMediaFixtures(dir);
  bigPng = path.join(dir, 'huge.png');
  await makeNoisePng(bigPng, 2 * 1024 * 1024);
  client = (await signedUpClient(server.baseUrl)).client;
});
afterAll(async () => server.close());

async function rowCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(contentItems);
  return row?.n ?? -1;
}

const leftovers = () => uploadLeftovers(server);

const message = (body: unknown) => (body as { message: string }).message;

describe('upload refusals leave nothing behind', () => {
  it('refuses a text file renamed to .png with 415 naming what it is', async () => {
    const { status, body } = await uploadFiles(server.baseUrl, client, [fixtures.fakePng]);
    expect(status).toBe(415);
    expect(message(body)).toMatch(
      /^"not-really.png" is not a recognised media file \(sent as image\/png\), which the library does not accept\./,
    );
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('refuses an oversize image with 413 naming the limit, without a partial file or row', async () => {
    const { status, body } = await uploadFiles(server.baseUrl, client, [bigPng]);
    expect(status).toBe(413);
    expect(message(body)).toBe('"huge.png" is larger than 512 KB, the limit for images.');
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('is all-or-nothing: one refused file undoes the files stored before it', async () => {
    const { status } = await uploadFiles(server.baseUrl, client, [
      fixtures.imagePng,
      fixtures.videoMp4,
      fixtures.fakePng,
    ]);
    expect(status).toBe(415);
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('refuses files in another field, an empty form and a non-multipart body, with messages', async () => {
    const wrongField = await uploadFiles(server.baseUrl, client, [fixtures.imagePng], {
      field: 'file',
    });
    expect(wrongField.status).toBe(400);
    expect(message(wrongField.body)).toBe(
      'Unexpected file field "file": send files in the field "files".',
    );

    const empty = await uploadFiles(server.baseUrl, client, []);
    expect(empty.status).toBe(400);
    expect(message(empty.body)).toBe(
      'No files received: send them in the multipart field "files".',
    );

    const json = await client.post('/api/upload', { files: [] });
    expect(json.status).toBe(400);
    expect(message(json.body)).toMatch(/multipart\/form-data/);
    expect(await rowCount()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('still accepts a good file afterwards', async () => {
    const { status, body } = await uploadFiles(server.baseUrl, client, [fixtures.imagePng]);
    expect(status).toBe(201);
    expect(message(body)).toBe('"holiday photo" uploaded successfully');
    expect(await rowCount()).toBe(1);
  });
});
