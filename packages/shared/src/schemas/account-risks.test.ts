import { describe, expect, it } from 'vitest';
import {
  accountRiskHeadline,
  accountRiskReasonText,
  dayPhrase,
  targetAtRisk,
} from './account-risks';

// Wednesday, November 25, 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-25T09:00:00Z');
const BERLIN = 'Europe/Berlin';
const post = (dueAt: string) => ({ postId: 'p', targetId: 't', dueAt });

describe('dayPhrase', () => {
  it('says today, tomorrow, the weekday within a week, else the date, in the zone', () => {
    expect(dayPhrase(new Date('2026-11-25T22:30:00Z'), NOW, BERLIN)).toBe('today');
    // 23:30 UTC is already Thursday in Berlin, still Wednesday in New York.
    expect(dayPhrase(new Date('2026-11-25T23:30:00Z'), NOW, BERLIN)).toBe('tomorrow');
    expect(dayPhrase(new Date('2026-11-25T23:30:00Z'), NOW, 'America/New_York')).toBe('today');
    expect(dayPhrase(new Date('2026-11-27T08:00:00Z'), NOW, BERLIN)).toBe('on Friday');
    expect(dayPhrase(new Date('2026-12-01T08:00:00Z'), NOW, BERLIN)).toBe('on Tuesday');
    expect(dayPhrase(new Date('2026-12-02T08:00:00Z'), NOW, BERLIN)).toBe('on Dec 2');
  });
});

describe('accountRiskHeadline', () => {
  it('says how many posts fail on which day, and what to reconnect', () => {
    const friday = ['2026-11-27T08:00:00Z', '2026-11-27T11:00:00Z', '2026-11-27T16:00:00Z'];
    expect(
      accountRiskHeadline(
        { platform: 'instagram', postCount: 3, posts: friday.map(post) },
        NOW,
        BERLIN,
      ),
    ).toBe('3 posts on Friday will fail: reconnect Instagram now');
    expect(
      accountRiskHeadline(
        { platform: 'twitter', postCount: 1, posts: [post('2026-11-26T08:00:00Z')] },
        NOW,
        BERLIN,
      ),
    ).toBe('1 post tomorrow will fail: reconnect X now');
  });

  it('says from which day on when they spread over days, or when not all are listed', () => {
    const spread = ['2026-11-27T08:00:00Z', '2026-11-28T08:00:00Z'].map(post);
    expect(
      accountRiskHeadline({ platform: 'linkedin', postCount: 2, posts: spread }, NOW, BERLIN),
    ).toBe('2 posts from Friday on will fail: reconnect LinkedIn now');
    expect(
      accountRiskHeadline(
        { platform: 'linkedin', postCount: 60, posts: [post('2026-12-09T08:00:00Z')] },
        NOW,
        BERLIN,
      ),
    ).toBe('60 posts from Dec 9 on will fail: reconnect LinkedIn now');
  });
});

describe('accountRiskReasonText', () => {
  it('gives the platform’s refusal, or when the access ended or ends in the user’s zone', () => {
    expect(
      accountRiskReasonText(
        {
          platform: 'tiktok',
          reason: 'needs_attention',
          statusMessage: 'Reconnect this account: TikTok refused to renew its access.',
          accessEndsAt: null,
        },
        BERLIN,
      ),
    ).toBe('TikTok refused to renew its access.');
    expect(
      accountRiskReasonText(
        {
          platform: 'linkedin',
          reason: 'access_ending',
          statusMessage: null,
          accessEndsAt: '2026-11-28T13:00:00Z',
        },
        BERLIN,
        NOW,
      ),
    ).toBe(
      "This account's LinkedIn access ends on Nov 28, 2:00 PM and LinkedIn does not let Fanout renew it.",
    );
    expect(
      accountRiskReasonText(
        {
          platform: 'linkedin',
          reason: 'access_ending',
          statusMessage: null,
          accessEndsAt: '2026-11-24T13:00:00Z',
        },
        BERLIN,
        NOW,
      ),
    ).toBe(
      "This account's LinkedIn access ended on Nov 24, 2:00 PM and LinkedIn does not let Fanout renew it.",
    );
    expect(
      accountRiskReasonText(
        {
          platform: 'twitter',
          reason: 'refresh_failing',
          statusMessage: null,
          accessEndsAt: '2026-11-25T08:00:00Z',
        },
        BERLIN,
        NOW,
      ),
    ).toBe("Renewing this account's X access keeps failing; its access ended on Nov 25, 9:00 AM.");
    expect(
      accountRiskReasonText(
        {
          platform: 'twitter',
          reason: 'refresh_failing',
          statusMessage: null,
          accessEndsAt: '2026-11-25T11:00:00Z',
        },
        BERLIN,
        NOW,
      ),
    ).toBe("Renewing this account's X access keeps failing; its access ends on Nov 25, 12:00 PM.");
  });
});

describe('targetAtRisk', () => {
  const scheduled = (dueAt: string | null) => ({ state: 'scheduled', dueAt });
  const ends = '2026-11-27T08:00:00.000Z';

  it('marks every scheduled target of an account the platform refused', () => {
    const refused = { reason: 'needs_attention', accessEndsAt: null } as const;
    expect(targetAtRisk(refused, scheduled('2026-11-26T08:00:00.000Z'))).toBe(true);
    expect(targetAtRisk(refused, { state: 'published', dueAt: ends })).toBe(false);
    expect(targetAtRisk(refused, { state: 'draft', dueAt: null })).toBe(false);
  });

  it('marks only the scheduled targets due after the access ends', () => {
    for (const reason of ['refresh_failing', 'access_ending'] as const) {
      const risk = { reason, accessEndsAt: ends };
      expect(targetAtRisk(risk, scheduled('2026-11-27T08:00:00.001Z'))).toBe(true);
      expect(targetAtRisk(risk, scheduled(ends))).toBe(false);
      expect(targetAtRisk(risk, scheduled('2026-11-26T08:00:00.000Z'))).toBe(false);
      expect(targetAtRisk(risk, { state: 'failed', dueAt: '2026-12-01T08:00:00.000Z' })).toBe(
        false,
      );
      expect(targetAtRisk(risk, scheduled(null))).toBe(false);
    }
  });
});
