// `/report {profile link}` in the chat: the user the link names (src/lib/profileLink.ts), found
// as the profile page finds them: under /user/ an id, a nickname or a patron's web address; a
// one-part path a patron's web address or a nickname (both ignore case). Anything else answers
// with the usage text.
import type { Db } from '../../db/database';
import { userIdOfNickname, userIdOfPatronSlug, userIdOfRef } from '../../data/users';
import { profileLinkName } from '../../../src/lib/profileLink';

export function reportedUserId(db: Db, link: string): number | null {
  const found = profileLinkName(link);
  if (!found) return null;
  if (found.kind === 'user') return userIdOfRef(db, found.name) ?? userIdOfPatronSlug(db, found.name) ?? null;
  return userIdOfPatronSlug(db, found.name) ?? userIdOfNickname(db, found.name) ?? null;
}
