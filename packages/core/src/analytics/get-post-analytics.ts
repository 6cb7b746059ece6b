import { asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '@fanout/db/sql-arrays';
import {
  analyticsSnapshots,
  analyticsVersions,
  followUpAnalytics,
  postFollowUps,
  posts,
  socialAccounts,
  targetAnalytics,
} from '@fanout/db/schema';
import {
  accountDisplayName,
  AppError,
  FIGURES,
  figuresNotReported,
  figuresOfFollowUp,
  NETWORK_FIGURES,
  REFRESH_NOW_INTERVAL_MS,
  type FigureValues,
  type FollowUpAnalytics,
  type PostAnalytics,
} from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { POST_NOT_FOUND } from '../posts/find-owned-post';
import { deepFreeze, reuseUnderVersion, type ReusedKind } from '../posts/list-version-cache';

type FigureColumns = { [F in (typeof FIGURES)[number]]: number | null };

function figuresOf(row: FigureColumns): FigureValues {
  const figures: FigureValues = {};
  for (const figure of FIGURES) {
    const value = row[figure];
    if (value !== null) figures[figure] = value;
  }
  return figures;
}

/** A post's figures as built: the answer while Refresh now is open, and when it was last used. */
interface BuiltPostAnalytics {
  answer: PostAnalytics;
  lastAsked: number;
}

const POST_ANALYTICS: ReusedKind<BuiltPostAnalytics> = {
  name: 'post-analytics',
  sizeOf: ({ answer }) =>
    1_000 +
    answer.targets.reduce(
      (bytes, target) =>
        bytes + 1_000 + target.history.length * 150 + target.followUps.length * 400,
      0,
    ),
};

/**
 * A post's figures for its page (ADR 0090): each published target's latest figures in the
 * vocabulary and under the network's own names, when they were read and when they are read next,
 * why they are not fresh, what the network never reports, and its snapshots oldest first. Another
 * user's post is a 404, like a missing one; a post with nothing published has no targets here.
 * Reused while the owner's analytics version is the one it was built under (one indexed read
 * answers both that and whether the post is the caller's).
 */
export async function getPostAnalytics(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<{ id: string }, Pick<Actor, 'userId'>>,
): Promise<PostAnalytics> {
  const [found] = await deps.db.execute<{ version: number; owned: boolean }>(sql`
    select coalesce((select ${analyticsVersions.version} from ${analyticsVersions}
        where ${analyticsVersions.userId} = ${owner.userId}), 0)::float8 as version,
      exists (select 1 from ${posts} where ${posts.id} = ${input.id}
        and ${posts.ownerId} = ${owner.userId}) as owned`);
  if (!found?.owned) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const built = await reuseUnderVersion(
    deps,
    POST_ANALYTICS,
    { userId: owner.userId, key: input.id, version: Number(found.version) },
    async () => deepFreeze(await buildPostAnalytics(deps, input.id)),
  );
  const availableAt = built.lastAsked + REFRESH_NOW_INTERVAL_MS;
  if (availableAt <= nowOf(deps).getTime()) return built.answer;
  return { ...built.answer, refreshAvailableAt: new Date(availableAt).toISOString() };
}

async function buildPostAnalytics(deps: CoreDeps, postId: string): Promise<BuiltPostAnalytics> {
  const rows = await deps.db
    .select({ row: targetAnalytics, account: socialAccounts })
    .from(targetAnalytics)
    .leftJoin(socialAccounts, eq(socialAccounts.id, targetAnalytics.socialAccountId))
    .where(eq(targetAnalytics.postId, postId))
    .orderBy(asc(targetAnalytics.publishedAt), asc(targetAnalytics.platform));
  const snapshots =
    rows.length === 0
      ? []
      : await deps.db
          .select()
          .from(analyticsSnapshots)
          .where(
            anyOf(
              analyticsSnapshots.targetId,
              rows.map(({ row }) => row.targetId),
            ),
          )
          .orderBy(asc(analyticsSnapshots.fetchedAt), asc(analyticsSnapshots.id));
  const followUps =
    rows.length === 0
      ? []
      : await followUpsOf(
          deps,
          rows.map(({ row }) => row.targetId),
        );
  const lastAsked = Math.max(0, ...rows.map(({ row }) => row.refreshRequestedAt?.getTime() ?? 0));
  return {
    lastAsked,
    answer: {
      postId,
      refreshAvailableAt: null,
      targets: rows.map(({ row, account }) => ({
        targetId: row.targetId,
        platform: row.platform,
        socialAccountId: row.socialAccountId,
        accountName: account ? accountDisplayName(account) : null,
        publishedAt: row.publishedAt.toISOString(),
        state: row.state,
        problem: row.problem,
        fetchedAt: row.fetchedAt?.toISOString() ?? null,
        nextRefreshAt: row.nextRefreshAt?.toISOString() ?? null,
        figures: figuresOf(row),
        engagement: row.engagement,
        notReported: figuresNotReported(row.platform),
        networkFigures: NETWORK_FIGURES[row.platform].map((entry) => ({
          ...entry,
          value: row.networkFigures[entry.name] ?? null,
        })),
        history: snapshots
          .filter((snapshot) => snapshot.targetId === row.targetId)
          .map((snapshot) => ({
            fetchedAt: snapshot.fetchedAt.toISOString(),
            figures: figuresOf(snapshot),
          })),
        followUps: followUps
          .filter((item) => item.targetId === row.targetId)
          .map(({ targetId: _target, ...item }) => item),
      })),
    },
  };
}

/**
 * The targets' follow-ups that have figures (a row opened by their first read), position order:
 * bounded by the targets' follow-ups, at most a thread's per target.
 */
async function followUpsOf(
  deps: CoreDeps,
  targetIds: string[],
): Promise<(FollowUpAnalytics & { targetId: string })[]> {
  const rows = await deps.db
    .select({
      row: followUpAnalytics,
      kind: postFollowUps.kind,
      position: postFollowUps.position,
      url: postFollowUps.platformPostUrl,
      platform: targetAnalytics.platform,
    })
    .from(followUpAnalytics)
    .innerJoin(postFollowUps, eq(postFollowUps.id, followUpAnalytics.followUpId))
    .innerJoin(targetAnalytics, eq(targetAnalytics.targetId, followUpAnalytics.targetId))
    .where(anyOf(followUpAnalytics.targetId, targetIds))
    .orderBy(asc(followUpAnalytics.targetId), asc(postFollowUps.position));
  return rows.map(({ row, kind, position, url, platform }) => ({
    targetId: row.targetId,
    id: row.followUpId,
    kind,
    position,
    url,
    fetchedAt: row.fetchedAt?.toISOString() ?? null,
    figures: figuresOf(row),
    notReported: figuresNotReported(platform, figuresOfFollowUp(kind)),
    problem: row.problem,
  }));
}
