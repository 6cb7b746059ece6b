import { CORE_MENUS, PURCHASE_MENU_IDS, type MenuItem } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { buildSidebar } from './sidebar-items';

function menu(id: string, routePath: string, displayOrder: number): MenuItem {
  return {
    id,
    permissionName: `access_${id}`,
    menuLabel: id,
    iconName: null,
    routePath,
    parentMenuId: null,
    displayOrder,
  };
}

const allCore = CORE_MENUS.map((core) => menu(core.id, core.routePath, core.displayOrder));
const labels = (links: { label: string }[] | undefined) => links?.map((link) => link.label);

describe('buildSidebar', () => {
  it('lists nothing while permissions or menus load', () => {
    expect(buildSidebar(undefined, allCore)).toEqual({ main: [], admin: undefined });
    expect(buildSidebar({ isAdmin: false, permissions: [] }, undefined)).toEqual({
      main: [],
      admin: undefined,
    });
  });

  it('gives admins every core menu and the whole administration section', () => {
    const { main, admin } = buildSidebar({ isAdmin: true, permissions: [] }, []);
    expect(labels(main)).toEqual(CORE_MENUS.map((core) => core.label));
    expect(labels(admin)).toEqual([
      'Admin Dashboard',
      'Subscription Plans',
      'Credit Packages',
      'User Roles',
      'Menu Management',
      'Audit Log',
    ]);
  });

  it('shows customers only accessible menus, purchase menus only with purchase_credits', () => {
    const purchase = allCore.filter((core) => PURCHASE_MENU_IDS.includes(core.id));
    const menus = [menu('overview', '/', 10), menu('content', '/content', 30), ...purchase];
    expect(labels(buildSidebar({ isAdmin: false, permissions: [] }, menus).main)).toEqual([
      'Overview',
      'Content Library',
    ]);
    const buyer = buildSidebar({ isAdmin: false, permissions: ['purchase_credits'] }, menus);
    expect(labels(buyer.main)).toEqual([
      'Overview',
      'Content Library',
      'Credits & Billing',
      'Subscription',
      'Buy Credits',
    ]);
    expect(buyer.admin).toBeUndefined();
  });

  it('adds custom menus after the core ones by display order, never /admin routes', () => {
    const menus = [
      menu('overview', '/', 10),
      menu('reports', '/reports', 200),
      menu('secret', '/admin/secret', 1),
      menu('planner', '/planner', 150),
    ];
    const { main } = buildSidebar({ isAdmin: false, permissions: [] }, menus);
    expect(labels(main)).toEqual(['Overview', 'planner', 'reports']);
  });

  it('filters administration links by their own permission', () => {
    const access = { isAdmin: false, permissions: ['view_admin_panel', 'manage_credit_packages'] };
    expect(labels(buildSidebar(access, []).admin)).toEqual([
      'Admin Dashboard',
      'Credit Packages',
      'User Roles',
      'Menu Management',
      'Audit Log',
    ]);
  });
});
