import { describe, expect, it } from 'vitest';
import {
  RECONNECT_TEXT,
  refreshNowState,
  targetAnalyticsStatus,
  updatedText,
  WAITING_TEXT,
} from './target-analytics-status';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const base = {
  platform: 'linkedin',
  problem: null,
  fetchedAt: null,
  nextRefreshAt: null,
} as const;

describe('targetAnalyticsStatus', () => {
  it('says when the first read comes before any', () => {
    expect(targetAnalyticsStatus({ ...base, state: 'waiting' }, NOW, 'en')).toEqual({
      text: WAITING_TEXT,
      tone: 'dimmed',
      reconnect: false,
    });
  });

  it('says how fresh the figures are and when the next read is', () => {
    const fresh = {
      ...base,
      state: 'fresh',
      fetchedAt: '2026-11-24T10:00:00.000Z',
      nextRefreshAt: '2026-11-24T16:00:00.000Z',
    } as const;
    expect(targetAnalyticsStatus(fresh, NOW, 'en').text).toBe(
      'Updated 2 hours ago; next read in 4 hours',
    );
    expect(targetAnalyticsStatus({ ...fresh, nextRefreshAt: null }, NOW, 'en').text).toBe(
      'Updated 2 hours ago',
    );
  });

  it('asks for a reconnect, keeping the age of the last figures', () => {
    const status = targetAnalyticsStatus(
      {
        ...base,
        state: 'reconnect',
        problem: RECONNECT_TEXT,
        fetchedAt: '2026-11-23T12:00:00.000Z',
      },
      NOW,
      'en',
    );
    expect(status).toEqual({
      text: 'Reconnect to see analytics (figures updated yesterday)',
      tone: 'orange',
      reconnect: true,
    });
  });

  it("tells the server's reason, with fallbacks of its own", () => {
    expect(
      targetAnalyticsStatus(
        { ...base, state: 'off', platform: 'twitter', problem: 'X figures are not read here' },
        NOW,
      ).text,
    ).toBe('X figures are not read here');
    expect(targetAnalyticsStatus({ ...base, state: 'gone' }, NOW).text).toBe(
      'No longer on LinkedIn',
    );
    expect(targetAnalyticsStatus({ ...base, state: 'postponed' }, NOW).tone).toBe('orange');
  });
});

describe('updatedText', () => {
  it('reads the fetch time as "updated … ago"', () => {
    expect(updatedText('2026-11-24T10:00:00.000Z', NOW, 'en')).toBe('updated 2 hours ago');
    expect(updatedText(null, NOW, 'en')).toBeNull();
  });
});

describe('refreshNowState', () => {
  it('is enabled without a wait, or once the wait is over', () => {
    expect(refreshNowState(null, NOW)).toEqual({ disabled: false, hint: null });
    expect(refreshNowState('2026-11-24T12:00:00.000Z', NOW)).toEqual({
      disabled: false,
      hint: null,
    });
  });

  it('is disabled until then, saying when', () => {
    expect(refreshNowState('2026-11-24T12:04:00.000Z', NOW, 'en')).toEqual({
      disabled: true,
      hint: 'Available again in 4 minutes',
    });
    expect(refreshNowState('2026-11-24T12:00:20.000Z', NOW, 'en').hint).toBe(
      'Available again in a moment',
    );
  });
});
