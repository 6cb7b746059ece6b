import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingMediaUrl } from '@fanout/core/media';
import { contentItems } from '@fanout/db/schema';
import {
  makeMediaFixtures,
  startLocalS3,
  type LocalS3,
  type MediaFixtures,
} from '@fanout/core/testing';
import type { ContentItem } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

let s3: LocalS3;
let server: TestServer;
let fixtures: MediaFixtures;
let client: HttpClient;

const events: { eventName: string; key: string }[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
  s3.server.on('event', (event) => {
    for (const record of event.Records)
      events.push({ eventName: record.eventName, key: record.s3.object.key });
  });
  server = await startTestServer({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_KEY_PREFIX: 'fanout',
  });
  fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-fixtures-')));
  client = (await signedUpClient(server.baseUrl)).client;
});
afterAll(async () => {
  await server.close();
  await s3.stop();
});

describe('content library on S3-compatible storage (STORAGE_DRIVER=s3)', () => {
  it('uploads, serves a range, and deletes through the S3 driver', async () => {
    const upload = await uploadFiles(server.baseUrl, client, [fixtures.videoMp4]);
    expect(upload.status).toBe(201);
    const [video] = (upload.body as { items: ContentItem[] }).items;
    const stored = events.filter((e) => e.eventName.startsWith('ObjectCreated')).map((e) => e.key);
    expect(stored.sort()).toEqual([
      expect.stringMatching(new RegExp(`^fanout/content/[0-9a-f-]+/${video?.id}/original\\.mp4$`)),
      expect.stringMatching(new RegExp(`^fanout/content/[0-9a-f-]+/${video?.id}/thumbnail\\.jpg$`)),
    ]);
    expect(existsSync(server.config.storage.localRoot)).toBe(false);

    const whole = await fetch(`${server.baseUrl}${video?.filePath}`, {
      headers: { cookie: client.cookieHeader },
    });
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(video?.fileSize);
    const part = await fetch(`${server.baseUrl}${video?.filePath}`, {
      headers: { cookie: client.cookieHeader, range: 'bytes=10-19' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);

    expect((await client.request('DELETE', `/api/content/${video?.id}`)).status).toBe(200);
    const gone = await fetch(`${server.baseUrl}${video?.filePath}`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(gone.status).toBe(404);
    const removed = events.filter((e) => e.eventName.startsWith('ObjectRemoved')).map((e) => e.key);
    expect(removed.sort()).toEqual(stored.sort());
  });

  it('gives pulling platforms a presigned S3 URL, so they fetch from the bucket, not our server', async () => {
    const upload = await uploadFiles(server.baseUrl, client, [fixtures.imagePng]);
    const [image] = (upload.body as { items: ContentItem[] }).items;
    const [row] = await server.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, image?.id ?? ''));
    if (!row) throw new Error('uploaded item not stored');
    const url = await publishingMediaUrl(server.core, row);
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/fanout/content/`)).toBe(true);
    expect(url).not.toContain(server.baseUrl);
    const pulled = await fetch(url);
    expect(pulled.status).toBe(200);
    expect(pulled.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await pulled.arrayBuffer()).length).toBe(row.fileSize);
  });
});
