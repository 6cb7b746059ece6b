import { describe, expect, it } from 'vitest';
import { AppError, hasPermission } from '@fanout/shared';
import { requireAccess } from './require-access';

const customer = { userId: 'u1', isAdmin: false, permissions: ['purchase_credits'] };
const admin = { userId: 'u2', isAdmin: true, permissions: [] };

describe('requireAccess', () => {
  it('grants a held permission and everything to admins', () => {
    expect(hasPermission(customer, 'purchase_credits')).toBe(true);
    expect(hasPermission(customer, 'view_admin_panel')).toBe(false);
    expect(hasPermission(admin, 'view_admin_panel')).toBe(true);
    expect(() =>
      requireAccess({ actor: admin, permission: 'manage_credit_packages', adminOnly: true }),
    ).not.toThrow();
  });

  it('throws FORBIDDEN naming the missing permission', () => {
    try {
      requireAccess({ actor: customer, permission: 'view_admin_panel' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('FORBIDDEN');
      expect((error as AppError).message).toContain('view_admin_panel');
    }
    expect(() => requireAccess({ actor: customer, adminOnly: true })).toThrow(
      /administrators only/,
    );
  });
});
