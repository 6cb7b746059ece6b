import { describe, expect, it } from 'vitest';
import { downloadUrl } from './download-content';

describe('downloadUrl', () => {
  it('asks for the attachment form of the file', () => {
    expect(downloadUrl('/api/content/abc/file')).toBe('/api/content/abc/file?download=true');
    expect(downloadUrl('/media/abc?expires=1&signature=x')).toBe(
      '/media/abc?expires=1&signature=x&download=true',
    );
  });
});
