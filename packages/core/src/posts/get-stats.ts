import { count, eq, sql } from 'drizzle-orm';
import { postListVersions, postTargets, socialAccounts } from '@fanout/db/schema';
import type { Stats } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, preparedQuery, type CoreDeps } from '../deps';
import { isWaiting } from '../targets';
import { reuseUnderVersion, type ReusedKind } from './list-version-cache';
import type { PostOwner } from './list-posts';

type PostStats = Pick<Stats, 'monthlyPosts' | 'scheduledPosts'>;

const POST_STATS: ReusedKind<PostStats> = { name: 'stats', sizeOf: () => 100 };

/**
 * The owner's list version and connected accounts, in one round trip. The accounts are counted on
 * every request (one indexed row per account): the list version does not follow social_accounts.
 */
const versionAndAccountsQuery = preparedQuery((db, _shape: 'stats-version') =>
  db
    .select({
      version: sql<number | null>`(select ${postListVersions.version} from ${postListVersions}
        where ${postListVersions.userId} = ${sql.placeholder('ownerId')})`.mapWith(Number),
      connectedAccounts: count(),
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.ownerId, sql.placeholder('ownerId')))
    .prepare('post_stats_version'),
);

/**
 * The two post counts, each over its partial index (the state predicates are literals so that a
 * prepared statement's generic plan still matches them): this month's published targets and the
 * waiting targets, never the owner's whole history. Still linear in those targets (≈3.6 ms at 6,666
 * of each, ADR 0042), which is why the answer is reused.
 */
const postStatsQuery = preparedQuery((db, _shape: 'stats') =>
  db
    .select({
      monthlyPosts: sql<number>`(select count(distinct ${postTargets.postId})::int from ${postTargets}
        where ${postTargets.ownerId} = ${sql.placeholder('ownerId')} and ${postTargets.state} = 'published'
          and ${postTargets.updatedAt} >= ${sql.placeholder('monthStart')}::timestamptz)`,
      scheduledPosts: sql<number>`(select count(distinct ${postTargets.postId})::int from ${postTargets}
        where ${postTargets.ownerId} = ${sql.placeholder('ownerId')} and ${isWaiting()})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('post_stats'),
);

/** Answers by their reused counts and account count (ADR 0074). */
const answers = new WeakMap<PostStats, Map<number, Stats>>();

/**
 * The answer for reused counts and an account count: the same frozen object while both are
 * unchanged, so its JSON text is made once (the REST route and tRPC's hot reads keep it by object),
 * as a reused list page's is (ADR 0074).
 */
function answerOf(counts: PostStats, connectedAccounts: number): Stats {
  let byAccounts = answers.get(counts);
  if (!byAccounts) {
    byAccounts = new Map();
    answers.set(counts, byAccounts);
  }
  let answer = byAccounts.get(connectedAccounts);
  if (!answer) {
    answer = Object.freeze({ ...counts, connectedAccounts });
    byAccounts.set(connectedAccounts, answer);
  }
  return answer;
}

/**
 * Spec 000 §3 stats: posts published this month (UTC), posts waiting to publish, connected accounts.
 * The post counts are reused while the owner's list version and the month are unchanged (ADR 0042):
 * the triggers bump the version in every transaction that changes a target's state, owner or post,
 * or a published target's updated_at, which is everything the counts read.
 */
export async function getStats(
  deps: CoreDeps,
  { actor: owner }: ServiceOptions<never, PostOwner>,
): Promise<Stats> {
  const now = nowOf(deps);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [current] = await versionAndAccountsQuery(deps.db, 'stats-version').execute({
    ownerId: owner.userId,
  });
  const counts = await reuseUnderVersion(
    deps,
    POST_STATS,
    { userId: owner.userId, key: monthStart, version: current?.version ?? 0 },
    async () => {
      const [row] = await postStatsQuery(deps.db, 'stats').execute({
        ownerId: owner.userId,
        monthStart,
      });
      return Object.freeze({
        monthlyPosts: row?.monthlyPosts ?? 0,
        scheduledPosts: row?.scheduledPosts ?? 0,
      });
    },
  );
  return answerOf(counts, current?.connectedAccounts ?? 0);
}
