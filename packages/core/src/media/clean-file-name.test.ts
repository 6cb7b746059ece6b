import { describe, expect, it } from 'vitest';
import { cleanFileName } from './clean-file-name';

describe('cleanFileName', () => {
  it('drops control characters and direction overrides, keeps other text', () => {
    expect(cleanFileName('evil\u0000name\u0007.png')).toBe('evilname.png');
    expect(cleanFileName('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(cleanFileName('  café 🎉 — 写真.jpg\n')).toBe('café 🎉 — 写真.jpg');
  });

  it('replaces lone surrogates, which are not text', () => {
    expect(cleanFileName('a\ud800b.png')).toBe('a\ufffdb.png');
    expect(cleanFileName('a\udc00.png')).toBe('a\ufffd.png');
  });
});
