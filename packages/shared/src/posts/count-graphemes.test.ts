import { afterEach, describe, expect, it, vi } from 'vitest';
import { countGraphemes } from './count-graphemes';
import { textLengthCheck } from './text-length';

/**
 * The counter must stay linear (ADR 0061): segmenting a whole long text at once costs V8 time and
 * memory that grow with the square of its length. Rather than time it, these tests watch what the
 * counter hands to Intl.Segmenter: small pieces, adding up to about the text once.
 */

const reference = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// Safe only on short texts: this is the quadratic way, kept as the oracle.
const referenceCount = (text: string) => [...reference.segment(text)].length;

let segmented: number[] = [];
let watch: { mockRestore(): void } | undefined;
function watchSegmenter(): void {
  segmented = [];
  const segment = Intl.Segmenter.prototype.segment;
  watch = vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
    this: Intl.Segmenter,
    input: string,
  ) {
    segmented.push(input.length);
    // Refuse what the quadratic path would do, before it eats the machine's memory.
    if (input.length > 65_536) throw new Error(`segmented ${input.length} units at once`);
    return segment.call(this, input);
  });
}
afterEach(() => watch?.mockRestore());

const total = () => segmented.reduce((sum, length) => sum + length, 0);
const largest = () => Math.max(0, ...segmented);

const FAMILY = '👨‍👩‍👧‍👦';
const FLAG = '🇫🇷';

describe('countGraphemes', () => {
  it('counts like Intl.Segmenter on mixed text across its windows', () => {
    const atoms = [
      'a',
      'é',
      'e\u0301',
      '\r\n',
      '\r',
      '\n',
      FLAG,
      '🇫',
      FAMILY,
      '👍🏽',
      '漢',
      'ก',
      'ำ',
    ];
    const atomsMore = ['\u0915\u094d\u0937', '\u200d', '\ufe0f', '\u0301', 'ᄀ', 'ᅡ', 'ᆨ'];
    const all = [...atoms, ...atomsMore];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round += 1) {
      const favourite = all[Math.floor(next() * all.length)] ?? 'a';
      let text = '';
      const length = Math.floor(next() * 2000);
      while (text.length < length) {
        text += next() < 0.5 ? favourite : (all[Math.floor(next() * all.length)] ?? 'a');
      }
      expect(countGraphemes(text), JSON.stringify(text.slice(0, 80))).toBe(referenceCount(text));
    }
  });

  it('counts a window cut between the halves of a surrogate pair once', () => {
    for (let shift = 0; shift < 4; shift += 1) {
      const text = `${'é'.repeat(250 + shift)}👍🏽${'é'.repeat(300)}`;
      expect(countGraphemes(text)).toBe(250 + shift + 1 + 300);
    }
  });

  it('counts 100,000 characters correctly, segmenting small pieces that add up to the text once', () => {
    watchSegmenter();
    const shapes: [string, number][] = [
      ['é'.repeat(100_000), 100_000],
      ['漢'.repeat(100_000), 100_000],
      [FLAG.repeat(25_000), 25_000],
      [`${FAMILY} é\r\n`.repeat(6_250), 25_000],
      ['x'.repeat(100_000), 100_000],
    ];
    for (const [text, expected] of shapes) {
      segmented = [];
      expect(countGraphemes(text)).toBe(expected);
      expect(largest()).toBeLessThanOrEqual(1_024);
      expect(total()).toBeLessThanOrEqual(text.length * 2);
    }
  });

  it('counts one grapheme of 50,000 units (a letter under combining marks) and what follows', () => {
    watchSegmenter();
    const text = `e${'\u0301'.repeat(49_999)}${'é'.repeat(50_000)}`;
    expect(countGraphemes(text)).toBe(50_001);
    expect(total()).toBeLessThanOrEqual(text.length * 4);
  });
});

describe('the shape that took the server down', () => {
  it('checks a 70,000-character text for Bluesky in small pieces', () => {
    // The post that drove the server from 240 MB to 3.6 GB: 70,000 characters for a Bluesky account.
    watchSegmenter();
    for (const text of ['a'.repeat(70_000), 'ä'.repeat(70_000), '😀'.repeat(35_000)]) {
      segmented = [];
      const check = textLengthCheck(['bluesky'], text);
      expect(check).toMatchObject({ limit: 300, withinLimit: false });
      expect(check.worst.length).toBe([...text].length);
      expect(largest()).toBeLessThanOrEqual(1_024);
      expect(total()).toBeLessThanOrEqual(text.length * 2);
    }
  });
});
