import { CORE_MENUS, MENU_GUARDS, menusOfProcedure, menusOfRequest } from '@fanout/shared';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EXPORT_PATH } from '../analytics/analytics-export-route';
import { appRouter } from '../trpc/router';

const procedures = Object.keys(appRouter._def.procedures);

describe('the menu-guard table (ADR 0051, 0070)', () => {
  it('has a row for every core menu and for nothing else', () => {
    expect(Object.keys(MENU_GUARDS).sort()).toEqual(CORE_MENUS.map((menu) => menu.id).sort());
  });

  it('names only procedures that exist', () => {
    const gone = Object.entries(MENU_GUARDS).flatMap(([id, guard]) =>
      guard.procedures
        .filter((prefix) => !procedures.some((name) => name.startsWith(prefix)))
        .map((prefix) => `${id}: ${prefix}`),
    );
    expect(gone).toEqual([]);
  });

  it('maps procedures and routes to their menus', () => {
    expect(menusOfProcedure('post.duplicate')).toEqual(['create', 'calendar']);
    expect(menusOfProcedure('post.get')).toEqual([]);
    expect(menusOfRequest('/trpc/content.list,post.counts', undefined)).toEqual([
      'content',
      'scheduled',
    ]);
    expect(menusOfRequest('/api/upload', '/api/upload')).toEqual(['content']);
  });

  it('puts every analytics call under the Analytics menu, its CSV export included', () => {
    const analytics = procedures.filter((name) => name.startsWith('analytics.'));
    expect(analytics.sort()).toEqual(['analytics.overview', 'analytics.post', 'analytics.refresh']);
    for (const name of analytics) expect(menusOfProcedure(name)).toEqual(['analytics']);
    expect(menusOfRequest(ANALYTICS_EXPORT_PATH, ANALYTICS_EXPORT_PATH)).toEqual(['analytics']);
  });
});
