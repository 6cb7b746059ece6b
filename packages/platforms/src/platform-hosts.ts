// The OAuth platforms are a vocabulary of @fanout/shared; the adapters' importers find them here too.
export { isOAuthPlatform, OAUTH_PLATFORMS, type OAuthPlatform } from '@fanout/shared';

/**
 * Every host a platform client talks to. Live mode uses the vendors' hosts; sandbox mode replaces
 * each host by a path on the built-in simulator, so adapters are the same code in both modes and
 * only these base URLs change (ARCHITECTURE.md, "Platform sandbox").
 */
export interface PlatformHosts {
  linkedin: { www: string; api: string };
  twitter: { web: string; api: string };
  threads: { web: string; graph: string };
  bluesky: { pds: string };
  youtube: { accounts: string; oauth2: string; api: string };
  /**
   * Instagram (through Facebook Login for Business) and Facebook Pages share Meta's hosts; Page
   * videos go to `video` (graph-video), Reels bytes or URLs to `rupload`.
   */
  facebook: { web: string; graph: string; video: string; rupload: string };
  pinterest: { web: string; api: string };
  tiktok: { web: string; api: string };
}

/** Graph API version used for Facebook and Instagram paths. */
export const META_GRAPH_VERSION = 'v21.0';

export const LIVE_HOSTS: PlatformHosts = {
  linkedin: { www: 'https://www.linkedin.com', api: 'https://api.linkedin.com' },
  twitter: { web: 'https://x.com', api: 'https://api.x.com' },
  threads: { web: 'https://threads.net', graph: 'https://graph.threads.net' },
  bluesky: { pds: 'https://bsky.social' },
  youtube: {
    accounts: 'https://accounts.google.com',
    oauth2: 'https://oauth2.googleapis.com',
    api: 'https://www.googleapis.com',
  },
  facebook: {
    web: 'https://www.facebook.com',
    graph: 'https://graph.facebook.com',
    video: 'https://graph-video.facebook.com',
    rupload: 'https://rupload.facebook.com',
  },
  pinterest: { web: 'https://www.pinterest.com', api: 'https://api.pinterest.com' },
  tiktok: { web: 'https://www.tiktok.com', api: 'https://open.tiktokapis.com' },
};

/** The same hosts on the simulator: `${sandboxBase}/{platform}/{host}` (e.g. /sandbox/linkedin/api). */
export function sandboxHosts(sandboxBase: string): PlatformHosts {
  const base = sandboxBase.replace(/\/+$/, '');
  const hosts = {} as Record<string, Record<string, string>>;
  for (const [platform, entries] of Object.entries(LIVE_HOSTS)) {
    hosts[platform] = Object.fromEntries(
      Object.keys(entries).map((name) => [name, `${base}/${platform}/${name}`]),
    );
  }
  return hosts as unknown as PlatformHosts;
}
