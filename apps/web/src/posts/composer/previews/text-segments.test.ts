import { describe, expect, it } from 'vitest';
import { textSegments, type TextSegment } from './text-segments';

const joined = (segments: TextSegment[]) => segments.map((s) => s.text).join('');

describe('textSegments', () => {
  it('finds links and hashtags among plain text', () => {
    const text = 'Launch day! Read https://fanout.app/blog and www.example.com #launch #SaaS_2026';
    const segments = textSegments(text);
    expect(segments).toEqual([
      { kind: 'text', text: 'Launch day! Read ' },
      { kind: 'link', text: 'https://fanout.app/blog' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.example.com' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#launch' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#SaaS_2026' },
    ]);
    expect(joined(segments)).toBe(text);
  });

  it('leaves sentence punctuation and unopened brackets out of a link', () => {
    expect(textSegments('See https://x.com/a. Or (https://x.com/b)!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://x.com/a' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', text: 'https://x.com/b' },
      { kind: 'text', text: ')!' },
    ]);
    expect(textSegments('https://en.wikipedia.org/wiki/Fan_(machine)')).toEqual([
      { kind: 'link', text: 'https://en.wikipedia.org/wiki/Fan_(machine)' },
    ]);
  });

  it('takes no hashtag inside a word, an address or of digits alone', () => {
    const text = 'C# and issue#12 and #2026 and https://x.com/#top';
    const segments = textSegments(text);
    expect(segments.filter((s) => s.kind === 'hashtag')).toEqual([]);
    expect(segments.filter((s) => s.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://x.com/#top' },
    ]);
    expect(joined(segments)).toBe(text);
  });

  it('reads hashtags in other scripts, and after punctuation', () => {
    expect(textSegments('(#café) #日本')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'hashtag', text: '#café' },
      { kind: 'text', text: ') ' },
      { kind: 'hashtag', text: '#日本' },
    ]);
  });

  it('gives plain text as one run, and nothing for nothing', () => {
    expect(textSegments('Just words.')).toEqual([{ kind: 'text', text: 'Just words.' }]);
    expect(textSegments('')).toEqual([]);
  });
});
