import { zonedWallTime, type BestTimes } from '@fanout/shared';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What the composer says of an account's best times (ADR 0091), and the time it can fill. */
export interface BestTimeSuggestion {
  text: string;
  /** "Tue 9:00" and the date and time fields' values; absent without a suggestion. */
  pick?: { label: string; date: string; time: string };
}

/**
 * "Best time for @ada: Tue 9:00 (from 14 posts)", read in the user's zone; or, honestly, that
 * there is not enough history yet and how much there is.
 */
export function bestTimeSuggestion(
  best: Pick<BestTimes, 'enoughHistory' | 'nextBestTime' | 'postsCounted' | 'postsNeeded'>,
  accountName: string,
  timeZone: string,
): BestTimeSuggestion {
  const lead = `Best time for ${accountName}:`;
  if (!best.enoughHistory || best.nextBestTime === null) {
    const posts = best.postsNeeded === 1 ? 'post' : 'posts';
    return {
      text: `${lead} not enough history yet (${best.postsCounted} of ${best.postsNeeded} ${posts} with figures)`,
    };
  }
  const wall = zonedWallTime(new Date(best.nextBestTime), timeZone);
  const [hour = '0', minute = '00'] = wall.time.split(':');
  const label = `${WEEKDAYS[wall.weekday] ?? ''} ${Number(hour)}:${minute}`;
  const posts = best.postsCounted === 1 ? 'post' : 'posts';
  return {
    text: `${lead} ${label} (from ${best.postsCounted} ${posts})`,
    pick: { label, date: wall.date, time: wall.time },
  };
}
