import { describe, expect, it } from 'vitest';
import {
  BEST_TIMES_SETTLED_MS,
  bestCells,
  bestTimeGrid,
  bestTimesMethodOf,
  postScore,
  relativeScores,
  scoredPosts,
  type HistoryPost,
  type ScoredPost,
} from './score-best-times';

const DAY = 24 * 60 * 60_000;

/** A post published at `at`, read two days later. */
const post = (at: string, views: number | null, engagement: number | null): HistoryPost => ({
  publishedAt: new Date(at),
  fetchedAt: new Date(Date.parse(at) + 2 * DAY),
  views,
  engagement,
});

const scored = (at: string, score: number): ScoredPost => ({ publishedAt: new Date(at), score });

describe('bestTimesMethodOf', () => {
  it('divides by views where the network reports them, else counts engagement per post', () => {
    expect(bestTimesMethodOf('twitter')).toBe('engagement_per_view');
    expect(bestTimesMethodOf('pinterest')).toBe('engagement_per_view');
    expect(bestTimesMethodOf('bluesky')).toBe('engagement_per_post');
  });
});

describe('postScore', () => {
  it('is engagement per view, or per post', () => {
    expect(postScore(post('2026-11-24T09:00:00Z', 200, 10), 'engagement_per_view')).toBe(0.05);
    expect(postScore(post('2026-11-24T09:00:00Z', null, 10), 'engagement_per_post')).toBe(10);
  });

  it('leaves out a post whose figures were read less than a day after it went out', () => {
    const young: HistoryPost = {
      ...post('2026-11-24T09:00:00Z', 200, 10),
      fetchedAt: new Date(Date.parse('2026-11-24T09:00:00Z') + BEST_TIMES_SETTLED_MS - 1),
    };
    expect(postScore(young, 'engagement_per_view')).toBeNull();
    expect(postScore({ ...young, fetchedAt: null }, 'engagement_per_post')).toBeNull();
    const settled = { ...young, fetchedAt: new Date(young.publishedAt.getTime() + DAY) };
    expect(postScore(settled, 'engagement_per_view')).toBe(0.05);
  });

  it('leaves out a post without engagement, and per view one with no views answered or none', () => {
    expect(postScore(post('2026-11-24T09:00:00Z', 200, null), 'engagement_per_view')).toBeNull();
    expect(postScore(post('2026-11-24T09:00:00Z', null, 5), 'engagement_per_view')).toBeNull();
    expect(postScore(post('2026-11-24T09:00:00Z', 0, 5), 'engagement_per_view')).toBeNull();
    expect(
      scoredPosts(
        [post('2026-11-24T09:00:00Z', 0, 5), post('2026-11-25T09:00:00Z', 10, 5)],
        'engagement_per_view',
      ),
    ).toEqual([scored('2026-11-25T09:00:00Z', 0.5)]);
  });
});

describe('bestTimeGrid', () => {
  it('places each post in its weekday and hour of the user’s zone', () => {
    // Tuesday 24 November 2026, 14:30 UTC: Tuesday 09:30 in New York, Wednesday 00:30 in Tokyo.
    const posts = [scored('2026-11-24T14:30:00Z', 0.1)];
    expect(bestTimeGrid(posts, 'America/New_York').cells).toEqual([
      { weekday: 2, hour: 9, posts: 1, score: 0.1 },
    ]);
    expect(bestTimeGrid(posts, 'Asia/Tokyo').cells).toEqual([
      { weekday: 2, hour: 23, posts: 1, score: 0.1 },
    ]);
    expect(bestTimeGrid(posts, 'UTC').cells).toMatchObject([{ weekday: 2, hour: 14 }]);
  });

  it('pulls a cell towards the average by three posts’ weight: one lucky post is no best time', () => {
    // Monday 09:00 one post at 0.1; Thursday 20:00 three at 0: the average is 0.025.
    const grid = bestTimeGrid(
      [
        scored('2026-11-23T09:00:00Z', 0.1),
        scored('2026-11-26T20:00:00Z', 0),
        scored('2026-11-26T20:10:00Z', 0),
        scored('2026-11-26T20:20:00Z', 0),
      ],
      'UTC',
    );
    expect(grid.average).toBeCloseTo(0.025);
    expect(grid.cells.map((cell) => [cell.weekday, cell.hour, cell.posts])).toEqual([
      [1, 9, 1],
      [4, 20, 3],
    ]);
    expect(grid.cells[0]?.score).toBeCloseTo((3 * 0.025 + 0.1) / 4);
    expect(grid.cells[1]?.score).toBeCloseTo((3 * 0.025) / 6);

    // Four steady Tuesdays at 0.08 beat one Monday at 0.1, among six posts at 0.02.
    const tuesdays = ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15'];
    const steady = bestTimeGrid(
      [
        scored('2026-11-23T09:00:00Z', 0.1),
        ...tuesdays.map((day) => scored(`${day}T15:00:00Z`, 0.08)),
        ...[1, 2, 3, 4, 5, 6].map((day) => scored(`2026-11-0${day}T03:00:00Z`, 0.02)),
      ],
      'UTC',
    );
    expect(steady.cells[0]).toMatchObject({ weekday: 2, hour: 15, posts: 4 });
    expect(steady.cells[1]).toMatchObject({ weekday: 1, hour: 9, posts: 1 });
  });

  it('counts the hours either side at half weight, across midnight and the week’s end', () => {
    const grid = bestTimeGrid(
      [
        scored('2026-11-23T09:00:00Z', 0.1), // Monday 09:00
        scored('2026-11-23T10:00:00Z', 0.1), // Monday 10:00
        scored('2026-11-23T20:00:00Z', 0), // Monday 20:00
        scored('2026-11-23T20:30:00Z', 0),
      ],
      'UTC',
    );
    const monday9 = grid.cells.find((cell) => cell.weekday === 1 && cell.hour === 9);
    // Its own post, the 10:00 post at half weight, and three posts' worth of the 0.05 average.
    expect(monday9?.score).toBeCloseTo((0.1 + 0.05 + 3 * 0.05) / 4.5);

    // Saturday 23:00 and Sunday 00:00 are neighbours, though one ends the week and one starts it.
    const weekEnd = bestTimeGrid(
      [
        scored('2026-11-28T23:00:00Z', 0.3),
        scored('2026-11-29T00:00:00Z', 0),
        scored('2026-11-25T12:00:00Z', 0),
      ],
      'UTC',
    );
    const sunday0 = weekEnd.cells.find((cell) => cell.weekday === 0 && cell.hour === 0);
    expect(sunday0?.score).toBeCloseTo((0 + 0.15 + 3 * 0.1) / 4.5);
    const saturday23 = weekEnd.cells.find((cell) => cell.weekday === 6 && cell.hour === 23);
    expect(saturday23?.score).toBeCloseTo((0.3 + 0 + 3 * 0.1) / 4.5);
  });
});

describe('bestCells', () => {
  it('keeps the cells that did at least as well as usual, best first, at most the count', () => {
    const grid = bestTimeGrid(
      [
        scored('2026-11-23T09:00:00Z', 0.3),
        scored('2026-11-24T12:00:00Z', 0.2),
        scored('2026-11-25T15:00:00Z', 0.1),
        scored('2026-11-26T18:00:00Z', 0),
      ],
      'UTC',
    );
    expect(bestCells(grid, 3).map((cell) => cell.weekday)).toEqual([1, 2]);
    expect(bestCells(grid, 1).map((cell) => cell.weekday)).toEqual([1]);
  });
});

describe('relativeScores', () => {
  it('divides by the account’s own average, and gives nothing when that is 0', () => {
    expect(
      relativeScores([scored('2026-11-23T09:00:00Z', 30), scored('2026-11-24T09:00:00Z', 10)]).map(
        (post) => post.score,
      ),
    ).toEqual([1.5, 0.5]);
    expect(relativeScores([scored('2026-11-23T09:00:00Z', 0)])).toEqual([]);
  });
});
