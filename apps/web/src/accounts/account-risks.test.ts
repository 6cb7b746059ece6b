import type { AccountRisk, Platform, PostTarget } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { postRiskLabel, riskyPlatformsByPost } from './account-risks';

const risk = (
  platform: AccountRisk['platform'],
  reason: AccountRisk['reason'],
  accessEndsAt: string | null = null,
): AccountRisk => ({
  accountId: `${platform}-account`,
  platform,
  accountName: platform,
  groupId: 'g',
  reason,
  statusMessage: null,
  accessEndsAt,
  postCount: 1,
  posts: [],
});

const target = (platform: Platform, dueAt: string, state: PostTarget['state'] = 'scheduled') =>
  ({
    id: `${platform}-target`,
    platform,
    socialAccountId: `${platform}-account`,
    state,
    dueAt,
    platformPostUrl: null,
    errorMessage: null,
    errorClass: null,
    nextTryAt: null,
    waitReason: null,
  }) satisfies PostTarget;

describe('account risks on the calendar', () => {
  it('maps each post to every platform that will fail it, however far ahead it is', () => {
    const risks = [
      risk('instagram', 'needs_attention'),
      risk('twitter', 'access_ending', '2026-12-04T00:00:00.000Z'),
    ];
    const byPost = riskyPlatformsByPost(risks, [
      { id: 'p1', platforms: [target('instagram', '2027-06-01T09:00:00.000Z')] },
      {
        id: 'p2',
        platforms: [
          target('instagram', '2026-12-05T09:00:00.000Z'),
          target('twitter', '2026-12-05T09:00:00.000Z'),
        ],
      },
      // Due before the access ends, and a target already out: nothing to warn of.
      { id: 'p3', platforms: [target('twitter', '2026-12-03T09:00:00.000Z')] },
      { id: 'p4', platforms: [target('instagram', '2026-12-05T09:00:00.000Z', 'published')] },
      // An account without a risk.
      { id: 'p5', platforms: [target('linkedin', '2026-12-05T09:00:00.000Z')] },
    ]);
    expect(byPost.get('p1')).toEqual(['instagram']);
    expect(byPost.get('p2')).toEqual(['instagram', 'twitter']);
    expect([...byPost.keys()]).toEqual(['p1', 'p2']);
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
