import type { ContentItem, PostDetail, PostTarget } from '@fanout/shared';

/** What a target's variant changes about its media: its own list, or none at all on its network. */
export type VariantMedia =
  { kind: 'shared' } | { kind: 'none' } | { kind: 'own'; items: ContentItem[] };

/** A target's own text and media as its line on the post's page shows them. */
export interface TargetVariantView {
  /** The customised text; null when the target uses the shared text. */
  text: string | null;
  media: VariantMedia;
}

/**
 * The variant of `target`'s account in `variants` (ADR 0083), or null when it has none and so
 * uses the shared text and media shown at the top of the page. An empty own list is "no media".
 */
export function targetVariantView(
  variants: PostDetail['variants'],
  target: Pick<PostTarget, 'socialAccountId'>,
): TargetVariantView | null {
  const variant = target.socialAccountId ? variants[target.socialAccountId] : undefined;
  if (!variant) return null;
  const media: VariantMedia =
    variant.attachments === null
      ? { kind: 'shared' }
      : variant.attachments.length === 0
        ? { kind: 'none' }
        : { kind: 'own', items: variant.media ?? [] };
  if (variant.textContent === null && media.kind === 'shared') return null;
  return { text: variant.textContent, media };
}
