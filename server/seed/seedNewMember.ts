// A member who joined three days ago and whom nobody has noticed yet: no sketches, no fans, no
// comments, no messages. Signing in as them (the development sign-in page lists them) shows the
// activity lists, the messages and the fans lists empty, as a new member sees them.
import { insertBareMember } from './bareMember';
import type { SeedContext } from './context';

export const NEW_MEMBER_NICKNAME = 'NewcomerNia';

export function seedNewMember(ctx: SeedContext): number {
  return insertBareMember(ctx, { nickname: NEW_MEMBER_NICKNAME, email: 'newcomer.nia@example.com', chatIdSuffix: 'new', heartsAvailable: 3, joinedDaysAgo: 3 });
}
