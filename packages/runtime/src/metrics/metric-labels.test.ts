import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  errorClassLabel,
  methodLabel,
  platformLabel,
  routeLabel,
  statusClassLabel,
  sweepLabel,
} from './metric-labels';

describe('metric labels stay within lists the code owns', () => {
  it('keeps known values and counts anything else as "other"', () => {
    expect(platformLabel('linkedin')).toBe('linkedin');
    expect(platformLabel('myspace')).toBe('other');
    expect(errorClassLabel(null)).toBe('none');
    expect(errorClassLabel('rate_limited')).toBe('rate_limited');
    expect(errorClassLabel('Text too long for user 42')).toBe('other');
    expect(methodLabel('PATCH')).toBe('PATCH');
    expect(methodLabel('PROPFIND')).toBe('other');
  });

  it('names a route by its pattern, and a request no route matched as "unmatched"', () => {
    expect(routeLabel('/api/posts/:id')).toBe('/api/posts/:id');
    expect(routeLabel(undefined)).toBe('unmatched');
    expect(routeLabel(`/${'x'.repeat(300)}`)).toBe('unmatched');
  });

  it('groups statuses by class and turns sweep names and count keys into label values', () => {
    expect([200, 302, 404, 503, 99, 700].map(statusClassLabel)).toEqual([
      '2xx',
      '3xx',
      '4xx',
      '5xx',
      '1xx',
      '5xx',
    ]);
    expect(sweepLabel('publishing sweep')).toBe('publishing');
    expect(sweepLabel('stuck ai generation sweep')).toBe('stuck_ai_generation');
    expect(actionLabel('yearlyMonthsGranted')).toBe('yearly_months_granted');
    expect(actionLabel('missed')).toBe('missed');
  });
});
