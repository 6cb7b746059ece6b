import type { Platform, PostTarget } from '@fanout/shared';

/** Spec 000 §9: post cards show at most 3 platform icons, then '+N more'. */
export const SHOWN_PLATFORM_ICONS = 3;

/** The distinct platforms of a post's targets, in target order, split at the icon limit. */
export function platformIconList(
  targets: readonly Pick<PostTarget, 'platform'>[],
  max = SHOWN_PLATFORM_ICONS,
): { shown: Platform[]; hiddenCount: number } {
  const distinct = [...new Set(targets.map((target) => target.platform))];
  return { shown: distinct.slice(0, max), hiddenCount: Math.max(distinct.length - max, 0) };
}
