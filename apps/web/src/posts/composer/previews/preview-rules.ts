import type { Platform } from '@fanout/shared';

/**
 * How each network shows a post, for the composer's previews. These are approximations of each
 * network's own UI as we read it (feed view, desktop web, 2026), not a contract: the networks
 * change their layouts and fold text by rendered lines as well as by characters, so the fold here
 * is "about where" the post will be cut, never a promise.
 */
export interface PreviewRule {
  /**
   * Where the network folds long text behind a link, or null where it shows the whole text (X,
   * Threads and Bluesky: their limits are short enough to show everything).
   */
  fold: { characters: number; lines: number; label: string } | null;
  /** The CSS aspect ratio the network crops the media area to in the feed. */
  mediaAspect: string;
  /** A grid of up to `max` items, or one item at a time with a position marker. */
  mediaLayout: { kind: 'grid'; max: number } | { kind: 'carousel' };
  /** Media above the text (Instagram, TikTok, YouTube, Pinterest), else below it. */
  mediaFirst: boolean;
  /** Whether the network shows the @handle beside the name. */
  showsHandle: boolean;
  /** Whether the network shows the post's title (a video's or a Pin's). */
  showsTitle: boolean;
}

export const PREVIEW_RULES: Record<Platform, PreviewRule> = {
  twitter: {
    fold: null,
    mediaAspect: '16 / 9',
    mediaLayout: { kind: 'grid', max: 4 },
    mediaFirst: false,
    showsHandle: true,
    showsTitle: false,
  },
  threads: {
    fold: null,
    mediaAspect: '4 / 5',
    mediaLayout: { kind: 'carousel' },
    mediaFirst: false,
    showsHandle: true,
    showsTitle: false,
  },
  bluesky: {
    fold: null,
    mediaAspect: '16 / 9',
    mediaLayout: { kind: 'grid', max: 4 },
    mediaFirst: false,
    showsHandle: true,
    showsTitle: false,
  },
  // About 210 characters or 3 lines, then "…see more".
  linkedin: {
    fold: { characters: 210, lines: 3, label: '…see more' },
    mediaAspect: '1.91 / 1',
    mediaLayout: { kind: 'grid', max: 4 },
    mediaFirst: false,
    showsHandle: false,
    showsTitle: false,
  },
  // About 480 characters or 5 lines, then "See more".
  facebook: {
    fold: { characters: 480, lines: 5, label: 'See more' },
    mediaAspect: '1.91 / 1',
    mediaLayout: { kind: 'grid', max: 4 },
    mediaFirst: false,
    showsHandle: false,
    showsTitle: false,
  },
  // About 125 characters or 2 lines of caption, then "… more"; square-ish media, one at a time.
  instagram: {
    fold: { characters: 125, lines: 2, label: '… more' },
    mediaAspect: '1 / 1',
    mediaLayout: { kind: 'carousel' },
    mediaFirst: true,
    showsHandle: true,
    showsTitle: false,
  },
  // The description under a video: about 2 lines, then "...more".
  youtube: {
    fold: { characters: 100, lines: 2, label: '...more' },
    mediaAspect: '16 / 9',
    mediaLayout: { kind: 'carousel' },
    mediaFirst: true,
    showsHandle: false,
    showsTitle: true,
  },
  // A caption over a vertical video: about 2 lines, then "more".
  tiktok: {
    fold: { characters: 80, lines: 2, label: 'more' },
    mediaAspect: '9 / 16',
    mediaLayout: { kind: 'carousel' },
    mediaFirst: true,
    showsHandle: true,
    showsTitle: false,
  },
  // A Pin's description: about 2 lines, then "more".
  pinterest: {
    fold: { characters: 100, lines: 2, label: 'more' },
    mediaAspect: '2 / 3',
    mediaLayout: { kind: 'carousel' },
    mediaFirst: true,
    showsHandle: false,
    showsTitle: true,
  },
};
