import { and, eq } from 'drizzle-orm';
import { socialAccounts, type PostFollowUpRow } from '@fanout/db/schema';
import { RunLaterError } from '@fanout/jobs';
import {
  PlatformError,
  type FollowUpInput,
  type FollowUpPublisher,
  type FollowUpResult,
  type PublishAccount,
  type PublishedRef,
} from '@fanout/platforms';
import { PLATFORM_LABELS } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { addNotification } from '../notifications/add-notification';
import { failureOf, isAmbiguous } from './call-failures';
import {
  claimFollowUps,
  clearFollowUpSending,
  failFollowUps,
  markFollowUpSending,
  recordFollowUp,
  releaseFollowUps,
  renewFollowUpLease,
  saveFollowUpHandle,
  type FollowUpTarget,
} from './follow-up-writes';
import { startHeartbeat } from './lease-heartbeat';
import { NotPublishable, publishAccount } from './load-publish-job';
import { publishingSettings, type PublishingSettings } from './publishing-settings';
import { askWhetherItExists } from './reconcile-publication';
import { nextTryAfterFailure } from './target-waits';

/**
 * The follow-ups job (ADR 0084): a published target's thread replies or first comment, in order,
 * each exactly once. Safe to run any number of times: the claim decides who works, a reply is
 * marked `sending` (fenced) just before its call, a lost answer is asked about before anything is
 * sent again, and a reply is never sent before the one it answers is published. A reply that
 * cannot go out ends the thread there: the ones after it are not sent (and say why).
 */
export async function publishFollowUps(deps: CoreDeps, targetId: string): Promise<void> {
  const settings = publishingSettings(deps);
  const claim = await claimFollowUps(deps, targetId, nowOf(deps), settings.leaseMs);
  // Held: its run finishes them; if that run dies, the sweeper brings this job back once its
  // lease has ended.
  if (claim.outcome === 'none' || claim.outcome === 'held') return;
  if (claim.outcome === 'later') throw new RunLaterError(claim.at);
  const run: FollowUpRun = { deps, settings, token: claim.token, target: claim.target };
  const heartbeat = startHeartbeat(
    deps,
    settings.leaseMs,
    (until) => renewFollowUpLease(deps, targetId, run.token, until),
    { targetId, what: 'follow-ups' },
  );
  try {
    await publishInOrder(run, claim.rows);
  } catch (error) {
    if (error instanceof FollowUpClaimLost) {
      deps.logger.warn({ targetId }, 'follow-ups run stopped: its claim was lost');
      return;
    }
    if (!(error instanceof RunLaterError)) {
      await releaseFollowUps(deps, run.token, null, nowOf(deps));
    }
    throw error;
  } finally {
    heartbeat.stop();
  }
}

interface FollowUpRun {
  deps: CoreDeps;
  settings: PublishingSettings;
  token: string;
  target: FollowUpTarget;
}

/** A successor holds the follow-ups: this run stops before any further call. */
class FollowUpClaimLost extends Error {
  constructor(targetId: string) {
    super(`The claim on the follow-ups of target ${targetId} was lost`);
    this.name = 'FollowUpClaimLost';
  }
}

type ItemOutcome =
  | { kind: 'published'; ref: PublishedRef }
  | { kind: 'failed'; errorClass: string; message: string }
  | { kind: 'later'; at: Date; errorClass: string; message: string };

async function publishInOrder(run: FollowUpRun, rows: readonly PostFollowUpRow[]): Promise<void> {
  const { deps, target } = run;
  const label = PLATFORM_LABELS[target.platform];
  const open = rows.filter((row) => row.state === 'pending' || row.state === 'sending');
  const followUp = deps.publishers[target.platform].followUp;
  if (!followUp) {
    await failAll(run, open, `${label} does not publish replies or comments from Fanout.`);
    return;
  }
  let account: PublishAccount;
  try {
    account = await loadAccount(run, label);
  } catch (error) {
    if (!(error instanceof NotPublishable)) throw error;
    await failAll(run, open, error.failure.message, error.failure.errorClass);
    return;
  }
  const root: PublishedRef = { platformPostId: target.platformPostId, handles: target.handles };
  let parent = root;
  for (const [index, row] of rows.entries()) {
    if (row.state === 'published' && row.platformPostId) {
      parent = { platformPostId: row.platformPostId, handles: row.handles };
      continue;
    }
    if (row.state === 'failed') {
      await failAll(run, rows.slice(index + 1), notSentAfter(row));
      return;
    }
    const outcome = await publishOne(run, followUp, {
      row,
      account,
      root,
      parent: row.kind === 'thread' ? parent : root,
      label,
    });
    if (outcome.kind === 'published') {
      parent = outcome.ref;
      continue;
    }
    const now = nowOf(deps);
    if (outcome.kind === 'failed') {
      await failFollowUps(
        deps,
        run.token,
        [{ id: row.id, errorClass: outcome.errorClass, message: outcome.message }],
        now,
      );
      await failAll(run, rows.slice(index + 1), notSentAfter(row));
      await notifyFollowUpFailed(run, row, outcome.message, label);
      return;
    }
    await releaseFollowUps(
      deps,
      run.token,
      {
        firstId: row.id,
        nextTryAt: outcome.at,
        errorClass: outcome.errorClass,
        message: outcome.message,
      },
      now,
    );
    throw new RunLaterError(outcome.at);
  }
}

/**
 * Tells the owner the post is out but what follows it is not ("Published; first comment failed:
 * … — retry the comment"), once per target and round (the notifications' unique key).
 */
async function notifyFollowUpFailed(
  run: FollowUpRun,
  row: PostFollowUpRow,
  message: string,
  label: string,
): Promise<void> {
  const { target } = run;
  const what =
    row.kind === 'thread' ? `item ${row.position + 1} of its thread` : 'its first comment';
  await addNotification(run.deps.db, {
    userId: target.ownerId,
    kind: 'follow_up_failed',
    title: `Published on ${label}; ${what} failed`,
    body: `${message} Retry it from the post's page.`,
    postId: target.postId,
    targetId: target.id,
    targetRound: target.userRetries,
  });
}

async function loadAccount(run: FollowUpRun, label: string): Promise<PublishAccount> {
  const { deps, target } = run;
  const disconnected = new NotPublishable({
    errorClass: 'auth',
    message: `The ${label} account was disconnected, so the rest of the post could not follow.`,
  });
  if (!target.socialAccountId) throw disconnected;
  const [row] = await deps.db
    .select()
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.id, target.socialAccountId),
        eq(socialAccounts.ownerId, target.ownerId),
      ),
    );
  if (!row) throw disconnected;
  return publishAccount(deps, row, label);
}

function itemName(row: Pick<PostFollowUpRow, 'kind' | 'position'>): string {
  return row.kind === 'thread' ? `item ${row.position + 1} of the thread` : 'the first comment';
}

function notSentAfter(row: PostFollowUpRow): string {
  return `Not sent: ${itemName(row)} did not go out, and a thread is never published out of order.`;
}

async function failAll(
  run: FollowUpRun,
  rows: readonly PostFollowUpRow[],
  message: string,
  errorClass = 'not_sent',
): Promise<void> {
  const open = rows.filter((row) => row.state === 'pending' || row.state === 'sending');
  await failFollowUps(
    run.deps,
    run.token,
    open.map((row) => ({ id: row.id, errorClass, message })),
    nowOf(run.deps),
  );
}

interface Item {
  row: PostFollowUpRow;
  account: PublishAccount;
  root: PublishedRef;
  parent: PublishedRef;
  label: string;
}

/** One reply or comment: asked about first if an earlier run's call was lost, then sent once. */
async function publishOne(
  run: FollowUpRun,
  followUp: FollowUpPublisher,
  item: Item,
): Promise<ItemOutcome> {
  const { deps, settings, token } = run;
  const { row, label } = item;
  const what = row.kind === 'thread' ? 'the reply' : 'the first comment';
  const handles: Record<string, string> = { ...row.handles };
  let sending = row.state === 'sending';
  const input: FollowUpInput = {
    followUpId: row.id,
    text: row.textContent,
    account: item.account,
    root: item.root,
    parent: item.parent,
    handles,
    saveHandle: async (name, value) => {
      if (!(await saveFollowUpHandle(deps, row.id, token, { [name]: value }))) {
        throw new FollowUpClaimLost(run.target.id);
      }
      handles[name] = value;
    },
    markIrreversible: async (saved = {}) => {
      const until = await markFollowUpSending(
        deps,
        row.id,
        token,
        saved,
        nowOf(deps),
        settings.leaseMs,
      );
      if (!until) throw new FollowUpClaimLost(run.target.id);
      Object.assign(handles, saved);
      sending = true;
      // Paused right after the mark with less than half the lease left: a successor could take
      // the rows over while the call is on its way. Give it back unsent (nothing was called).
      if (nowOf(deps).getTime() > until.getTime() - settings.leaseMs / 2) {
        await clearFollowUpSending(deps, row.id, token, nowOf(deps));
        await releaseFollowUps(deps, token, null, nowOf(deps));
        throw new RunLaterError(nowOf(deps));
      }
    },
    rateLimits: { observe: () => undefined },
  };

  if (sending) {
    const settled = await settleLostAnswer(run, followUp, input, { row, label, what });
    if (settled) return settled;
    sending = false;
  }
  try {
    const result = await followUp.publish(input);
    return await recorded(run, row, result);
  } catch (error) {
    if (error instanceof FollowUpClaimLost || error instanceof RunLaterError) throw error;
    if (sending && isAmbiguous(error)) {
      const settled = await settleLostAnswer(run, followUp, input, { row, label, what });
      if (settled) return settled;
    }
    const failure = failureOf(error, label);
    if (failure.errorClass !== 'transient' && failure.errorClass !== 'rate_limited') {
      return { kind: 'failed', ...failure };
    }
    // A rate limit's own reset time, when the platform named one; a server error's headers say
    // nothing about when to come back.
    const platformWait =
      error instanceof PlatformError && error.errorClass === 'rate_limited' ? error.retryAt : null;
    const at =
      nextTryAfterFailure(settings, { retries: row.tries + 1, dueAt: null }, nowOf(deps)) ?? null;
    if (!at) return { kind: 'failed', ...failure };
    return {
      kind: 'later',
      at: platformWait && platformWait > at ? platformWait : at,
      ...failure,
    };
  }
}

async function recorded(
  run: FollowUpRun,
  row: PostFollowUpRow,
  result: FollowUpResult,
): Promise<ItemOutcome> {
  if (!(await recordFollowUp(run.deps, row.id, run.token, result, nowOf(run.deps)))) {
    throw new FollowUpClaimLost(run.target.id);
  }
  return {
    kind: 'published',
    ref: { platformPostId: result.platformPostId, handles: result.handles },
  };
}

/**
 * A `sending` reply's answer was lost (this run's or a dead run's): found (published), unknown
 * (failed as unconfirmed: never sent twice), or not there — then it is `pending` again and null is
 * answered, so it may be sent.
 */
async function settleLostAnswer(
  run: FollowUpRun,
  followUp: FollowUpPublisher,
  input: FollowUpInput,
  context: { row: PostFollowUpRow; label: string; what: string },
): Promise<ItemOutcome | null> {
  const { deps, token } = run;
  const { row, label, what } = context;
  const found = await askWhetherItExists(deps, {
    label,
    what,
    logContext: { targetId: run.target.id, followUpId: row.id },
    ask: () => followUp.reconcile(input),
  });
  if (found === null) {
    if (!(await clearFollowUpSending(deps, row.id, token, nowOf(deps)))) {
      throw new FollowUpClaimLost(run.target.id);
    }
    return null;
  }
  if ('cannotTell' in found) {
    return {
      kind: 'failed',
      errorClass: 'unconfirmed',
      message: `${found.cannotTell}. It may have been published: look at your ${label} account.`,
    };
  }
  if ('askAgain' in found) {
    const at = nextTryAfterFailure(
      run.settings,
      { retries: row.tries + 1, dueAt: null },
      nowOf(deps),
    );
    if (!at) {
      return {
        kind: 'failed',
        errorClass: 'unconfirmed',
        message: `${found.askAgain}. It may have been published: look at your ${label} account.`,
      };
    }
    return { kind: 'later', at, errorClass: 'transient', message: found.askAgain };
  }
  return recorded(run, row, found);
}
