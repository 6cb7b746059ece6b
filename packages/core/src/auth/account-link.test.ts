import { describe, expect, it } from 'vitest';
import { openAccountLink, readAccountLink, signAccountLink } from './account-link';
import { throttleDelayMs } from './sign-in-throttle';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-11-24T12:00:00Z');
const link = {
  purpose: 'verify-email' as const,
  email: 'ada@example.com',
  userId: 'u-1',
  expiresAt: new Date(now.getTime() + 60_000),
};

describe('signed account links', () => {
  it('reads back what was signed, for its purpose, until it expires', () => {
    const token = signAccountLink(key, link);
    expect(readAccountLink(key, 'verify-email', token, now)).toEqual({
      email: 'ada@example.com',
      userId: 'u-1',
    });
    expect(readAccountLink(key, 'invitation', token, now)).toBeNull();
    expect(
      readAccountLink(key, 'verify-email', token, new Date(now.getTime() + 60_001)),
    ).toBeNull();
  });

  it('refuses another key, a changed body and garbage', () => {
    const token = signAccountLink(key, link);
    expect(readAccountLink(Buffer.alloc(32, 8), 'verify-email', token, now)).toBeNull();
    const [, signature] = token.split('.');
    const changed = Buffer.from(
      JSON.stringify({
        p: 'verify-email',
        x: link.expiresAt.getTime(),
        e: 'eve@example.com',
        u: 'u-1',
      }),
    ).toString('base64url');
    expect(readAccountLink(key, 'verify-email', `${changed}.${signature}`, now)).toBeNull();
    for (const garbage of ['', '.', 'a.b.c', 'only-one-part', `${token}x`]) {
      expect(readAccountLink(key, 'verify-email', garbage, now)).toBeNull();
    }
  });
});

describe('opening a link (email change, ADR 0053)', () => {
  const change = {
    purpose: 'change-email' as const,
    email: 'new@example.com',
    userId: 'u-1',
    fromEmail: 'old@example.com',
    expiresAt: new Date(now.getTime() + 60_000),
  };

  it('tells an expired genuine link from an invalid one, and carries the old address', () => {
    const token = signAccountLink(key, change);
    expect(openAccountLink(key, 'change-email', token, now)).toEqual({
      status: 'valid',
      link: { email: 'new@example.com', userId: 'u-1', fromEmail: 'old@example.com' },
    });
    const late = new Date(now.getTime() + 60_001);
    expect(openAccountLink(key, 'change-email', token, late)).toEqual({ status: 'expired' });
    expect(openAccountLink(key, 'verify-email', token, now)).toEqual({ status: 'invalid' });
    expect(openAccountLink(Buffer.alloc(32, 8), 'change-email', token, late)).toEqual({
      status: 'invalid',
    });
  });

  it('binds the old address: another one breaks the signature', () => {
    const token = signAccountLink(key, change);
    const [, signature] = token.split('.');
    const body = { p: 'change-email', x: change.expiresAt.getTime(), e: change.email, u: 'u-1' };
    const other = Buffer.from(JSON.stringify({ ...body, f: 'eve@example.com' })).toString(
      'base64url',
    );
    expect(openAccountLink(key, 'change-email', `${other}.${signature}`, now)).toEqual({
      status: 'invalid',
    });
  });
});

describe('sign-in throttle delays', () => {
  it('allows five failures, then doubles from 1 s up to 15 minutes', () => {
    expect([0, 1, 4].map(throttleDelayMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(throttleDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(throttleDelayMs(15)).toBe(900_000);
    expect(throttleDelayMs(1_000)).toBe(900_000);
  });
});
