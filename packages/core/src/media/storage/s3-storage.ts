import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertValidKey,
  StorageNotFoundError,
  type ByteRange,
  type StorageDriver,
} from './storage-driver';

export interface S3StorageOptions {
  /** Omit for AWS itself; set for MinIO, R2, Garage, B2 and other S3-compatible services. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Most self-hosted S3 servers need path-style URLs (`host/bucket/key`). */
  forcePathStyle: boolean;
  /** Lets several installs (or other data) share one bucket; joined to keys with a slash. */
  keyPrefix?: string;
}

// lib-storage cuts the file stream into part-sized buffers and keeps only the parts in flight plus
// the one being filled, so memory is bounded by the part size, not the file size (about 50 MiB peak
// measured for 50 MiB and 300 MiB files alike). 8 MiB parts stay above S3's 5 MiB minimum and allow
// files up to ~78 GiB (10,000 parts).
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function s3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible services reject the SDK's
    // newer default CRC32 headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
  });
}

/** One object's bytes, or the range asked for: exactly those bytes, or an error. */
async function readObject(
  client: S3Client,
  object: { Bucket: string; Key: string },
  key: string,
  range: ByteRange | undefined,
): Promise<Readable> {
  let body: unknown;
  let contentRange: string | undefined;
  try {
    const response = await client.send(
      new GetObjectCommand({
        ...object,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    body = response.Body;
    contentRange = response.ContentRange;
  } catch (error) {
    if (isMissing(error)) throw new StorageNotFoundError(key);
    // A range starting past the end (or any range of an empty object) is 416 in S3; the local
    // driver yields no bytes there, and callers must not have to tell the drivers apart.
    if (range && error instanceof Error && error.name === 'InvalidRange') {
      return Readable.from([]);
    }
    throw error;
  }
  // In Node the SDK hands back the HTTP response stream (or a checksum-verifying wrapper).
  if (!(body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
  if (range && !servesRange(contentRange, range)) {
    // Some S3-compatible servers ignore or mis-handle Range; wrong bytes must not reach a player.
    body.destroy();
    throw new Error(
      `S3 answered bytes=${range.start}-${range.end} of ${key} with ${contentRange ?? 'the whole object'}`,
    );
  }
  return body;
}

/** Objects in an S3 or S3-compatible bucket. Credentials live only inside the SDK client. */
export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = s3Client(options);
  const bucket = options.bucket;
  const prefix = options.keyPrefix?.replace(/^\/+|\/+$/g, '') ?? '';
  const objectKey = (key: string) => {
    assertValidKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  return {
    kind: 's3',

    async putFile(key, filePath, contentType) {
      const Key = objectKey(key);
      const body = createReadStream(filePath);
      try {
        // Upload sends one PutObject for files under a part, multipart otherwise, and aborts
        // the multipart upload on failure so no orphaned parts are billed.
        await new Upload({
          client,
          params: { Bucket: bucket, Key, Body: body, ContentType: contentType },
          partSize: PART_SIZE,
          queueSize: PARTS_IN_FLIGHT,
        }).done();
      } finally {
        body.destroy();
      }
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      return readObject(client, { Bucket: bucket, Key: objectKey(key) }, key, range);
    },

    async size(key) {
      const Key = objectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        if (head.ContentLength === undefined) {
          throw new Error(`S3 reported no size for ${key}`);
        }
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async presignGet(key, { contentType, expiresInSeconds }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        // The platforms check the type of what they pull; the object's own may be generic.
        ResponseContentType: contentType,
      });
      // SigV4 presigned URLs live at most 7 days.
      const expiresIn = Math.max(1, Math.min(Math.floor(expiresInSeconds), MAX_PRESIGN_SECONDS));
      return getSignedUrl(client, command, { expiresIn });
    },

    async delete(key) {
      // S3 answers 204 for a missing key too, which is the contract.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

/**
 * GET reports a missing object as NoSuchKey; HEAD has no body, so only `NotFound`/404 (which is also
 * what HEAD says for a missing bucket). GET's NoSuchBucket is a configuration error, not a miss.
 */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/** S3 may shorten a range that runs past the end (as the local driver does), never move or widen it. */
function servesRange(contentRange: string | undefined, range: ByteRange): boolean {
  const match = /^bytes (\d+)-(\d+)\/(?:\d+|\*)$/.exec(contentRange ?? '');
  return Number(match?.[1]) === range.start && Number(match?.[2]) <= range.end;
}
