import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP Range headers express it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where library files live. Keys are relative, slash-separated and made of safe characters only
 * (`assertValidKey`); drivers never see user-supplied names.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Stores a finished local file under `key`. The local file may be moved; callers clean up what remains. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object's bytes, or the given range of them. Rejects with StorageNotFoundError when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The object's size in bytes, or null when it does not exist. */
  size(key: string): Promise<number | null>;
  /**
   * A URL anyone may GET the object from until it expires, straight from the store (S3: a presigned
   * GET). Absent for the local driver: its files are served by our own `/media/…` route.
   */
  presignGet?(
    key: string,
    options: { contentType: string; expiresInSeconds: number },
  ): Promise<string>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
