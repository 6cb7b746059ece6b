import { CORE_MENUS, type MenuItem } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { hiddenMenuAt } from './hidden-menu';

const menuItem = (id: string, routePath: string): MenuItem => ({
  id,
  permissionName: `access_${id}`,
  menuLabel: id,
  iconName: null,
  routePath,
  parentMenuId: null,
  displayOrder: 100,
});
const allCore = CORE_MENUS.map((core) => menuItem(core.id, core.routePath));
const withoutContent = allCore.filter((menu) => menu.id !== 'content');
const customer = { isAdmin: false, permissions: [] };

describe('hiddenMenuAt', () => {
  it('names the core menu of the page when the customer role no longer has it', () => {
    expect(hiddenMenuAt('/content', customer, withoutContent)?.label).toBe('Content Library');
    expect(hiddenMenuAt('/', customer, [])?.label).toBe('Overview');
  });

  it('refuses nothing the user may see, nor pages that are no core menu', () => {
    expect(hiddenMenuAt('/content', customer, allCore)).toBeUndefined();
    expect(hiddenMenuAt('/scheduled', customer, withoutContent)).toBeUndefined();
    expect(hiddenMenuAt('/admin/user-roles', customer, [])).toBeUndefined();
    expect(hiddenMenuAt('/reports', customer, [])).toBeUndefined();
  });

  it('admins always pass; unknown access refuses nothing', () => {
    expect(hiddenMenuAt('/content', { isAdmin: true, permissions: [] }, [])).toBeUndefined();
    expect(hiddenMenuAt('/content', undefined, withoutContent)).toBeUndefined();
    expect(hiddenMenuAt('/content', customer, undefined)).toBeUndefined();
  });
});
