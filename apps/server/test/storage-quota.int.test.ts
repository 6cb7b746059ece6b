import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeNoisePng } from '@fanout/core/testing';
import { contentItems } from '@fanout/db/schema';
import { signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

let server: TestServer;
let dir: string;
const noise: string[] = [];

beforeAll(async () => {
  // 1 MB per user: three ~300 KB images fit, a fourth does not.
  server = await startTestServer({ STORAGE_QUOTA_GB: String(1 / 1024) });
  dir = mkdtempSync(path.join(tmpdir(), 'fanout-quota-'));
  for (let n = 1; n <= 6; n += 1) {
    const file = path.join(dir, `noise-${n}.png`);
    await makeNoisePng(file, 300 * 1024);
    noise.push(file);
  }
});
afterAll(async () => server.close());

async function rowCount(owner: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(contentItems)
    .where(eq(contentItems.ownerId, owner));
  return row?.n ?? -1;
}

function storedFiles(owner: string): string[] {
  try {
    return readdirSync(path.join(server.config.storage.localRoot, 'content', owner), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const message = (body: unknown) => (body as { message: string }).message;

describe('per-user storage quota (STORAGE_QUOTA_GB)', () => {
  it('refuses the file that would pass the quota, naming the usage, and keeps nothing of it', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    for (const file of noise.slice(0, 3)) {
      expect((await uploadFiles(server.baseUrl, client, [file])).status).toBe(201);
    }
    const { status, body } = await uploadFiles(server.baseUrl, client, [noise[3] ?? '']);
    expect(status).toBe(413);
    expect(message(body)).toMatch(
      /^"noise-4.png" \(\d+ KB\) does not fit in your media library: \d+ KB of 1 MB used\. Delete media you no longer need, or ask the operator for more space\.$/,
    );
    expect(await rowCount(userId)).toBe(3);
    expect(storedFiles(userId)).toHaveLength(6);
    expect(readdirSync(server.config.uploadTmpDir)).toEqual([]);

    // Another user has a quota of their own.
    const other = await signedUpClient(server.baseUrl);
    expect((await uploadFiles(server.baseUrl, other.client, [noise[3] ?? ''])).status).toBe(201);
  });

  it('holds a request of several files to the quota as a whole, before processing any', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const { status, body } = await uploadFiles(server.baseUrl, client, noise.slice(0, 4));
    expect(status).toBe(413);
    expect(message(body)).toMatch(
      /^The 4 files of this upload \(1\.2 MB\) do not fit in your media library: 0 bytes of 1 MB used\. Delete media/,
    );
    expect(await rowCount(userId)).toBe(0);
    expect(storedFiles(userId)).toEqual([]);
    expect(readdirSync(server.config.uploadTmpDir)).toEqual([]);
  });

  it('says the library is full when the quota is used up, before processing anything', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    // A library filled to the quota, e.g. before the operator lowered STORAGE_QUOTA_GB.
    await server.database.db.insert(contentItems).values({
      ownerId: userId,
      title: 'archive',
      type: 'video',
      mimeType: 'video/mp4',
      originalName: 'archive.mp4',
      storageKey: `content/${userId}/archive/original.mp4`,
      fileSize: 1024 * 1024,
      checksum: '0'.repeat(64),
    });
    const { status, body } = await uploadFiles(server.baseUrl, client, [noise[0] ?? '']);
    expect(status).toBe(413);
    expect(message(body)).toBe(
      'Your media library is full: 1 MB of 1 MB used. Delete media you no longer need, or ask the operator for more space.',
    );
    expect(await rowCount(userId)).toBe(1);
    expect(storedFiles(userId)).toEqual([]);
  });

  it('tells the caller how much of the quota the library takes (GET /api/content/storage)', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const empty = await client.get('/api/content/storage');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      usedBytes: 0,
      quotaBytes: 1024 * 1024,
      label: '0 bytes of 1 MB used',
    });
    const uploaded = await uploadFiles(server.baseUrl, client, [noise[0] ?? '']);
    const [item] = (uploaded.body as { items: { fileSize: number }[] }).items;
    const after = await client.get('/api/content/storage');
    expect(after.body).toMatchObject({ usedBytes: item?.fileSize, quotaBytes: 1024 * 1024 });
    expect((after.body as { label: string }).label).toMatch(/^\d+ KB of 1 MB used$/);
  });

  it('lets parallel uploads of one user pass the quota no further than one by one', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const answers = await Promise.all(
      noise.map((file) => uploadFiles(server.baseUrl, client, [file])),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413]);
    expect(await rowCount(userId)).toBe(3);
    await expect.poll(() => storedFiles(userId)).toHaveLength(6);
  });
});
