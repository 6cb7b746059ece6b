import { describe, expect, it, vi } from 'vitest';
import { characterCounter, followUpCounter } from './character-counter';

describe('characterCounter', () => {
  it('uses the default limit of 280 when no platform is selected', () => {
    expect(characterCounter([], 'Hello')).toEqual({ label: '5 / 280', over: false });
  });

  it('uses the smallest limit among the platforms', () => {
    expect(characterCounter(['linkedin', 'threads'], 'Hello').label).toBe('5 / 500');
  });

  it('counts the way the strictest platform counts', () => {
    const withLink = 'See https://example.com/a/very/long/path/that/is/long';
    // X counts any link as 23 characters; LinkedIn counts every character.
    expect(characterCounter(['twitter'], withLink).label).toBe('27 / 280');
    expect(characterCounter(['twitter', 'linkedin'], withLink).label).toBe(
      `${[...withLink].length} / 280`,
    );
  });

  it('says when the text is over the limit', () => {
    expect(characterCounter(['bluesky'], 'a'.repeat(301))).toEqual({
      label: '301 / 300',
      over: true,
    });
  });
});

describe('characterCounter on a long paste', () => {
  it('counts 70,000 characters for Bluesky in small pieces, so the tab does not freeze', () => {
    // Segmenting a whole long text at once is quadratic in V8 (ADR 0061): refuse it here.
    const segment = Intl.Segmenter.prototype.segment;
    const watch = vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
      this: Intl.Segmenter,
      input: string,
    ) {
      if (input.length > 65_536) throw new Error(`segmented ${input.length} units at once`);
      return segment.call(this, input);
    });
    try {
      expect(characterCounter(['bluesky'], `${'ä'.repeat(69_990)}👨‍👩‍👧‍👦`)).toEqual({
        label: '69991 / 300',
        over: true,
      });
    } finally {
      watch.mockRestore();
    }
  });
});

describe('followUpCounter', () => {
  it('counts as the network counts, against the limit given', () => {
    expect(followUpCounter('bluesky', '👨‍👩‍👧 hi', 300)).toEqual({ label: '4 / 300', over: false });
    expect(followUpCounter('linkedin', 'c'.repeat(1251), 1250)).toEqual({
      label: '1251 / 1250',
      over: true,
    });
    expect(followUpCounter('twitter', 'c'.repeat(280), 280).over).toBe(false);
  });
});
