import { eq, sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { postListVersions } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';
import { preparedQuery } from '../deps/prepared-query';

// Bounds per database handle: enough for every active user's first pages, little memory.
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: number;
  value: unknown;
  bytes: number;
}

/**
 * Answers already built from an owner's posts (list pages, tab counts, stats), reused only while
 * the owner's list version is the one they were built under (ADR 0021, 0042); /admin's figures
 * under their own version alike (ADR 0080). Triggers on posts,
 * targets and attachments give the owner a new version, from a sequence, in every transaction that
 * changes what these answers show. The version is read from PostgreSQL on every request, before the
 * answer, so an answer is never served after a committed change: at worst one built from newer data
 * is kept under an older version, which no later read can match (versions are never reused), and
 * is rebuilt. Least recently used entries go first.
 */
export class ListVersionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, { version: number; value: Promise<unknown> }>();
  private bytes = 0;

  get(key: string, version: number): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: unknown, bytes: number): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    if (bytes > MAX_BYTES / 10) return; // a huge answer is cheaper to rebuild than to crowd out others
    this.entries.set(key, { version, value, bytes });
    this.bytes += bytes;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.bytes -= this.entries.get(oldest.value)?.bytes ?? 0;
      this.entries.delete(oldest.value);
    }
  }

  /**
   * One build per key and version at a time: right after a write, every concurrent reader of the
   * owner's stats or page would otherwise run the same statement (50 readers, 50 × the work).
   */
  async build<T>(key: string, version: number, make: () => Promise<T>): Promise<T> {
    const running = this.building.get(key);
    if (running?.version === version) return running.value as Promise<T>;
    const value = make();
    this.building.set(key, { version, value });
    try {
      return await value;
    } finally {
      if (this.building.get(key)?.value === value) this.building.delete(key);
    }
  }
}

const caches = new WeakMap<Database, ListVersionCache>();

function cacheOf(db: Database): ListVersionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListVersionCache();
    caches.set(db, cache);
  }
  return cache;
}

const versionQuery = preparedQuery((db: Database, _shape: 'version') =>
  db
    .select({ version: postListVersions.version })
    .from(postListVersions)
    .where(eq(postListVersions.userId, sql.placeholder('userId')))
    .prepare('post_list_version'),
);

/** The owner's current list version (0 before their first post). */
export async function postListVersion(deps: Pick<CoreDeps, 'db'>, userId: string): Promise<number> {
  const [row] = await versionQuery(deps.db, 'version').execute({ userId });
  return row?.version ?? 0;
}

/**
 * A kind of reused answer: its values are all of type T (the key starts with the kind's name, so
 * two kinds never read each other's entries) and `sizeOf` estimates one's memory in bytes.
 */
export interface ReusedKind<T> {
  name: string;
  sizeOf: (value: T) => number;
}

/**
 * The answer of `kind` for `key` built under the owner's list `version` (read by the caller, before
 * anything it serves), from memory when it was already built under that version, else by `build`.
 * `userId` scopes the version: an owner's, or a name that is no user id for an answer over all
 * users under a version of its own (/admin's figures, ADR 0080).
 */
export async function reuseUnderVersion<T>(
  deps: Pick<CoreDeps, 'db'>,
  kind: ReusedKind<T>,
  request: { userId: string; key: string; version: number },
  build: () => Promise<T>,
): Promise<T> {
  const key = `${request.userId}|${kind.name}|${request.key}`;
  const cache = cacheOf(deps.db);
  // Only this function stores under keys of this kind, always a T.
  const hit = cache.get(key, request.version) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await cache.build(key, request.version, build);
  cache.set(key, request.version, value, kind.sizeOf(value) + key.length * 2);
  return value;
}

/** Freezes a reused answer through and through: every caller shares it, none may change it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
