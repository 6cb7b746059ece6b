import { targetAdvice, type Platform, type PostTarget } from '@fanout/shared';

export type TargetResult =
  | { id: string; platform: Platform; kind: 'published'; url: string }
  | {
      id: string;
      platform: Platform;
      kind: 'failed' | 'unconfirmed' | 'missed';
      message: string;
      /** What the user can do, in plain words (shared target-advice.ts). */
      advice: string | null;
    }
  | {
      id: string;
      platform: Platform;
      kind: 'waiting';
      waitReason: NonNullable<PostTarget['waitReason']>;
      nextTryAt: string | null;
    };

/** Shown when a target that did not go out has no reason recorded. */
export const NO_REASON = 'It was not published.';

/**
 * What happened on each platform, when there is something to show: a link to the published
 * post, why it failed, was missed, or could not be confirmed and what to do about it (ADR 0054),
 * or what it waits for (a retry, a rate limit: ADR 0033). Only http(s) links are offered: the URL
 * comes from the platform (or the user, for a post they confirmed).
 */
export function targetResults(
  targets: readonly Pick<
    PostTarget,
    | 'id'
    | 'platform'
    | 'state'
    | 'platformPostUrl'
    | 'errorMessage'
    | 'errorClass'
    | 'nextTryAt'
    | 'waitReason'
  >[],
): TargetResult[] {
  return targets.flatMap((target): TargetResult[] => {
    const { id, platform } = target;
    if (
      target.state === 'published' &&
      target.platformPostUrl &&
      isWebUrl(target.platformPostUrl)
    ) {
      return [{ id, platform, kind: 'published', url: target.platformPostUrl }];
    }
    if (target.state === 'failed' || target.state === 'unconfirmed' || target.state === 'missed') {
      const message = target.errorMessage ?? NO_REASON;
      const advice = targetAdvice(target.state, target.errorClass);
      return [{ id, platform, kind: target.state, message, advice }];
    }
    if ((target.state === 'scheduled' || target.state === 'publishing') && target.waitReason) {
      const { waitReason, nextTryAt } = target;
      return [{ id, platform, kind: 'waiting', waitReason, nextTryAt }];
    }
    return [];
  });
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
