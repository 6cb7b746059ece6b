import { describe, expect, it } from 'vitest';
import { officialSpecValidator } from './official-specs';

const ANALYTICS = '/v5/pins/984424417280968329/analytics';
const query = (metricTypes: string) => ({
  start_date: '2026-11-01',
  end_date: '2026-11-29',
  metric_types: metricTypes,
});

describe('the OpenAPI request validator', () => {
  it("takes Pinterest's metric types shared by its standard and video lists (a oneOf of enums)", async () => {
    const pinterest = await officialSpecValidator('pinterest');
    expect(() =>
      pinterest.validate({
        method: 'GET',
        path: ANALYTICS,
        query: query('IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK'),
      }),
    ).not.toThrow();
    expect(() =>
      pinterest.validate({ method: 'GET', path: ANALYTICS, query: query('VIDEO_START') }),
    ).not.toThrow();
  });

  it('still refuses what neither list names, and a missing required parameter', async () => {
    const pinterest = await officialSpecValidator('pinterest');
    expect(() =>
      pinterest.validate({ method: 'GET', path: ANALYTICS, query: query('IMPRESSIONS') }),
    ).toThrow(/violates the spec/);
    expect(() =>
      pinterest.validate({
        method: 'GET',
        path: ANALYTICS,
        query: { start_date: '2026-11-01', metric_types: 'SAVE' },
      }),
    ).toThrow(/end_date/);
  });
});
