import { describe, expect, it } from 'vitest';
import { bestTimeSuggestion } from './best-time-text';

describe('bestTimeSuggestion', () => {
  it('names the next best time in the user’s zone and what it comes from, and fills it', () => {
    // Tuesday 1 December 2026, 00:00 UTC: Tuesday 09:00 in Tokyo, Monday 19:00 in New York.
    const best = {
      enoughHistory: true,
      nextBestTime: '2026-12-01T00:00:00.000Z',
      postsCounted: 14,
      postsNeeded: 10,
    };
    expect(bestTimeSuggestion(best, '@ada', 'Asia/Tokyo')).toEqual({
      text: 'Best time for @ada: Tue 9:00 (from 14 posts)',
      pick: { label: 'Tue 9:00', date: '2026-12-01', time: '09:00' },
    });
    expect(bestTimeSuggestion(best, '@ada', 'America/New_York').pick).toEqual({
      label: 'Mon 19:00',
      date: '2026-11-30',
      time: '19:00',
    });
  });

  it('says honestly when there is not enough history, and offers no time', () => {
    expect(
      bestTimeSuggestion(
        { enoughHistory: false, nextBestTime: null, postsCounted: 4, postsNeeded: 10 },
        '@ada',
        'UTC',
      ),
    ).toEqual({
      text: 'Best time for @ada: not enough history yet (4 of 10 posts with figures)',
    });
  });
});
