import { setTimeout as sleep } from 'node:timers/promises';
import { createBlueskyPublisher } from '../bluesky/bluesky-publisher';
import { createFacebookPublisher } from '../facebook/facebook-publisher';
import { createPlatformHttp } from '../http/platform-request';
import { createWarmConnections } from '../http/warm-connections';
import { createInstagramPublisher } from '../instagram/instagram-publisher';
import { createLinkedInPublisher } from '../linkedin/linkedin-publisher';
import { createPinterestPublisher } from '../pinterest/pinterest-publisher';
import type { PlatformHosts } from '../platform-hosts';
import { createThreadsPublisher } from '../threads/threads-publisher';
import { createTikTokPublisher } from '../tiktok/tiktok-publisher';
import { createTwitterPublisher } from '../twitter/twitter-publisher';
import { createYouTubePublisher } from '../youtube/youtube-publisher';
import type { PlatformPublishers } from './publisher';
import type { PublisherContext } from './publisher-context';

/** Every platform's publishing adapter against `hosts` (live vendors or the sandbox). */
export function createPlatformPublishers(options: {
  hosts: PlatformHosts;
  /** Per request, default 60 s (uploads take longer than account calls). */
  timeoutMs?: number;
  poll?: { intervalMs: number; timeoutMs: number };
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}): PlatformPublishers {
  const warm = createWarmConnections();
  const context: PublisherContext = {
    hosts: options.hosts,
    http: createPlatformHttp({
      timeoutMs: options.timeoutMs ?? 60_000,
      dispatcher: warm.dispatcher,
    }),
    warm,
    sleep: options.sleep ?? ((ms) => sleep(ms)),
    poll: options.poll ?? { intervalMs: 2_000, timeoutMs: 10 * 60_000 },
    now: options.now ?? (() => new Date()),
  };
  return {
    linkedin: createLinkedInPublisher(context),
    twitter: createTwitterPublisher(context),
    threads: createThreadsPublisher(context),
    bluesky: createBlueskyPublisher(context),
    youtube: createYouTubePublisher(context),
    instagram: createInstagramPublisher(context),
    facebook: createFacebookPublisher(context),
    pinterest: createPinterestPublisher(context),
    tiktok: createTikTokPublisher(context),
  };
}
