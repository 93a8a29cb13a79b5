// What the group request schemas (src/api/schemas/groups.ts) need of groupRules.ts: the limits of
// a request and a search, and the two texts a refused request shows. Apart, so that a screen that
// loads those schemas' file (the group admin's requests tab) does not load the groups' rules.
export const GROUP_TITLE_MAX = 64;
export const GROUP_DESCRIPTION_MAX = 1024;
export const GROUP_SEARCH_MAX = 100;
export const GROUP_FILL_IN_ALL = 'Please fill in all the info';
export const GROUP_NEED_THUMBNAIL = 'Groups must have a thumbnail sketch';
