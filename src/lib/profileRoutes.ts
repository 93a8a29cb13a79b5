// Which paths are profiles (spec part 1 §2, part 2 §2): /user/{id or name}[/{section}] and, as the
// last rule of the route table, any other path /{name}[/{section}]. The route table loads with
// every page, so this module is kept small: the profile's other rules are in ./profile.ts.

/** Sections the profile route takes from the address; albums, edit and the fan lists have routes of their own. */
export const ROUTED_PROFILE_SECTIONS = ['about', 'sketches', 'likes', 'blocks'] as const;

export const isRoutedProfileSection = (section: string): boolean => (ROUTED_PROFILE_SECTIONS as readonly string[]).includes(section);

/**
 * The profile a path that no other route took names: `{user, section}`, or null. Any one-segment
 * path is a name (an unknown one shows the not-found page after the server says so); a
 * two-segment path only with a profile section, so a malformed /sketch/abc or /group/2 stays
 * not found without asking. Patrons cannot take the site's own words as their address
 * (RESERVED_SLUGS in ./profileRules.ts), so no page hides a patron.
 */
export function fallbackProfile(path: string): { user: string; section?: string } | null {
  const found = /^\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
  if (!found) return null;
  let user: string;
  let section: string | undefined;
  try {
    user = decodeURIComponent(found[1]!);
    section = found[2] === undefined ? undefined : decodeURIComponent(found[2]);
  } catch {
    return null;
  }
  if (section !== undefined && !isRoutedProfileSection(section)) return null;
  return section === undefined ? { user } : { user, section };
}
