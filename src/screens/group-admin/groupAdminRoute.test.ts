// The group admin addresses in the real route table: /a/groups[/{tab}] and /e/a/groups/{tab}
// (the prefix is kept there, src/lib/route.ts), every tab's address from the path builder.
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../app/routes/routeTable';
import { GROUP_ADMIN_TABS } from '../../lib/groupAdminRules';
import { groupPaths } from '../../lib/paths/groups';
import { matchRoute, normalizeLocation } from '../../lib/route';

const route = (href: string) => {
  const url = new URL(href, 'https://sketchery.test');
  const found = matchRoute(routeTable, normalizeLocation(url.pathname, url.search, url.hash).path);
  return found ? { name: found.rule.name, params: found.params } : null;
};

describe('group admin routes', () => {
  it('take /a/groups (the activity tab) and each tab under /a/groups and /e/a/groups', () => {
    expect(route(groupPaths.groupAdmin())).toEqual({ name: 'groupAdmin', params: { tab: 'activity' } });
    expect(route('/a/groups/')).toEqual({ name: 'groupAdmin', params: { tab: 'activity' } });
    for (const tab of GROUP_ADMIN_TABS) {
      expect(route(groupPaths.groupAdmin(tab))).toEqual({ name: 'groupAdmin', params: { tab } });
      expect(route(`/a/groups/${tab}`)).toEqual({ name: 'groupAdmin', params: { tab } });
    }
    expect(groupPaths.groupAdmin('stats')).toBe('/e/a/groups/stats');
  });

  it('are not there for an unknown tab or a deeper path', () => {
    expect(route('/a/groups/everything')?.name).not.toBe('groupAdmin');
    expect(route('/e/a/groups/stats/more')?.name).not.toBe('groupAdmin');
  });
});
