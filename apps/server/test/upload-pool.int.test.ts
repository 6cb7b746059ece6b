import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePoolFor } from '@fanout/core/media';
import { makeMediaFixtures, makeNoisePng, type MediaFixtures } from '@fanout/core/testing';
import { signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

let server: TestServer;
let fixtures: MediaFixtures;
let large: string;

beforeAll(async () => {
  server = await startTestServer({ IMAGE_PROCESSING_CONCURRENCY: '1' });
  const dir = mkdtempSync(path.join(tmpdir(), 'fanout-pool-'));
  fixtures = await makeMediaFixtures(dir);
  large = path.join(dir, 'large.png');
  await makeNoisePng(large, 2 * 1024 * 1024);
});
afterAll(async () => server.close());

describe('image processing pool (IMAGE_PROCESSING_CONCURRENCY)', () => {
  it('decodes one image at a time and serves another user before the first user’s queue drains', async () => {
    const pool = imagePoolFor(server.core.config.media);
    let mostActive = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      mostActive = Math.max(mostActive, pool.stats.active);
      mostWaiting = Math.max(mostWaiting, pool.stats.waiting);
    }, 1);

    const heavy = await signedUpClient(server.baseUrl);
    const light = await signedUpClient(server.baseUrl);
    const finished: string[] = [];
    const heavyUploads = Array.from({ length: 6 }, (_, index) =>
      uploadFiles(server.baseUrl, heavy.client, [large]).then((answer) => {
        finished.push(`heavy-${index}`);
        return answer.status;
      }),
    );
    // The light user's one small image arrives once the heavy user's images queue in the pool.
    await expect
      .poll(() => pool.stats.waiting, { interval: 5, timeout: 20_000 })
      .toBeGreaterThan(1);
    const lightStatus = await uploadFiles(server.baseUrl, light.client, [fixtures.imagePng]).then(
      (answer) => {
        finished.push('light');
        return answer.status;
      },
    );
    const heavyStatuses = await Promise.all(heavyUploads);
    clearInterval(sampler);

    expect(lightStatus).toBe(201);
    expect(heavyStatuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect(mostActive).toBe(1);
    expect(mostWaiting).toBeGreaterThan(1);
    // Heavy images were still waiting when the light one was done.
    expect(finished.indexOf('light')).toBeLessThan(finished.length - 2);
  });
});
