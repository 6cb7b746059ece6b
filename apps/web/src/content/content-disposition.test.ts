import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted or bare file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="photo.jpg"')).toBe('photo.jpg');
    expect(fileNameFromContentDisposition('attachment; filename=photo.jpg')).toBe('photo.jpg');
    expect(fileNameFromContentDisposition('attachment;filename="my file.pdf"')).toBe('my file.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\".txt"')).toBe(
      'say "hi".txt',
    );
  });

  it('prefers the UTF-8 extended form', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="naive.txt"; filename*=UTF-8''na%C3%AFve%20caf%C3%A9.txt`,
      ),
    ).toBe('naïve café.txt');
    expect(fileNameFromContentDisposition(`attachment; filename*=utf-8'en'%E2%82%AC.mp3`)).toBe(
      '€.mp3',
    );
  });

  it('decodes the ISO-8859-1 extended form', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=iso-8859-1''caf%E9.txt`)).toBe(
      'café.txt',
    );
  });

  it('falls back to the plain name when the extended form is broken', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="ok.txt"; filename*=UTF-8''%E0%A4%A`),
    ).toBe('ok.txt');
  });

  it('drops any directory part', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(fileNameFromContentDisposition('attachment; filename=C:\\temp\\a.png')).toBe('a.png');
    // In a quoted string a backslash escapes the next character, so it must itself be escaped.
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\b.png"')).toBe(
      'b.png',
    );
  });

  it('gives undefined when no name is given', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeUndefined();
  });
});
