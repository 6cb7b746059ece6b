import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
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
        await rename(filePath, target).catch(async (error: unknown) => {
          // A delete beside this upload can remove the folder just made empty: make it again.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          await mkdir(path.dirname(target), { recursive: true });
          await rename(filePath, target);
        });
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
      const file = resolve(key);
      await rm(file, { force: true });
      await removeEmptyFolders(root, path.dirname(file));
    },
  };
}

/**
 * Removes `folder` and its parents up to (not including) `root` while they are empty, so a deleted
 * item or account leaves no folder named after it (ADR 0065). A folder another upload is filling
 * is not empty, and one that went meanwhile is fine: both just stop the walk.
 */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  const top = path.resolve(root);
  let current = path.resolve(folder);
  while (current !== top && current.startsWith(top + path.sep)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}
