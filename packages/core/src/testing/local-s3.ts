// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types; this declares the part we use, for every package that compiles this file
/// <reference path="./s3rver.d.ts" />
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  server: S3rver;
  stop: () => Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, with one bucket, for tests. */
export async function startLocalS3(bucket = 'fanout-test'): Promise<LocalS3> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fanout-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: scratch,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's built-in credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    server,
    stop: async () => {
      await server.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
