import { describe, expect, it } from 'vitest';
import { testSocialAccount as account } from '../accounts/test-social-account';
import { summarizeConnections } from './connection-summary';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const GROUPS = [
  { id: 'g1', name: 'Brand' },
  { id: 'g2', name: 'Personal' },
];

describe('summarizeConnections', () => {
  it('counts nothing when no account is connected', () => {
    const summary = summarizeConnections([], GROUPS, NOW);
    expect(summary).toMatchObject({
      connectedCount: 0,
      totalCount: 9,
      needAttentionCount: 0,
      coveragePercent: 0,
      hiddenCount: 3,
    });
    // Alphabetical by name when nothing is connected.
    expect(summary.shown.map((entry) => entry.platformName)).toEqual([
      'Bluesky',
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Pinterest',
      'Threads',
    ]);
    expect(summary.shown.every((entry) => entry.status === 'not-connected')).toBe(true);
  });

  it('counts distinct platforms and lists the connected ones first', () => {
    const summary = summarizeConnections(
      [
        account({ id: 'a1', platform: 'youtube', groupId: 'g1' }),
        account({ id: 'a2', platform: 'twitter', groupId: 'g2' }),
        account({ id: 'a3', platform: 'youtube', groupId: 'g2' }),
        account({ id: 'a4', platform: 'tiktok', isConnected: false }),
      ],
      GROUPS,
      NOW,
    );
    expect(summary.connectedCount).toBe(2);
    expect(summary.coveragePercent).toBe(22);
    expect(summary.shown.map((entry) => entry.platformName)).toEqual([
      'X',
      'YouTube',
      'Bluesky',
      'Facebook',
      'Instagram',
      'LinkedIn',
    ]);
    expect(summary.shown[1]).toMatchObject({
      status: 'healthy',
      account: { displayName: 'me', groupName: 'Brand' },
      otherAccounts: 1,
    });
  });

  it('counts unhealthy accounts and shows the problem first', () => {
    const summary = summarizeConnections(
      [
        account({ id: 'a1', platform: 'linkedin', customName: 'Fine', lastSynced: ago(DAY) }),
        account({ id: 'a2', platform: 'linkedin', customName: 'Stale', lastSynced: ago(9 * DAY) }),
        account({ id: 'a3', platform: 'threads', isActive: false }),
        account({ id: 'a4', platform: 'bluesky', status: 'needs_attention' }),
        account({ id: 'a5', platform: 'facebook' }),
      ],
      GROUPS,
      NOW,
    );
    expect(summary.needAttentionCount).toBe(3);
    const linkedin = summary.shown.find((entry) => entry.platform === 'linkedin');
    expect(linkedin).toMatchObject({ status: 'warning', account: { displayName: 'Stale' } });
    expect(summary.shown.find((entry) => entry.platform === 'facebook')?.status).toBe('healthy');
  });

  it("names an account's group, or says it is unknown", () => {
    const summary = summarizeConnections([account({ groupId: 'gone' })], GROUPS, NOW);
    expect(summary.shown[0]?.account?.groupName).toBe('Unknown Group');
  });

  it('shows all nine connected as 100% with nothing more to connect', () => {
    const platforms = [
      'linkedin',
      'twitter',
      'threads',
      'bluesky',
      'youtube',
      'instagram',
      'facebook',
      'pinterest',
      'tiktok',
    ] as const;
    const summary = summarizeConnections(
      platforms.map((platform, index) => account({ id: `a${index}`, platform })),
      GROUPS,
      NOW,
    );
    expect(summary).toMatchObject({ connectedCount: 9, coveragePercent: 100, hiddenCount: 3 });
    expect(summary.shown).toHaveLength(6);
  });

  it('shows a paused account with its pause end, and no pause once it is over', () => {
    const later = new Date(NOW.getTime() + 15 * 60_000).toISOString();
    const summary = summarizeConnections(
      [
        account({ id: 'a1', platform: 'linkedin', groupId: 'g1' }),
        account({ id: 'a2', platform: 'linkedin', groupId: 'g2', rateLimitedUntil: later }),
        account({ id: 'a3', platform: 'twitter', rateLimitedUntil: ago(DAY) }),
      ],
      GROUPS,
      NOW,
    );
    const linkedin = summary.shown.find((entry) => entry.platform === 'linkedin');
    expect(linkedin?.account).toMatchObject({ groupName: 'Personal', rateLimitedUntil: later });
    const twitter = summary.shown.find((entry) => entry.platform === 'twitter');
    expect(twitter?.account?.rateLimitedUntil).toBeNull();
  });
});
