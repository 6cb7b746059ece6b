import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { MediaConfig } from '../deps';
import { FairPool } from './fair-pool';

const pools = new WeakMap<MediaConfig, FairPool>();

/**
 * The pool every image decode of this process goes through (one per media configuration, so a
 * test server with its own settings gets its own). Decoding is CPU- and memory-heavy: a few at a
 * time, fair between users, instead of as many as requests arrive.
 */
export function imagePoolFor(media: MediaConfig): FairPool {
  let pool = pools.get(media);
  if (!pool) {
    pool = new FairPool(media.imageConcurrency);
    pools.set(media, pool);
    // libvips threads per image: the cores shared by the images that run at once, so a full pool
    // uses the machine without oversubscribing it.
    sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / media.imageConcurrency)));
    // Uploads are decoded once; libvips' operation cache (up to 50 MB) would only hold memory.
    sharp.cache(false);
  }
  return pool;
}
