import { eq, sql } from 'drizzle-orm';
import { contentItems } from '@fanout/db/schema';
import { AppError, type StorageUsage } from '@fanout/shared';
import type { Executor, Transaction } from '@fanout/db/client';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { formatBytes } from './format-bytes';

/** Bytes of media the user's library holds (the recorded files; thumbnails are not counted). */
export async function storageUsed(db: Executor, userId: string): Promise<number> {
  // content_items_owner_created_idx leads with owner_id: this reads one user's rows only.
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${contentItems.fileSize}), 0)` })
    .from(contentItems)
    .where(eq(contentItems.ownerId, userId));
  return Number(row?.used ?? 0);
}

/**
 * Refuses a file that would take the user's library over STORAGE_QUOTA_GB. Race-safe only when
 * called under the user's quota lock (lockStorageQuota) in the transaction that records the file.
 */
export async function checkStorageQuota(
  deps: { db: Executor; config: Pick<CoreDeps['config'], 'media'> },
  userId: string,
  /** What is being added, as messages name it: `"clip.mp4"`, or `These 3 files` (plural). */
  what: { label: string; plural?: boolean },
  bytes: number,
): Promise<void> {
  const quota = deps.config.media.storageQuotaBytes;
  if (quota === null) return;
  const used = await storageUsed(deps.db, userId);
  if (used + bytes <= quota) return;
  const usage = `${formatBytes(used)} of ${formatBytes(quota)} used`;
  const advice = 'Delete media you no longer need, or ask the operator for more space.';
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    used >= quota
      ? `Your media library is full: ${usage}. ${advice}`
      : `${what.label} (${formatBytes(bytes)}) ${what.plural ? 'do' : 'does'} not fit in your media library: ${usage}. ${advice}`,
  );
}

/** Serialises recording files per user, so parallel uploads cannot pass the quota together. */
export async function lockStorageQuota(db: Transaction, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`storage:${userId}`}, 0))`);
}

/** The caller's library size against their quota, for the Content Library page. */
export async function getStorageUsage(
  deps: Pick<CoreDeps, 'db' | 'config'>,
  { actor }: ServiceOptions<never, Pick<Actor, 'userId'>>,
): Promise<StorageUsage> {
  const usedBytes = await storageUsed(deps.db, actor.userId);
  const quotaBytes = deps.config.media.storageQuotaBytes;
  const label =
    quotaBytes === null
      ? `${formatBytes(usedBytes)} used`
      : `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`;
  return { usedBytes, quotaBytes, label };
}
