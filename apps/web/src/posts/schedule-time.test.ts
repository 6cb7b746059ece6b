import { describe, expect, it } from 'vitest';
import {
  dateTimeLocalToIso,
  isoToDateTimeLocal,
  localDateTime,
  localDateTimeToIso,
  schedulePreview,
  todayInputValue,
} from './schedule-time';

// The user's zone, never the machine's: these hold whatever TZ the tests run in.
const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

describe('todayInputValue', () => {
  it('is the date in the user’s zone, zero-padded', () => {
    const instant = new Date('2025-01-05T23:30:00Z');
    expect(todayInputValue(BERLIN, instant)).toBe('2025-01-06');
    expect(todayInputValue(NEW_YORK, instant)).toBe('2025-01-05');
  });
});

describe('localDateTime', () => {
  it('reads the wall-clock time of the user’s zone', () => {
    expect(localDateTime('2025-03-09', '14:30', BERLIN)).toEqual(new Date('2025-03-09T13:30:00Z'));
    expect(localDateTime('2025-03-09', '14:30', NEW_YORK)).toEqual(
      new Date('2025-03-09T18:30:00Z'),
    );
  });

  it('needs both parts, complete and real', () => {
    expect(localDateTime('', '14:30', BERLIN)).toBeNull();
    expect(localDateTime('2025-03-09', '', BERLIN)).toBeNull();
    expect(localDateTime('2025-02-30', '10:00', BERLIN)).toBeNull();
    expect(localDateTime('2025-03-09', '24:00', BERLIN)).toBeNull();
  });
});

describe('localDateTimeToIso', () => {
  it('converts 09:00 Berlin the day after DST starts to 07:00Z', () => {
    expect(localDateTimeToIso('2026-03-30', '09:00', BERLIN)).toBe('2026-03-30T07:00:00.000Z');
    expect(localDateTimeToIso('2026-03-30', '', BERLIN)).toBeUndefined();
  });
});

describe('schedulePreview', () => {
  it('spells out the date and time in the user’s zone, or nothing when incomplete', () => {
    expect(schedulePreview('2025-03-09', '14:30', BERLIN, 'en-US')).toBe(
      'Sunday, March 9, 2025 at 2:30 PM',
    );
    expect(schedulePreview('2025-03-09', '', BERLIN, 'en-US')).toBeNull();
  });
});

describe('datetime-local values', () => {
  it('round-trip to the minute in the user’s zone', () => {
    const iso = '2025-03-09T13:30:45.000Z';
    expect(isoToDateTimeLocal(iso, BERLIN)).toBe('2025-03-09T14:30');
    expect(isoToDateTimeLocal(iso, NEW_YORK)).toBe('2025-03-09T09:30');
    expect(dateTimeLocalToIso('2025-03-09T14:30', BERLIN)).toBe('2025-03-09T13:30:00.000Z');
    expect(dateTimeLocalToIso('2025-03-09T14:30:00', BERLIN)).toBe('2025-03-09T13:30:00.000Z');
  });

  it('are empty without a time', () => {
    expect(isoToDateTimeLocal(null, BERLIN)).toBe('');
    expect(isoToDateTimeLocal('soon', BERLIN)).toBe('');
    expect(dateTimeLocalToIso('', BERLIN)).toBeUndefined();
  });
});
