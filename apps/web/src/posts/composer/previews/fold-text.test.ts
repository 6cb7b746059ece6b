import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';
import { PREVIEW_RULES } from './preview-rules';

const linkedIn = PREVIEW_RULES.linkedin.fold;
const instagram = PREVIEW_RULES.instagram.fold;

describe('foldText', () => {
  it('shows the whole text where the network does not fold', () => {
    const long = 'word '.repeat(200);
    expect(foldText(long, PREVIEW_RULES.twitter.fold)).toEqual({ shown: long, folded: false });
  });

  it('shows a text within the fold whole', () => {
    const text = 'a'.repeat(210);
    expect(foldText(text, linkedIn)).toEqual({ shown: text, folded: false });
    // Only blanks after the fold: nothing to see more of.
    expect(foldText(`${text}   `, linkedIn)).toEqual({ shown: `${text}   `, folded: false });
  });

  it('cuts at the fold’s characters, back to the space before a cut word', () => {
    // The 210th character falls inside "jumps".
    const text = `Well. ${'The quick brown fox jumps over the lazy dog. '.repeat(10)}`;
    const { shown, folded } = foldText(text, linkedIn);
    expect(folded).toBe(true);
    expect([...shown].length).toBeLessThanOrEqual(210);
    expect([...shown].length).toBeGreaterThan(190);
    expect(text.startsWith(shown)).toBe(true);
    // Ends on a whole word.
    expect(shown.endsWith(' fox')).toBe(true);
    expect(text[shown.length]).toMatch(/\s/);
  });

  it('cuts a long word where the fold falls', () => {
    const text = 'x'.repeat(300);
    expect(foldText(text, linkedIn)).toEqual({ shown: 'x'.repeat(210), folded: true });
  });

  it('counts code points, never splitting an emoji', () => {
    const text = '🚀'.repeat(130);
    const { shown, folded } = foldText(text, instagram);
    expect(folded).toBe(true);
    expect(shown).toBe('🚀'.repeat(125));
  });

  it('folds after the network’s lines, whichever comes first', () => {
    const text = 'One\nTwo\nThree\nFour';
    expect(foldText(text, instagram)).toEqual({ shown: 'One\nTwo', folded: true });
    expect(foldText(text, linkedIn)).toEqual({ shown: 'One\nTwo\nThree', folded: true });
    expect(foldText('One\nTwo', instagram)).toEqual({ shown: 'One\nTwo', folded: false });
  });
});
