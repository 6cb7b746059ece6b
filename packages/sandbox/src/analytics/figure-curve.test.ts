import {
  ENGAGEMENT_FIGURES,
  NETWORK_COMMENT_FIGURES,
  NETWORK_FIGURES,
  PLATFORMS,
  toFigureValues,
} from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  FIGURES_GROWTH_MS,
  FINAL_VIEWS,
  sandboxCommentFigures,
  sandboxFigures,
} from './figure-curve';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const AGES = [0, HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY, 30 * DAY];
const IDS = Array.from({ length: 40 }, (_, index) => `post-${index}`);

describe('sandboxFigures', () => {
  it("answers exactly each network's own names, and none for Bluesky's views", () => {
    for (const platform of PLATFORMS) {
      const names = NETWORK_FIGURES[platform].map((entry) => entry.name);
      expect(Object.keys(sandboxFigures(platform, 'p', DAY)).sort()).toEqual([...names].sort());
    }
    expect(toFigureValues('bluesky', sandboxFigures('bluesky', 'p', DAY))).not.toHaveProperty(
      'views',
    );
  });

  it('is a pure function of the network, the post and its age', () => {
    expect(sandboxFigures('twitter', '1', DAY)).toEqual(sandboxFigures('twitter', '1', DAY));
    expect(sandboxFigures('twitter', '1', DAY)).not.toEqual(sandboxFigures('twitter', '2', DAY));
    expect(sandboxFigures('threads', '1', DAY)).not.toEqual(sandboxFigures('instagram', '1', DAY));
  });

  it('starts at nothing and only grows with age', () => {
    for (const platform of PLATFORMS) {
      for (const id of IDS.slice(0, 10)) {
        expect(Object.values(sandboxFigures(platform, id, 0)).every((value) => value === 0)).toBe(
          true,
        );
        expect(
          Object.values(sandboxFigures(platform, id, -HOUR)).every((value) => value === 0),
        ).toBe(true);
        const series = AGES.map((age) => sandboxFigures(platform, id, age));
        for (const [index, values] of series.entries()) {
          if (index === 0) continue;
          for (const [name, value] of Object.entries(values)) {
            expect(value).toBeGreaterThanOrEqual(series[index - 1]?.[name] ?? 0);
          }
        }
      }
    }
  });

  it('follows 1 − e^(−age/τ): 63 % of its views after a day, settled after a week', () => {
    for (const id of IDS) {
      const settled = sandboxFigures('twitter', id, 365 * DAY).impression_count ?? 0;
      expect(settled).toBeGreaterThanOrEqual(FINAL_VIEWS * 0.5 - 1);
      expect(settled).toBeLessThan(FINAL_VIEWS * 2);
      const day = sandboxFigures('twitter', id, FIGURES_GROWTH_MS).impression_count ?? 0;
      expect(Math.abs(day - settled * (1 - Math.exp(-1)))).toBeLessThanOrEqual(1);
      expect(sandboxFigures('twitter', id, 7 * DAY).impression_count).toBeGreaterThanOrEqual(
        Math.floor(settled * 0.999),
      );
    }
  });

  it('never counts more engagement than views, and reach below views', () => {
    for (const platform of PLATFORMS.filter((name) => name !== 'bluesky')) {
      for (const id of IDS) {
        for (const age of AGES) {
          const values = toFigureValues(platform, sandboxFigures(platform, id, age));
          const engagement = ENGAGEMENT_FIGURES.reduce(
            (sum, figure) => sum + (values[figure] ?? 0),
            0,
          );
          expect(engagement).toBeLessThanOrEqual(values.views ?? 0);
        }
      }
    }
    const instagram = sandboxFigures('instagram', 'p', 3 * DAY);
    expect(instagram.reach).toBeLessThan(instagram.views ?? 0);
  });
});

describe('sandboxCommentFigures', () => {
  it("answers the comment row's names, its own curve by id, growing, fewer replies than likes", () => {
    for (const platform of PLATFORMS) {
      const names = (NETWORK_COMMENT_FIGURES[platform] ?? []).map((entry) => entry.name);
      expect(Object.keys(sandboxCommentFigures(platform, 'c', DAY)).sort()).toEqual(names.sort());
    }
    expect(sandboxCommentFigures('youtube', 'a', DAY)).toEqual(
      sandboxCommentFigures('youtube', 'a', DAY),
    );
    expect(sandboxCommentFigures('youtube', 'a', 7 * DAY)).not.toEqual(
      sandboxCommentFigures('youtube', 'b', 7 * DAY),
    );
    for (const id of IDS) {
      const series = AGES.map((age) => sandboxCommentFigures('facebook', id, age));
      expect(series[0]).toEqual({ like_count: 0, comment_count: 0 });
      for (const [index, values] of series.entries()) {
        if (index === 0) continue;
        for (const [name, value] of Object.entries(values)) {
          expect(value).toBeGreaterThanOrEqual(series[index - 1]?.[name] ?? 0);
        }
      }
      const settled = series.at(-1) ?? {};
      expect(settled.like_count ?? 0).toBeGreaterThan(settled.comment_count ?? 0);
      expect(settled.like_count ?? 0).toBeLessThan(200);
    }
  });
});
