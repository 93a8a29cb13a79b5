// `/report {profile link}` in the chat: the link names the reported user by id or nickname
// (https://host/user/12, /user/InkyAda, ...). Anything else answers with the usage text.
import type { Db } from '../../db/database';
import { userIdOfRef } from '../../data/users';

export function reportedUserId(db: Db, link: string): number | null {
  const match = /\/user\/([^/?#\s]+)/.exec(link.trim());
  if (!match?.[1]) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  // As the profile page resolves /user/{id or nickname} (the nickname column ignores case).
  return userIdOfRef(db, key);
}
