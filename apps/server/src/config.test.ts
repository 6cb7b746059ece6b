import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults: port 3000, embedded database, localhost public URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('parses lists and switches secure cookies on for https', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' A@x.com, b@y.com ,',
      PUBLIC_URL: 'https://fanout.example/',
    });
    expect(config.adminEmails).toEqual(['a@x.com', 'b@y.com']);
    expect(config.publicUrl).toBe('https://fanout.example');
    expect(config.secureCookies).toBe(true);
  });

  it('fails with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
