// A profile page's link as someone pastes it (the chat's /report): the name part of any address a
// profile has (spec part 2 §2 Profiles), on any host or none: /user/{id, nickname or patron web
// address}, or /{patron web address or nickname} (an unknown path falls to the profile handler).
// Shared by the chat box, which refuses anything else with the usage text before sending, and the
// server, which finds the user the name names.

const USER_PATH = /\/user\/([^/?#\s]+)/;
/** A link of one path segment: `https://host/name`, `/name` (an end slash, a query or a hash may follow). */
const NAME_PATH = /^(?:https?:\/\/[^/\s]+)?\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i;

export type ProfileLinkName = { kind: 'user'; name: string } | { kind: 'path'; name: string };

/** The name a profile link gives, and under which kind of address; null for no profile link. */
export function profileLinkName(link: string): ProfileLinkName | null {
  const text = link.trim();
  const underUser = USER_PATH.exec(text)?.[1];
  const part = underUser ?? NAME_PATH.exec(text)?.[1];
  if (!part) return null;
  let name: string;
  try {
    name = decodeURIComponent(part);
  } catch {
    return null;
  }
  if (!name) return null;
  if (underUser !== undefined) return { kind: 'user', name };
  // /{digits} is no profile (ids go under /user/), nor is /user/ without a name.
  return /^\d+$/.test(name) || name.toLowerCase() === 'user' ? null : { kind: 'path', name };
}
