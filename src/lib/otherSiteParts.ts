// Parts of the site that are not this web client: the forum, the classes and the legacy page of
// the old site (spec part 1: /forums, /classes and /old/ in the menu and the route table). The
// page hands them to the browser as real navigations, so whatever serves them on the site does;
// the reference server has a stand-in page for each (server/routes/otherSiteParts.ts).

export interface OtherSitePart {
  /** The path the menu links to. */
  path: string;
  /** What the part is called on its stand-in page. */
  name: string;
}

export const OTHER_SITE_PARTS = {
  forums: { path: '/forums', name: 'The forum' },
  classes: { path: '/classes', name: 'Classes' },
  legacy: { path: '/old/', name: 'The legacy page of the old site' },
} as const satisfies Record<string, OtherSitePart>;

/** The first path segment a part owns, with its slash ('/old' for '/old/'): its pages are that and all below. */
export const prefixOf = (part: OtherSitePart): string => `/${part.path.split('/')[1] ?? ''}`;

/** The part of the site a path belongs to when it is not this client's (also its sub-paths), or null. */
export function otherSitePartOf(path: string): OtherSitePart | null {
  return Object.values(OTHER_SITE_PARTS).find((part) => path === prefixOf(part) || path.startsWith(`${prefixOf(part)}/`)) ?? null;
}
