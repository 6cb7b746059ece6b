import { describe, expect, it } from 'vitest';
import {
  dateTimeLocalToIso,
  isoToDateTimeLocal,
  localDateTime,
  localDateTimeToIso,
  schedulePreview,
  todayInputValue,
} from './schedule-time';

describe('todayInputValue', () => {
  it('is the local date, zero-padded', () => {
    expect(todayInputValue(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('localDateTime', () => {
  it('reads the local wall-clock time', () => {
    expect(localDateTime('2025-03-09', '14:30')).toEqual(new Date(2025, 2, 9, 14, 30));
  });

  it('needs both parts, complete and real', () => {
    expect(localDateTime('', '14:30')).toBeNull();
    expect(localDateTime('2025-03-09', '')).toBeNull();
    expect(localDateTime('2025-02-30', '10:00')).toBeNull();
    expect(localDateTime('2025-03-09', '24:00')).toBeNull();
  });
});

describe('localDateTimeToIso', () => {
  it('converts the local time to a UTC instant', () => {
    expect(localDateTimeToIso('2025-03-09', '14:30')).toBe(
      new Date(2025, 2, 9, 14, 30).toISOString(),
    );
    expect(localDateTimeToIso('2025-03-09', '')).toBeUndefined();
  });
});

describe('schedulePreview', () => {
  it('spells out the date and time, or nothing when incomplete', () => {
    expect(schedulePreview('2025-03-09', '14:30', 'en-US')).toBe(
      'Sunday, March 9, 2025 at 2:30 PM',
    );
    expect(schedulePreview('2025-03-09', '', 'en-US')).toBeNull();
  });
});

describe('datetime-local values', () => {
  it('round-trip to the minute', () => {
    const iso = new Date(2025, 2, 9, 14, 30, 45).toISOString();
    expect(isoToDateTimeLocal(iso)).toBe('2025-03-09T14:30');
    expect(dateTimeLocalToIso('2025-03-09T14:30')).toBe(new Date(2025, 2, 9, 14, 30).toISOString());
    expect(dateTimeLocalToIso('2025-03-09T14:30:00')).toBe(
      new Date(2025, 2, 9, 14, 30).toISOString(),
    );
  });

  it('are empty without a time', () => {
    expect(isoToDateTimeLocal(null)).toBe('');
    expect(isoToDateTimeLocal('soon')).toBe('');
    expect(dateTimeLocalToIso('')).toBeUndefined();
  });
});
