import { describe, expect, it } from 'vitest';
import { startupFailureMessage } from './startup-failure';

describe('startupFailureMessage (ADR 0063)', () => {
  it('keeps an error sentence as it is', () => {
    expect(startupFailureMessage(new Error('DATABASE_URL must be a URL'))).toBe(
      'DATABASE_URL must be a URL',
    );
  });

  it.each([undefined, null, '', new Error(''), {}])(
    'never prints an empty or undefined cause for %o',
    (error) => {
      const message = startupFailureMessage(error);
      expect(message).toMatch(/^Fanout could not start/);
      expect(message).toContain('DATABASE_URL');
      expect(message).not.toMatch(/undefined|\[object Object\]/);
    },
  );

  it('names the port and the fix when the server port is taken', () => {
    const error = Object.assign(new Error('listen EADDRINUSE'), {
      code: 'EADDRINUSE',
      address: '127.0.0.1',
      port: 3000,
    });
    expect(startupFailureMessage(error)).toBe(
      'Port 3000 on 127.0.0.1 is already in use by another program. Stop that program (or the other Fanout), or set PORT to a free port.',
    );
  });
});
