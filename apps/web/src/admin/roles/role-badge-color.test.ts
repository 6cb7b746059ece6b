import { describe, expect, it } from 'vitest';
import { roleBadgeColor } from './role-badge-color';

describe('roleBadgeColor', () => {
  it('paints admin yellow, customer blue and any other role grey', () => {
    expect(roleBadgeColor('admin')).toBe('yellow');
    expect(roleBadgeColor('customer')).toBe('blue');
    expect(roleBadgeColor('editor')).toBe('gray');
  });
});
