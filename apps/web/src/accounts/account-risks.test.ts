import type { AccountRisk } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { postRiskLabel, riskyPlatformsByPost } from './account-risks';

const risk = (platform: AccountRisk['platform'], postIds: string[]): AccountRisk => ({
  accountId: `${platform}-account`,
  platform,
  accountName: platform,
  groupId: 'g',
  reason: 'needs_attention',
  statusMessage: null,
  accessEndsAt: null,
  postCount: postIds.length,
  posts: postIds.map((postId, i) => ({
    postId,
    targetId: `t${i}`,
    dueAt: '2026-12-04T09:00:00.000Z',
  })),
});

describe('account risks on the calendar', () => {
  it('maps each post to every platform that will fail it', () => {
    const byPost = riskyPlatformsByPost([risk('instagram', ['p1', 'p2']), risk('twitter', ['p2'])]);
    expect(byPost.get('p1')).toEqual(['instagram']);
    expect(byPost.get('p2')).toEqual(['instagram', 'twitter']);
    expect(byPost.has('p3')).toBe(false);
  });

  it('names the platforms to reconnect', () => {
    expect(postRiskLabel(['instagram'])).toBe(
      'Instagram needs reconnecting before this post is due',
    );
    expect(postRiskLabel(['instagram', 'twitter', 'linkedin'])).toBe(
      'Instagram, X and LinkedIn need reconnecting before this post is due',
    );
  });
});
