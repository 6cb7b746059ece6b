import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { startLocalS3, type LocalS3 } from '../../testing/local-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { describeStorageContract } from './storage-contract';
import type { StorageDriver } from './storage-driver';

const BUCKET = 'fanout-test';
const MiB = 1024 * 1024;

const scratch = mkdtempSync(path.join(tmpdir(), 'fanout-s3-storage-'));
let s3: LocalS3;
let driver: StorageDriver;
const createdEvents: { eventName: string; key: string }[] = [];

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  s3.server.on('event', (event) => {
    for (const record of event.Records) {
      createdEvents.push({ eventName: record.eventName, key: record.s3.object.key });
    }
  });
  driver = createS3Storage({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    keyPrefix: 'install-1',
  });
});

afterAll(async () => {
  await s3.stop();
  await rm(scratch, { recursive: true, force: true });
});

describeStorageContract('s3', () => driver);

describe('s3 storage driver, beyond the contract', () => {
  it('presigns a GET the platforms can pull without our server, with the type given and a signed expiry', async () => {
    const file = path.join(scratch, 'pull.jpg');
    writeFileSync(file, Buffer.from('jpeg bytes'));
    await driver.putFile('media/pull.jpg', file, 'application/octet-stream');
    const url = await driver.presignGet?.('media/pull.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 60,
    });
    expect(url?.startsWith(`${s3.endpoint}/${BUCKET}/install-1/media/pull.jpg?`)).toBe(true);
    const response = await fetch(url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await response.text()).toBe('jpeg bytes');
    // The expiry is signed into the URL (s3rver does not enforce signatures; S3 does).
    expect(new URL(url ?? '').searchParams.get('X-Amz-Expires')).toBe('60');
    expect(new URL(url ?? '').searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a range past the end as no bytes, as the local driver does (S3 answers 416)', async () => {
    const key = 'content/u1/short/original.txt';
    const file = path.join(scratch, 'short.txt');
    writeFileSync(file, '0123456789');
    await driver.putFile(key, file, 'text/plain');
    expect(await text(await driver.read(key, { start: 20, end: 30 }))).toBe('');
    expect(await text(await driver.read(key, { start: 5, end: 30 }))).toBe('56789');
  });

  it('round-trips 20 MiB through a multipart upload and serves a range across a part boundary', async () => {
    const file = path.join(scratch, 'large.bin');
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    // Written in 1 MiB chunks: the test keeps a copy to compare ranges against.
    await pipeline(
      (function* () {
        for (let i = 0; i < 20; i++) {
          const chunk = randomBytes(MiB);
          hash.update(chunk);
          chunks.push(chunk);
          yield chunk;
        }
      })(),
      createWriteStream(file),
    );
    const expected = Buffer.concat(chunks);
    const key = 'content/u1/big/original.bin';

    await driver.putFile(key, file, 'application/octet-stream');

    // 'Post' is how s3rver reports CompleteMultipartUpload; a single PutObject would be 'Put'.
    expect(createdEvents).toContainEqual({
      eventName: 'ObjectCreated:Post',
      key: `install-1/${key}`,
    });
    expect(await driver.size(key)).toBe(20 * MiB);

    const whole = createHash('sha256');
    for await (const chunk of await driver.read(key)) whole.update(chunk as Buffer);
    expect(whole.digest('hex')).toBe(hash.digest('hex'));

    const start = 8 * MiB - 1000; // the first part ends at 8 MiB
    const end = 8 * MiB + 999;
    const slice = await buffer(await driver.read(key, { start, end }));
    expect(slice.length).toBe(2000);
    expect(slice.equals(expected.subarray(start, end + 1))).toBe(true);
  });
});
