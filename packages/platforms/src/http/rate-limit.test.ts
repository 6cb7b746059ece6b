import { describe, expect, it } from 'vitest';
import { readRateLimit } from './rate-limit';

const now = new Date('2026-11-23T10:00:00Z');

describe('readRateLimit', () => {
  it('reads X and Bluesky headers: remaining and an epoch-seconds reset', () => {
    const reset = Math.floor(now.getTime() / 1000) + 900;
    expect(
      readRateLimit(
        new Headers({ 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(reset) }),
        now,
      ),
    ).toEqual({ remaining: 0, resetAt: new Date(reset * 1000) });
    expect(
      readRateLimit(
        new Headers({ 'ratelimit-remaining': '12', 'ratelimit-reset': String(reset) }),
        now,
      ),
    ).toEqual({ remaining: 12, resetAt: new Date(reset * 1000) });
  });

  it('takes Retry-After in seconds or as a date, and the later of two resets', () => {
    expect(readRateLimit(new Headers({ 'retry-after': '30' }), now)?.resetAt).toEqual(
      new Date(now.getTime() + 30_000),
    );
    expect(
      readRateLimit(new Headers({ 'retry-after': 'Mon, 23 Nov 2026 10:05:00 GMT' }), now)?.resetAt,
    ).toEqual(new Date('2026-11-23T10:05:00Z'));
  });

  it("reads Meta's usage headers: minutes until access is regained", () => {
    const usage = JSON.stringify({
      '1234': [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: 7 }],
    });
    expect(readRateLimit(new Headers({ 'x-business-use-case-usage': usage }), now)).toEqual({
      remaining: null,
      resetAt: new Date(now.getTime() + 7 * 60_000),
    });
  });

  it('is null when an answer says nothing about limits, or says it unreadably', () => {
    expect(readRateLimit(new Headers({ 'content-type': 'application/json' }), now)).toBeNull();
    expect(readRateLimit(new Headers({ 'x-app-usage': '{not json' }), now)).toBeNull();
  });
});
