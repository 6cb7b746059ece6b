import type { Platform, PostTarget } from '@fanout/shared';

export type TargetResult =
  | { id: string; platform: Platform; kind: 'published'; url: string }
  | { id: string; platform: Platform; kind: 'failed' | 'unconfirmed' | 'missed'; message: string };

/**
 * What happened on each platform, when there is something to show: a link to the published
 * post, or why it failed, was missed, or could not be confirmed. Only http(s) links are offered: the URL comes from the platform.
 */
export function targetResults(
  targets: readonly Pick<
    PostTarget,
    'id' | 'platform' | 'state' | 'platformPostUrl' | 'errorMessage'
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
    if (
      (target.state === 'failed' || target.state === 'unconfirmed' || target.state === 'missed') &&
      target.errorMessage
    ) {
      return [{ id, platform, kind: target.state, message: target.errorMessage }];
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
