import { sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { uuids } from '@fanout/db/sql-arrays';
import {
  contentItems,
  postAttachments,
  postTargets,
  posts,
  postVariantAttachments,
  postVariants,
  socialAccounts,
  type PostTargetRow,
} from '@fanout/db/schema';

/** The target's columns a run's job is loaded from (load-publish-job.ts). */
export type RunSource = Pick<
  PostTargetRow,
  'id' | 'postId' | 'ownerId' | 'socialAccountId' | 'platform'
>;

/**
 * What a run's job was read from, as one string (ADR 0073): the target's post and account, and the
 * row versions (`xmin`, new for every write of a row) of the post, the account and each attachment
 * with its library item, and of the target's variant with its own media (ADR 0083). A job prepared during the lead is used at the claim only when the claim
 * reads the same string: any edit, reconnection, token refresh or attachment change between the two
 * differs, and the run loads its job again, as it always did.
 */
export async function readRunVersions(
  executor: Pick<Executor, 'execute'>,
  targetIds: readonly string[],
): Promise<Map<string, { version: string; source: RunSource }>> {
  if (targetIds.length === 0) return new Map();
  const rows = await executor.execute<{
    id: string;
    post_id: string;
    owner_id: string;
    social_account_id: string | null;
    platform: PostTargetRow['platform'];
    version: string;
  }>(sql`
    select t.id, t.post_id, t.owner_id, t.social_account_id, t.platform,
      concat_ws(':', t.post_id, t.owner_id, coalesce(t.social_account_id::text, '-'),
        coalesce(p.xmin::text, '-'), coalesce(a.xmin::text, '-'),
        (select coalesce(string_agg(pa.position || '.' || pa.xmin::text || '.' || c.id || '.' || c.xmin::text,
                 ',' order by pa.position), '')
           from ${postAttachments} pa join ${contentItems} c on c.id = pa.content_id
          where pa.post_id = t.post_id),
        (select coalesce(v.xmin::text, '-') from ${postVariants} v where v.target_id = t.id),
        (select coalesce(string_agg(va.position || '.' || va.xmin::text || '.' || c.id || '.' || c.xmin::text,
                 ',' order by va.position), '')
           from ${postVariantAttachments} va join ${contentItems} c on c.id = va.content_id
          where va.target_id = t.id)) as version
    from ${postTargets} t
    left join ${posts} p on p.id = t.post_id
    left join ${socialAccounts} a on a.id = t.social_account_id
    where t.id = any(${uuids(targetIds)})`);
  return new Map(
    [...rows].map((row) => [
      row.id,
      {
        version: row.version,
        source: {
          id: row.id,
          postId: row.post_id,
          ownerId: row.owner_id,
          socialAccountId: row.social_account_id,
          platform: row.platform,
        },
      },
    ]),
  );
}
