import { countTextFor, effectiveTextLimit } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { fitsPlatforms, trimToPlatforms } from './fit-text';

const sentence = (n: number) => `Sentence number ${n} says something useful about bees.`;
const sentences = (count: number) =>
  Array.from({ length: count }, (_, i) => sentence(i + 1)).join(' ');

/** The worst count among the platforms, each counting its own way. */
function worst(platforms: string[], text: string): number {
  return Math.max(...platforms.map((platform) => countTextFor(platform, text)));
}

describe('trimToPlatforms', () => {
  it('keeps a text that fits, without surrounding blanks', () => {
    expect(trimToPlatforms(['twitter'], `  ${sentences(3)}\n`)).toBe(sentences(3));
  });

  it.each([
    [['twitter']],
    [['bluesky']],
    [['twitter', 'linkedin']],
    [['threads', 'pinterest']],
    [['instagram', 'tiktok']],
    [['general']],
    [['linkedin']],
  ])('cuts a long text for %j at the last whole sentence that fits', (platforms) => {
    const limit = effectiveTextLimit(platforms);
    const text = sentences(Math.ceil(limit / 40) + 5);
    const trimmed = trimToPlatforms(platforms, text);

    expect(worst(platforms, trimmed)).toBeLessThanOrEqual(limit);
    expect(text.startsWith(trimmed)).toBe(true);
    expect(trimmed).toMatch(/bees\.$/);
    // The longest such start: one more sentence would not fit.
    const next = text.slice(0, text.indexOf('.', trimmed.length + 1) + 1);
    expect(fitsPlatforms(platforms, next)).toBe(false);
  });

  it('counts X by weight: emoji count 2, so fewer characters fit than the limit says', () => {
    const text = Array.from({ length: 20 }, (_, i) => `Day ${i + 1} 🐝🐝🐝🐝.`).join(' ');
    expect([...text].length).toBeLessThan(280);
    expect(countTextFor('twitter', text)).toBeGreaterThan(280);

    const trimmed = trimToPlatforms(['twitter'], text);
    expect(countTextFor('twitter', trimmed)).toBeLessThanOrEqual(280);
    expect(countTextFor('twitter', trimmed)).toBeGreaterThan(250);
    expect(trimmed).toMatch(/🐝\.$/);
  });

  it('counts X links as 23 characters whatever their length', () => {
    const link = `https://example.com/${'a'.repeat(60)}`;
    const text = Array.from({ length: 6 }, (_, i) => `Read part ${i + 1} at ${link} today.`).join(
      ' ',
    );
    expect(countTextFor('twitter', text)).toBeLessThanOrEqual(280);
    expect(trimToPlatforms(['twitter'], text)).toBe(text);
    // Bluesky counts the link's characters: the same text must be cut for it.
    const forBluesky = trimToPlatforms(['twitter', 'bluesky'], text);
    expect(countTextFor('bluesky', forBluesky)).toBeLessThanOrEqual(300);
    expect(forBluesky.length).toBeLessThan(text.length);
  });

  it('counts Bluesky in graphemes, while other platforms count code points', () => {
    // A family emoji is 1 grapheme but 5 code points.
    const text = Array.from({ length: 25 }, () => 'Our 👨‍👩‍👧 home.').join(' ');
    expect(countTextFor('bluesky', text)).toBeLessThanOrEqual(300);
    expect(trimToPlatforms(['bluesky'], text)).toBe(text);

    const withThreads = trimToPlatforms(['bluesky', 'threads'], text);
    expect(countTextFor('threads', withThreads)).toBeLessThanOrEqual(300);
    expect(withThreads.length).toBeLessThan(text.length);
    expect(withThreads).toMatch(/home\.$/);
  });

  it('falls back to whole words when not even one sentence fits', () => {
    const text = `${'word '.repeat(100).trim()}.`;
    const trimmed = trimToPlatforms(['twitter'], text);
    expect(countTextFor('twitter', trimmed)).toBeLessThanOrEqual(280);
    expect(trimmed).toMatch(/word$/);
    expect(text.startsWith(trimmed)).toBe(true);
  });
});
