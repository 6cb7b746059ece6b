import { describe, expect, it } from 'vitest';
import { characterCounter } from './character-counter';

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
