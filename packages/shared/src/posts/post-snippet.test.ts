import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CONTENT, postHeadline, SNIPPET_GRAPHEMES, textSnippet } from './post-snippet';

const reference = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemesOf = (text: string) => [...reference.segment(text)].map((part) => part.segment);

const FAMILY = '👨‍👩‍👧‍👦';
const FLAG = '🇫🇷';
const THUMB = '👍🏽';

describe('textSnippet', () => {
  it('keeps a short text whole, without an ellipsis', () => {
    expect(textSnippet('Launch day')).toBe('Launch day');
    const forty = 'a'.repeat(SNIPPET_GRAPHEMES);
    expect(textSnippet(forty)).toBe(forty);
  });

  it('cuts after 40 characters and only then adds an ellipsis', () => {
    const text = `${'a'.repeat(SNIPPET_GRAPHEMES)}b`;
    expect(textSnippet(text)).toBe(`${'a'.repeat(SNIPPET_GRAPHEMES)}…`);
    expect(textSnippet('one two three', 7)).toBe('one two…');
  });

  it('puts the text on one line: runs of spaces, tabs and newlines become one space', () => {
    expect(textSnippet('  First line\n\nsecond\tline\r\n  third  ')).toBe(
      'First line second line third',
    );
    expect(textSnippet('Hello\u00a0\u2028world')).toBe('Hello world');
  });

  it('leaves no space before the ellipsis', () => {
    expect(textSnippet('Big news today', 4)).toBe('Big…');
    expect(textSnippet('Big\n\nnews', 4)).toBe('Big…');
  });

  it('gives nothing for a blank text', () => {
    expect(textSnippet('')).toBe('');
    expect(textSnippet(' \n\t ')).toBe('');
    expect(textSnippet('\u200b\u200d')).toBe('');
  });

  it('never splits an emoji, a flag or a letter from its accent', () => {
    expect(textSnippet(`${FAMILY}${FAMILY}${FAMILY}`, 2)).toBe(`${FAMILY}${FAMILY}…`);
    expect(textSnippet(`${FLAG}${FLAG}${FLAG}`, 1)).toBe(`${FLAG}…`);
    expect(textSnippet(`ab${THUMB}c`, 3)).toBe(`ab${THUMB}…`);
    expect(textSnippet('cafe\u0301 noir', 4)).toBe('cafe\u0301…');
    // A cut that falls inside a surrogate pair by UTF-16 count still keeps the pair whole.
    expect(textSnippet('a😀😀', 2)).toBe('a😀…');
  });

  it('keeps whole graphemes of mixed text at every length, as Intl.Segmenter reads them', () => {
    const atoms = [
      'a',
      'é',
      'e\u0301',
      FLAG,
      FAMILY,
      THUMB,
      '漢',
      'ก',
      'ำ',
      '\u0915\u094d\u0937',
      ' ',
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round += 1) {
      let text = '';
      const length = Math.floor(next() * 120);
      while (text.length < length) text += atoms[Math.floor(next() * atoms.length)] ?? 'a';
      const max = 1 + Math.floor(next() * 45);
      const line = text.replace(/\s+/g, ' ').trim();
      const snippet = textSnippet(text, max);
      const cut = snippet.endsWith('…');
      const kept = cut ? snippet.slice(0, -1) : snippet;
      const label = JSON.stringify({ text, max });
      // Whole graphemes from the start, no more than max, ellipsis exactly when some were left out.
      const whole = graphemesOf(line);
      expect(graphemesOf(kept), label).toEqual(whole.slice(0, graphemesOf(kept).length));
      expect(graphemesOf(kept).length, label).toBeLessThanOrEqual(max);
      expect(cut, label).toBe(whole.length > max);
      if (!cut) expect(kept, label).toBe(line);
    }
  });

  describe('on long texts', () => {
    let watch: { mockRestore(): void } | undefined;
    afterEach(() => watch?.mockRestore());

    it('segments only a short window of a long text', () => {
      const segmented: number[] = [];
      const segment = Intl.Segmenter.prototype.segment;
      watch = vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
        this: Intl.Segmenter,
        input: string,
      ) {
        segmented.push(input.length);
        return segment.call(this, input);
      });
      expect(textSnippet(`é${'ü'.repeat(100_000)}`)).toBe(`é${'ü'.repeat(39)}…`);
      expect(segmented.length).toBeGreaterThan(0);
      expect(Math.max(...segmented)).toBeLessThan(1_000);
    });

    it('widens the window for a grapheme longer than it', () => {
      const heavy = `x${'\u0301'.repeat(2_000)}`;
      expect(textSnippet(`${heavy}yz`, 2)).toBe(`${heavy}y…`);
      expect(textSnippet(heavy, 1)).toBe(heavy);
    });
  });
});

describe('postHeadline', () => {
  it('is the title when the post has one', () => {
    expect(postHeadline({ title: 'Launch day', textContent: 'We are live!' })).toBe('Launch day');
    expect(postHeadline({ title: '  Launch\n day ', textContent: 'We are live!' })).toBe(
      'Launch day',
    );
  });

  it('is a snippet of the text when the title is missing or blank', () => {
    const text = 'We are live! Come and see what we built over the summer.';
    expect(postHeadline({ title: null, textContent: text })).toBe(
      'We are live! Come and see what we built…',
    );
    expect(postHeadline({ title: '   ', textContent: 'Short one' })).toBe('Short one');
  });

  it('says No content when there is neither', () => {
    expect(postHeadline({ title: null, textContent: ' \n ' })).toBe(NO_CONTENT);
  });
});
