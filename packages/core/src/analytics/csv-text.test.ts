import { describe, expect, it } from 'vitest';
import { csvLine } from './csv-text';

describe('csvLine', () => {
  it('leaves plain cells alone and ends with CRLF; null is an empty cell, 0 is 0', () => {
    expect(csvLine(['a', 12, null, 0])).toBe('a,12,,0\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvLine(['Hello, "world"', 'two\nlines'])).toBe('"Hello, ""world""","two\nlines"\r\n');
  });

  it('keeps a text that looks like a formula from running as one', () => {
    expect(csvLine(['=HYPERLINK("x")', '-1', '@me', 'fine'])).toBe(
      `"'=HYPERLINK(""x"")",'-1,'@me,fine\r\n`,
    );
  });
});
