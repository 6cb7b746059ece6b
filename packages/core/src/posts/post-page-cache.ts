import { eq, sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { postListVersions } from '@fanout/db/schema';
import type { PostListInput } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { preparedQuery } from '../deps/prepared-query';
import type { PostOwner, PostPageJson } from './list-posts';

// Bounds per database handle: enough for every active user's first pages, little memory.
const MAX_PAGES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: number;
  page: PostPageJson;
  bytes: number;
}

/**
 * Pages of post lists already built, reused only while the owner's list version (bumped by triggers
 * on every change to their posts, targets and attachments, in the writing transaction) is the one
 * they were built under. The version is read from PostgreSQL on every request, before the page, so
 * a page is never served after a committed change: at worst a page built from newer data is kept
 * under an older version and rebuilt on the next read. Least recently used pages go first.
 */
class PostPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string, version: number): PostPageJson | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, version: number, page: PostPageJson): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    const bytes = page.items.length * 2 + key.length * 2;
    if (bytes > MAX_BYTES / 10) return; // a huge page is cheaper to rebuild than to crowd out others
    this.entries.set(key, { version, page, bytes });
    this.bytes += bytes;
    while (this.entries.size > MAX_PAGES || this.bytes > MAX_BYTES) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.bytes -= this.entries.get(oldest.value)?.bytes ?? 0;
      this.entries.delete(oldest.value);
    }
  }
}

const caches = new WeakMap<Database, PostPageCache>();

function cacheOf(db: Database): PostPageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PostPageCache();
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

/** A page from the cache when nothing in it can have changed; otherwise built by `build` and kept. */
export async function cachedPostPage(
  deps: Pick<CoreDeps, 'db'>,
  owner: PostOwner,
  kind: string,
  input: PostListInput,
  build: () => Promise<PostPageJson>,
): Promise<PostPageJson> {
  const version = await postListVersion(deps, owner.userId);
  const key = `${owner.userId}|${kind}|${input.platform ?? ''}|${input.limit}|${input.cursor ?? ''}`;
  const cache = cacheOf(deps.db);
  const hit = cache.get(key, version);
  if (hit) return hit;
  const page = await build();
  cache.set(key, version, page);
  return page;
}
