import type { Platform } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { platformIconList } from './platform-icon-list';

const targets = (...platforms: Platform[]) => platforms.map((platform) => ({ platform }));

describe('platformIconList', () => {
  it('shows every platform up to three', () => {
    expect(platformIconList(targets('twitter', 'threads'))).toEqual({
      shown: ['twitter', 'threads'],
      hiddenCount: 0,
    });
  });

  it('counts each platform once and hides those past the third', () => {
    expect(
      platformIconList(targets('twitter', 'twitter', 'threads', 'bluesky', 'youtube', 'tiktok')),
    ).toEqual({ shown: ['twitter', 'threads', 'bluesky'], hiddenCount: 2 });
  });
});
