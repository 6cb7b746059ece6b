import { describe, expect, it } from 'vitest';
import { HEADLINE_LENGTH, postHeadline } from './post-headline';

describe('postHeadline', () => {
  it('is the title, else the first line of the text', () => {
    expect(postHeadline('Launch day', 'Body')).toBe('Launch day');
    expect(postHeadline(null, '  First line\nsecond line')).toBe('First line');
    expect(postHeadline('  ', 'Text wins over a blank title')).toBe('Text wins over a blank title');
  });

  it('cuts a long line on whole characters, with an ellipsis', () => {
    const headline = postHeadline(null, '🚀'.repeat(200));
    expect(Array.from(headline)).toHaveLength(HEADLINE_LENGTH);
    expect(headline.endsWith('🚀…')).toBe(true);
  });
});
