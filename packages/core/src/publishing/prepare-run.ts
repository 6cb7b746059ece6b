import { isAppError } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import type { Claim } from './claim-targets';
import { loadPublishJob, type PublishJob } from './load-publish-job';
import { publishBatches } from './publish-batches';

/** A job read during the lead, and what it was read from (run-version.ts). */
interface PreparedJob {
  version: string;
  ownerId: string;
  job: PublishJob;
}

/**
 * Prepares a waiting run during the lead (ADR 0073): reads its post, account, attachments and media
 * and decrypts the account's token before the due time, so that at the time the run only claims and
 * calls. Whatever goes wrong here (a post already deleted, an account needing attention, a read
 * failing) leaves nothing prepared: the run loads its job after its claim, as without preparing,
 * and meets the same answer there.
 */
export interface PreparedRun {
  /** The target's owner, once read: the claim is made with the other targets of its owner. */
  ownerId(): string | null;
  /** The prepared job, if it was read from what the claim found (the same version) and is ready. */
  jobFor(claim: Extract<Claim, { outcome: 'claimed' }>): PublishJob | null;
}

export function prepareRun(deps: CoreDeps, targetId: string, dueAt: Date): PreparedRun {
  let prepared: PreparedJob | null = null;
  void readJob(deps, targetId, dueAt).then((job) => {
    prepared = job;
  });
  return {
    ownerId: () => prepared?.ownerId ?? null,
    jobFor(claim) {
      // Still being read at the time (a job that started late): the run loads its job itself.
      if (!prepared || claim.version === null || prepared.version !== claim.version) return null;
      // A token that came due for refresh while waiting is refreshed by the usual load.
      const expiresAt = prepared.job.accountRow.tokenExpiresAt;
      const refreshBy = nowOf(deps).getTime() + deps.config.oauth.refreshWindowMs;
      if (expiresAt && expiresAt.getTime() <= refreshBy) return null;
      return prepared.job;
    },
  };
}

async function readJob(deps: CoreDeps, targetId: string, dueAt: Date): Promise<PreparedJob | null> {
  try {
    // The version first, the rows after: a write between the two makes the claim's version differ.
    const read = await publishBatches(deps).version.load(targetId);
    if (!read) return null;
    const publisher = deps.publishers[read.source.platform];
    const job = await loadPublishJob(deps, read.source, publisher);
    // The platform may open the connection the call will use shortly before the time (ADR 0076),
    // on the process's clock (the deps' may differ in tests, as in due-clock.ts).
    publisher.expectCall?.(new Date(Date.now() + dueAt.getTime() - nowOf(deps).getTime()));
    return { version: read.version, ownerId: read.source.ownerId, job };
  } catch (error) {
    // A refusal the usual load meets again after the claim (an account needing attention) is
    // expected; anything else is logged by name only (an error may quote a query's values).
    if (!isAppError(error)) {
      deps.logger.warn(
        { targetId, errorClass: error instanceof Error ? error.name : 'Error' },
        'publishing run not prepared during the lead; it loads its job after the claim',
      );
    }
    return null;
  }
}
