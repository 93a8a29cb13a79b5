// The tabs of group admin (spec part 2 §2), apart from its other rules: the route table checks a
// tab with these, and it is in every page's first load.
export const GROUP_ADMIN_TABS = ['activity', 'stats', 'requests', 'queue', 'new', 'suggest', 'moderate'] as const;
export type GroupAdminTab = (typeof GROUP_ADMIN_TABS)[number];
export const DEFAULT_GROUP_ADMIN_TAB: GroupAdminTab = 'activity';

export const isGroupAdminTab = (tab: string): tab is GroupAdminTab => (GROUP_ADMIN_TABS as readonly string[]).includes(tab);
