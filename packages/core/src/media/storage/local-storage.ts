import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertValidKey,
  StorageNotFoundError,
  type ByteRange,
  type StorageDriver,
} from './storage-driver';

/** Files on local disk under one root folder (by default DATA_DIR/media). */
export function createLocalStorage(root: string): StorageDriver {
  const resolve = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',

    async putFile(key, filePath) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(filePath, target);
      } catch (error) {
        // Another file system (e.g. a temp dir on a different mount): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(filePath, target);
      }
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      const file = resolve(key);
      const exists = await stat(file).catch(() => null);
      if (!exists) throw new StorageNotFoundError(key);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async size(key) {
      const info = await stat(resolve(key)).catch(() => null);
      return info ? info.size : null;
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
