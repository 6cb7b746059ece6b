import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_LIMIT, PLATFORMS, PLATFORM_TEXT_LIMITS } from '../platforms';
import { countTextFor, effectiveTextLimit, textLengthCheck } from './text-length';

const FAMILY = '👨‍👩‍👧‍👦'; // 7 code points joined by ZWJ, 11 UTF-16 units, 1 grapheme
const E_ACUTE = 'e\u0301'; // e + combining acute accent: 2 code points, 1 grapheme
const LONG_URL = `https://example.com/${'a'.repeat(100)}`; // 120 characters

describe('countTextFor', () => {
  it('counts X weighted characters: a URL is 23, emoji and CJK are 2', () => {
    expect(LONG_URL.length).toBe(120);
    expect(countTextFor('twitter', LONG_URL)).toBe(23);
    expect(countTextFor('twitter', '日本語')).toBe(6);
    expect(countTextFor('twitter', '😀')).toBe(2);
    expect(countTextFor('twitter', `Launch day ${LONG_URL} 🚀`)).toBe(11 + 23 + 1 + 2);
  });

  it('counts Bluesky graphemes, fewer than code points for ZWJ sequences and combining marks', () => {
    expect(countTextFor('bluesky', FAMILY)).toBe(1);
    expect([...FAMILY].length).toBe(7);
    expect(countTextFor('bluesky', E_ACUTE)).toBe(1);
    expect(countTextFor('bluesky', '🇫🇷 ok')).toBe(4);
  });

  it('counts code points everywhere else, so an emoji is 1 and not 2', () => {
    for (const platform of PLATFORMS.filter((p) => p !== 'twitter' && p !== 'bluesky')) {
      expect(countTextFor(platform, '😀')).toBe(1);
      expect(countTextFor(platform, FAMILY)).toBe(7);
      expect(countTextFor(platform, LONG_URL)).toBe(120);
    }
    expect(countTextFor('myspace', E_ACUTE)).toBe(2);
  });
});

describe('effectiveTextLimit', () => {
  it('is the smallest limit among the platforms', () => {
    expect(effectiveTextLimit(['linkedin', 'threads', 'instagram'])).toBe(500);
    expect(effectiveTextLimit(['facebook', 'bluesky', 'twitter'])).toBe(280);
    expect(effectiveTextLimit(['facebook'])).toBe(63206);
    for (const platform of PLATFORMS) {
      expect(effectiveTextLimit([platform])).toBe(PLATFORM_TEXT_LIMITS[platform]);
    }
  });

  it('is the default 280 with no platform or an unknown one', () => {
    expect(effectiveTextLimit([])).toBe(DEFAULT_TEXT_LIMIT);
    expect(effectiveTextLimit(['myspace'])).toBe(280);
    expect(effectiveTextLimit(['linkedin', 'myspace'])).toBe(280);
  });
});

describe('textLengthCheck', () => {
  it('accepts exactly the limit and refuses one more', () => {
    expect(textLengthCheck(['twitter'], 'a'.repeat(280))).toEqual({
      limit: 280,
      worst: { platform: 'twitter', length: 280 },
      withinLimit: true,
    });
    expect(textLengthCheck(['twitter'], 'a'.repeat(281)).withinLimit).toBe(false);
    expect(textLengthCheck(['linkedin'], 'a'.repeat(3000)).withinLimit).toBe(true);
    expect(textLengthCheck(['linkedin'], 'a'.repeat(3001)).withinLimit).toBe(false);
    expect(textLengthCheck(['bluesky'], E_ACUTE.repeat(300)).withinLimit).toBe(true);
    expect(textLengthCheck(['bluesky'], E_ACUTE.repeat(301)).withinLimit).toBe(false);
  });

  it('lets X weighted count bind with LinkedIn: 277 characters but 281 for X', () => {
    const text = `${'a'.repeat(257)} https://example.com`;
    expect([...text].length).toBe(277);
    const check = textLengthCheck(['linkedin', 'twitter'], text);
    expect(check).toEqual({
      limit: 280,
      worst: { platform: 'twitter', length: 281 },
      withinLimit: false,
    });
    expect(
      textLengthCheck(['linkedin', 'twitter'], `${'a'.repeat(256)} https://example.com`),
    ).toMatchObject({ worst: { platform: 'twitter', length: 280 }, withinLimit: true });
  });

  it('counts emoji as 2 for X where Bluesky and LinkedIn see 1', () => {
    const text = '😀'.repeat(150);
    expect(textLengthCheck(['bluesky'], text).withinLimit).toBe(true);
    expect(textLengthCheck(['bluesky', 'twitter'], text)).toEqual({
      limit: 280,
      worst: { platform: 'twitter', length: 300 },
      withinLimit: false,
    });
  });

  it('holds every platform to the smallest limit, each counting its own way', () => {
    // 300 graphemes fit Bluesky, but LinkedIn counts 600 code points against the same 300.
    const check = textLengthCheck(['bluesky', 'linkedin'], E_ACUTE.repeat(300));
    expect(check).toEqual({
      limit: 300,
      worst: { platform: 'linkedin', length: 600 },
      withinLimit: false,
    });
  });

  it('uses code points against the default limit when no platform is selected', () => {
    expect(textLengthCheck([], '😀'.repeat(280))).toEqual({
      limit: 280,
      worst: { platform: null, length: 280 },
      withinLimit: true,
    });
    expect(textLengthCheck([], 'a'.repeat(281)).withinLimit).toBe(false);
  });
});
