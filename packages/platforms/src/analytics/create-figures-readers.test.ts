import { NETWORK_FIGURES, OAUTH_PLATFORMS, PLATFORMS } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { createPlatformClients } from '../create-platform-clients';
import { LIVE_HOSTS } from '../platform-hosts';
import { createFiguresReaders } from './create-figures-readers';
import { figuresContext } from './figures-context';
import { missingFiguresScopes } from './figures-scopes';
import { rowFigures } from './network-values';

const readers = createFiguresReaders(figuresContext({ hosts: LIVE_HOSTS }));

describe('createFiguresReaders', () => {
  it('has one reader per network, each its own', () => {
    expect(Object.keys(readers).sort()).toEqual([...PLATFORMS].sort());
    for (const platform of PLATFORMS) expect(readers[platform].platform).toBe(platform);
  });

  it('asks at connect for every scope a reader needs', () => {
    const clients = createPlatformClients({
      hosts: LIVE_HOSTS,
      credentials: {},
      linkedInPostAnalytics: true,
    });
    for (const platform of OAUTH_PLATFORMS) {
      expect(clients.oauth[platform].scopes).toEqual(
        expect.arrayContaining([...readers[platform].scopes]),
      );
    }
    // An app-password session has no scopes, and Bluesky's figures need none.
    expect(readers.bluesky.scopes).toEqual([]);
  });
});

describe('missingFiguresScopes', () => {
  it('names the figures scopes an account was connected without', () => {
    expect(missingFiguresScopes(readers.tiktok, ['user.info.basic', 'video.publish'])).toEqual([
      'video.list',
    ]);
    expect(missingFiguresScopes(readers.tiktok, ['video.publish', 'video.list'])).toEqual([]);
    expect(missingFiguresScopes(readers.twitter, ['tweet.read'])).toEqual([]);
  });

  it('names none when the platform stored no scopes (Meta says none): the read tells', () => {
    expect(missingFiguresScopes(readers.instagram, [])).toEqual([]);
  });
});

describe('rowFigures', () => {
  it("keeps the network's own whole numbers, digit strings parsed, and leaves the rest out", () => {
    expect(
      rowFigures('youtube', {
        viewCount: '1200',
        likeCount: 7,
        commentCount: null,
        favoriteCount: '0',
      }),
    ).toEqual({ viewCount: 1200, likeCount: 7 });
    expect(rowFigures('twitter', { like_count: -1, reply_count: 2.5, quote_count: 0 })).toEqual({
      quote_count: 0,
    });
    const names = Object.keys(rowFigures('instagram', { views: 1, reach: 1, impressions: 1 }));
    expect(names.every((name) => NETWORK_FIGURES.instagram.some((row) => row.name === name))).toBe(
      true,
    );
  });
});
