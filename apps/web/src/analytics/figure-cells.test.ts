import { figuresNotReported } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import {
  countCell,
  figureCell,
  networkFigureCell,
  NOT_YET,
  notReportedByText,
  silentNetworks,
  totalFigureCell,
} from './figure-cells';

const bluesky = { platform: 'bluesky', notReported: figuresNotReported('bluesky') } as const;
const twitter = { platform: 'twitter', notReported: figuresNotReported('twitter') } as const;

describe('figureCell', () => {
  it('shows a number the network answered, 0 included', () => {
    expect(figureCell({ reactions: 1234 }, 'reactions', bluesky, 'en')).toEqual({
      text: '1,234',
      isNumber: true,
    });
    expect(figureCell({ reactions: 0 }, 'reactions', bluesky, 'en').text).toBe('0');
  });

  it('says a figure the network does not report is not reported, never 0', () => {
    expect(figureCell({}, 'views', bluesky)).toEqual({
      text: 'not reported by Bluesky',
      isNumber: false,
    });
  });

  it('shows a dash for a figure the network reports but has not answered yet', () => {
    expect(figureCell({}, 'views', twitter)).toEqual({ text: NOT_YET, isNumber: false });
  });
});

describe('notReportedByText', () => {
  it('names one network as the shared vocabulary does, and several in a list', () => {
    expect(notReportedByText(['bluesky'])).toBe('not reported by Bluesky');
    expect(notReportedByText(['bluesky', 'linkedin'])).toBe('not reported by Bluesky and LinkedIn');
    expect(notReportedByText(['bluesky', 'linkedin', 'tiktok'])).toBe(
      'not reported by Bluesky, LinkedIn, and TikTok',
    );
  });
});

describe('totalFigureCell', () => {
  it('adds what the reporting networks answered and names the ones that report none', () => {
    expect(totalFigureCell(900, [twitter, bluesky], 'views', 'en')).toEqual({
      text: '900',
      isNumber: true,
      note: 'not reported by Bluesky',
    });
  });

  it('is not a 0 when no network of the period reports the figure', () => {
    expect(totalFigureCell(undefined, [bluesky], 'views')).toEqual({
      text: 'not reported by Bluesky',
      isNumber: false,
      note: null,
    });
    // Even if a total came back 0, a figure nobody reports is said so.
    expect(totalFigureCell(0, [bluesky], 'saves').text).toBe('not reported by Bluesky');
  });

  it('shows a dash while the networks that report it have not been read', () => {
    expect(totalFigureCell(undefined, [twitter], 'views')).toEqual({
      text: NOT_YET,
      isNumber: false,
      note: null,
    });
  });
});

describe('countCell and silentNetworks', () => {
  it('says "not reported" only when every network of the post is silent on the figure', () => {
    expect(silentNetworks(['bluesky'], 'views')).toEqual(['bluesky']);
    expect(silentNetworks(['bluesky', 'twitter'], 'views')).toEqual([]);
    expect(countCell(null, silentNetworks(['bluesky'], 'views')).text).toBe(
      'not reported by Bluesky',
    );
    expect(countCell(null, silentNetworks(['bluesky', 'twitter'], 'views')).text).toBe(NOT_YET);
    expect(countCell(12_000, [], 'en')).toEqual({ text: '12,000', isNumber: true });
  });
});

describe('networkFigureCell', () => {
  it("shows the network's own figure, or that it was not answered for this post", () => {
    expect(networkFigureCell(40, 'en')).toEqual({ text: '40', isNumber: true });
    expect(networkFigureCell(null)).toEqual({
      text: 'not answered for this post',
      isNumber: false,
    });
  });
});
