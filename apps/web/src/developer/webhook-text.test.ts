import { describe, expect, it } from 'vitest';
import { deliveryStatusText, endpointStateText } from './webhook-text';

describe('webhook texts', () => {
  it('says why an endpoint is off', () => {
    expect(endpointStateText({ enabled: true, disabledReason: null }).label).toBe('Enabled');
    expect(endpointStateText({ enabled: false, disabledReason: 'manual' }).label).toBe('Disabled');
    expect(endpointStateText({ enabled: false, disabledReason: 'failing' }).detail).toContain(
      'failed for 5 days',
    );
  });

  it("gives a delivery's last answer, or a dash before any attempt", () => {
    const base = { nextAttemptAt: null, lastStatusCode: null, lastLatencyMs: null } as const;
    expect(deliveryStatusText({ ...base, status: 'pending', attempts: 0 }).answer).toBe('—');
    expect(
      deliveryStatusText({
        ...base,
        status: 'succeeded',
        attempts: 1,
        lastStatusCode: 204,
        lastLatencyMs: 12,
      }),
    ).toMatchObject({ label: 'Succeeded', answer: '204 in 12 ms' });
    expect(
      deliveryStatusText({
        ...base,
        status: 'retrying',
        attempts: 2,
        lastLatencyMs: 10_000,
        nextAttemptAt: '2026-11-30T10:00:00.000Z',
      }),
    ).toMatchObject({ label: 'Retrying', answer: 'No answer in 10000 ms' });
  });

  it("says when a retrying delivery is tried next, in the user's zone", () => {
    const at = '2026-11-30T10:00:00.000Z';
    const text = deliveryStatusText(
      { status: 'retrying', attempts: 1, nextAttemptAt: at, lastStatusCode: 503, lastLatencyMs: 5 },
      'Asia/Tokyo',
    );
    expect(text.detail).toBe(
      `Next try ${new Date(at).toLocaleString(undefined, { timeZone: 'Asia/Tokyo' })}`,
    );
    expect(text.detail).not.toBe(
      `Next try ${new Date(at).toLocaleString(undefined, { timeZone: 'UTC' })}`,
    );
  });
});
