import { createBlueskyFiguresReader } from '../bluesky/bluesky-figures';
import { createFacebookFiguresReader } from '../facebook/facebook-figures';
import { createInstagramFiguresReader } from '../instagram/instagram-figures';
import { createLinkedInFiguresReader } from '../linkedin/linkedin-figures';
import { createPinterestFiguresReader } from '../pinterest/pinterest-figures';
import { createThreadsFiguresReader } from '../threads/threads-figures';
import { createTikTokFiguresReader } from '../tiktok/tiktok-figures';
import { createTwitterFiguresReader } from '../twitter/twitter-figures';
import { createYouTubeFiguresReader } from '../youtube/youtube-figures';
import type { FiguresContext } from './figures-context';
import type { PlatformFiguresReaders } from './figures-reader';

/**
 * Every network's figures reader (ADR 0090), each beside its publisher, against
 * `context.hosts` (live vendors or the sandbox): `createFiguresReaders(figuresContext({ hosts }))`,
 * an HTTP client of their own, as createPlatformPublishers keeps its warmed connections to
 * publishing.
 */
export function createFiguresReaders(context: FiguresContext): PlatformFiguresReaders {
  return {
    linkedin: createLinkedInFiguresReader(context),
    twitter: createTwitterFiguresReader(context),
    threads: createThreadsFiguresReader(context),
    bluesky: createBlueskyFiguresReader(context),
    youtube: createYouTubeFiguresReader(context),
    instagram: createInstagramFiguresReader(context),
    facebook: createFacebookFiguresReader(context),
    pinterest: createPinterestFiguresReader(context),
    tiktok: createTikTokFiguresReader(context),
  };
}
