import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [512, '512 bytes'],
    [512 * 1024, '512 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [1024 * 1024 * 1024, '1 GB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
