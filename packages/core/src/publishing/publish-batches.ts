import DataLoader from 'dataloader';
import { asc, eq, sql } from 'drizzle-orm';
import { anyOf, records } from '@fanout/db/sql-arrays';
import {
  contentItems,
  postAttachments,
  postTargetAttempts,
  postTargets,
  posts,
  socialAccounts,
  type ContentItemRow,
  type PostRow,
  type SocialAccountRow,
} from '@fanout/db/schema';
import type { PublishResult } from '@fanout/platforms';
import { nowOf, perDeps, type CoreDeps } from '../deps';
import {
  dueOrNextTry,
  markIrreversible,
  readTargetVariants,
  recordPublished,
  saveHandles,
  type TargetVariant,
} from '../targets';
import { settlePostOutcomes } from '../webhooks/target-outcome-events';
import { claimTargets, type Claim } from './claim-targets';
import { publishingSettings } from './publishing-settings';
import { forgetRateLimitProbes } from './remember-rate-limit';
import type { Run } from './run';
import { readRunVersions, type RunSource } from './run-version';

/**
 * How long a statement waits for the same statement of other runs (ADR 0027). Short against a
 * platform call; under load batches grow by themselves, since a batch waits while one is running.
 */
const BATCH_WINDOW_MS = 2;
const MAX_BATCH = 250;

/**
 * The statements every run makes, gathered across the runs of one process (ADR 0027): when many
 * targets fall due at once, each statement below runs once for many targets instead of once per
 * target. Each answer is the same as its single-target statement's would be; a failing batch fails
 * every run in it (their jobs retry).
 */
export interface PublishBatches {
  /** claimTargets for one target; its owner, when known (prepared during the lead), groups the claims. */
  claim: DataLoader<{ targetId: string; ownerId: string | null }, Claim>;
  /** A target's state and time, for runs waiting for it (cheap: no claim is tried). */
  schedule: DataLoader<string, { state: string; dueAt: Date | null } | null>;
  /** What a target's job is read from (run-version.ts), for runs preparing during the lead. */
  version: DataLoader<string, { version: string; source: RunSource } | null>;
  post: DataLoader<string, PostRow | null>;
  account: DataLoader<string, SocialAccountRow | null>;
  /** A post's attached library items, in their order. */
  attachments: DataLoader<string, ContentItemRow[]>;
  /** A target's variant (ADR 0083), or null when it uses the post's text and media. */
  variant: DataLoader<string, TargetVariant | null>;
  /** Adds an adapter's handle to the target while the run holds its claim; false when the claim was lost. */
  saveHandle: DataLoader<{ run: Run; name: string; value: string }, boolean>;
  /** Marks the irreversible call as started while the run holds its claim; the renewed lease end, or null when the claim was lost. */
  markIrreversible: DataLoader<
    { run: Run; handles: Readonly<Record<string, string>> },
    Date | null
  >;
  /** Records a publication while the run holds its claim; false when the claim was lost. */
  markPublished: DataLoader<{ run: Run; result: PublishResult }, boolean>;
}

export const publishBatches = perDeps(createPublishBatches);

/**
 * A DataLoader without a cache whose batches run at most `parallel` at a time: the next batch keeps
 * gathering while the running ones finish. Statements that lock the same rows (the owners' balances
 * and list versions) run one batch at a time, so a burst makes a few large batches, not many small
 * ones waiting for each other's locks.
 */
function loader<K, V>(
  load: (keys: readonly K[]) => Promise<Array<V | Error>>,
  parallel: number,
): DataLoader<K, V> {
  let running = 0;
  const gathering: Array<() => void> = [];
  const startWhenFree = (dispatch: () => void) => {
    if (running < parallel) dispatch();
    else gathering.push(dispatch);
  };
  const run = async (keys: readonly K[]) => {
    running += 1;
    try {
      return await load(keys);
    } finally {
      running -= 1;
      gathering.shift()?.();
    }
  };
  return new DataLoader(run, {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (dispatch) => setTimeout(() => startWhenFree(dispatch), BATCH_WINDOW_MS),
  });
}

/** Batches that only read, or write rows no other batch of theirs touches, run side by side. */
const READS_IN_PARALLEL = 4;

function createPublishBatches(deps: CoreDeps): PublishBatches {
  const { leaseMs, claimAheadMs } = publishingSettings(deps);
  return {
    claim: loader((keys) => claimByOwner(deps, keys, { leaseMs, claimAheadMs }), 2),
    schedule: loader((ids) => loadSchedules(deps, ids), READS_IN_PARALLEL),
    version: loader(async (ids) => {
      const versions = await readRunVersions(deps.db, ids);
      return ids.map((id) => versions.get(id) ?? null);
    }, READS_IN_PARALLEL),
    post: loader(async (ids) => {
      const rows = await deps.db.select().from(posts).where(anyOf(posts.id, ids));
      return inOrder(ids, rows, (row) => row.id);
    }, READS_IN_PARALLEL),
    account: loader(async (ids) => {
      const rows = await deps.db.select().from(socialAccounts).where(anyOf(socialAccounts.id, ids));
      return inOrder(ids, rows, (row) => row.id);
    }, READS_IN_PARALLEL),
    attachments: loader((postIds) => loadAttachments(deps, postIds), READS_IN_PARALLEL),
    variant: loader(async (targetIds) => {
      const variants = await readTargetVariants(deps.db, targetIds);
      return targetIds.map((id) => variants.get(id) ?? null);
    }, READS_IN_PARALLEL),
    // One save per run at a time (a run awaits each), so no target appears twice in a batch.
    saveHandle: loader(
      (saves) =>
        saveHandles(
          deps.db,
          saves.map(({ run, name, value }) => ({ run, handles: { [name]: value } })),
        ),
      READS_IN_PARALLEL,
    ),
    markIrreversible: loader(async (marks) => {
      const now = nowOf(deps);
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const held = await markIrreversible(deps.db, marks, now, leaseUntil);
      return held.map((marked) => (marked ? leaseUntil : null));
    }, READS_IN_PARALLEL),
    markPublished: loader((items) => recordPublications(deps, items), 1),
  };
}

/**
 * The claims of one batch are made in CLAIM_GROUPS transactions side by side, each for the targets
 * of different owners (ADR 0073): a claim locks its owners' balances and list versions, so two
 * transactions over the same owners would run one after the other. Targets whose owner is not
 * known yet (not prepared) go with the first group. Each group answers its own runs: one failing
 * fails only its runs (their jobs retry).
 */
const CLAIM_GROUPS = 2;

async function claimByOwner(
  deps: CoreDeps,
  keys: readonly { targetId: string; ownerId: string | null }[],
  times: { leaseMs: number; claimAheadMs: number },
): Promise<Array<Claim | Error>> {
  const answers: Array<Claim | Error> = [];
  await Promise.all(
    ownerGroups(keys, CLAIM_GROUPS).map(async (indexes) => {
      try {
        const claims = await claimTargets(
          deps,
          indexes.map((index) => keys[index]?.targetId ?? ''),
          times.leaseMs,
          times.claimAheadMs,
        );
        indexes.forEach((index, at) => {
          answers[index] = claims[at] ?? new Error('no claim answer');
        });
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const index of indexes) answers[index] = failure;
      }
    }),
  );
  return keys.map((_, index) => answers[index] ?? new Error('no claim answer'));
}

/** The keys' indexes in at most `count` groups of about equal size, no owner in two groups. */
export function ownerGroups(
  keys: readonly { ownerId: string | null }[],
  count: number,
): number[][] {
  const byOwner = new Map<string, number[]>();
  keys.forEach(({ ownerId }, index) => {
    const owner = ownerId ?? '';
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), index]);
  });
  const groups: number[][] = [];
  let current: number[] = [];
  const size = Math.ceil(keys.length / count);
  // Unknown owners ('') sort first, so they stay in the first group.
  for (const owner of [...byOwner.keys()].sort()) {
    current.push(...(byOwner.get(owner) ?? []));
    if (current.length >= size && groups.length < count - 1) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

async function loadSchedules(deps: CoreDeps, ids: readonly string[]) {
  const rows = await deps.db
    .select({
      id: postTargets.id,
      state: postTargets.state,
      // A target waiting for its next try (ADR 0033) is due then, not at its own time.
      dueAt: sql<Date | null>`${dueOrNextTry()}`.mapWith(postTargets.dueAt),
    })
    .from(postTargets)
    .where(anyOf(postTargets.id, ids));
  return inOrder(ids, rows, (row) => row.id);
}

async function loadAttachments(deps: CoreDeps, postIds: readonly string[]) {
  const rows = await deps.db
    .select({ postId: postAttachments.postId, item: contentItems })
    .from(postAttachments)
    .innerJoin(contentItems, eq(contentItems.id, postAttachments.contentId))
    .where(anyOf(postAttachments.postId, postIds))
    .orderBy(asc(postAttachments.position));
  const byPost = new Map<string, ContentItemRow[]>();
  for (const { postId, item } of rows) byPost.set(postId, [...(byPost.get(postId) ?? []), item]);
  return postIds.map((id) => byPost.get(id) ?? []);
}

/** The publications of many runs, their attempts, and their accounts' probing, in one transaction. */
async function recordPublications(
  deps: CoreDeps,
  items: readonly { run: Run; result: PublishResult }[],
): Promise<boolean[]> {
  const now = nowOf(deps);
  const attempts = sql`${records(
    items.map(({ run, result }) => ({ attempt_id: run.attemptId, post_id: result.platformPostId })),
  )} as outcome(attempt_id uuid, post_id text)`;
  return deps.db.transaction(async (tx) => {
    // Both updates go out together (pipelined on the transaction's connection).
    const [{ held, postsToSettle }] = await Promise.all([
      recordPublished(tx, items, now),
      tx.execute(sql`
        update ${postTargetAttempts} set finished_at = ${now.toISOString()}::timestamptz,
          outcome = 'published', error_class = null, error_message = null,
          platform_response_id = outcome.post_id
        from ${attempts}
        where ${postTargetAttempts.id} = outcome.attempt_id`),
    ]);
    // A call went through: the accounts' rate-limit probing starts over (ADR 0033).
    await forgetRateLimitProbes(tx, [
      ...new Set(
        items.flatMap(({ run }, index) =>
          held[index] && run.target.socialAccountId ? [run.target.socialAccountId] : [],
        ),
      ),
    ]);
    // The posts' outcome webhooks (ADR 0094): only where their owners take post events.
    await settlePostOutcomes(tx, postsToSettle);
    return held;
  });
}

function inOrder<T>(ids: readonly string[], rows: readonly T[], idOf: (row: T) => string) {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.map((id) => byId.get(id) ?? null);
}
