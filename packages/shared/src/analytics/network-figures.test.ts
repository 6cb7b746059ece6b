import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../platforms';
import { PLATFORM_FOLLOW_UPS } from '../posts/follow-ups';
import { engagementOf, FIGURES } from './figures';
import {
  figuresNotReported,
  figuresOfFollowUp,
  NETWORK_COMMENT_FIGURES,
  NETWORK_FIGURES,
  networkFigureRow,
  notReportedText,
  toFigureValues,
} from './network-figures';

describe('toFigureValues', () => {
  it('adds the network figures mapped to one figure, and leaves out what was not answered', () => {
    expect(
      toFigureValues('twitter', {
        repost_count: 3,
        quote_count: 2,
        like_count: 10,
        reply_count: 0,
      }),
    ).toEqual({ reposts: 5, reactions: 10, comments: 0 });
  });

  it('keeps a 0 the network answered, and never makes one up', () => {
    expect(toFigureValues('bluesky', { likeCount: 0 })).toEqual({ reactions: 0 });
    expect(toFigureValues('bluesky', {})).toEqual({});
  });

  it('ignores names outside the network row and figures that count towards no total', () => {
    expect(toFigureValues('instagram', { reach: 40, views: 90, impressions: 5 })).toEqual({
      views: 90,
    });
  });
});

describe('figuresNotReported', () => {
  it('says Bluesky reports no views, saves or clicks', () => {
    expect(figuresNotReported('bluesky')).toEqual(['views', 'saves', 'clicks']);
    expect(notReportedText('bluesky')).toBe('not reported by Bluesky');
  });

  it('holds for every network: each reported figure comes from its row', () => {
    for (const platform of PLATFORMS) {
      const mapped = new Set(NETWORK_FIGURES[platform].map((entry) => entry.figure));
      for (const figure of figuresNotReported(platform)) expect(mapped.has(figure)).toBe(false);
      expect(new Set(NETWORK_FIGURES[platform].map((entry) => entry.name)).size).toBe(
        NETWORK_FIGURES[platform].length,
      );
    }
  });
});

describe('the comment row', () => {
  it("maps a comment's figures by its own row, and says what a comment's network never reports", () => {
    expect(toFigureValues('facebook', { like_count: 3, comment_count: 1 }, 'comment')).toEqual({
      reactions: 3,
      comments: 1,
    });
    // The post row's names mean nothing for a comment, and the other way round.
    expect(toFigureValues('facebook', { reactions: 3 }, 'comment')).toEqual({});
    expect(toFigureValues('facebook', { like_count: 3 })).toEqual({});
    expect(figuresNotReported('instagram', 'comment')).toEqual([
      'views',
      'comments',
      'reposts',
      'saves',
      'clicks',
    ]);
    expect(figuresNotReported('twitter', 'comment')).toEqual([...FIGURES]);
    expect(figuresOfFollowUp('thread')).toBe('post');
    expect(figuresOfFollowUp('first_comment')).toBe('comment');
  });

  it('has a row for every network that publishes first comments, and only those', () => {
    for (const platform of PLATFORMS) {
      const row = NETWORK_COMMENT_FIGURES[platform];
      expect(row !== undefined, platform).toBe(PLATFORM_FOLLOW_UPS[platform] === 'first_comment');
      expect(networkFigureRow(platform, 'comment')).toEqual(row ?? []);
    }
  });
});

describe('engagementOf', () => {
  it('sums the engagement figures reported, views excluded; null when none is', () => {
    expect(engagementOf({ views: 100, reactions: 4, comments: 1 })).toBe(5);
    expect(engagementOf({ views: 100 })).toBeNull();
  });
});
