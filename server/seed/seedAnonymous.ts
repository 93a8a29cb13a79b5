// The 'Anonymous' account (demoAccounts.ts ANONYMOUS_ACCOUNT): a signed-in user with a chat id
// whom the whiteboard refuses by nickname (spec part 2 §6), so the refusal can be seen by signing
// in as it on the development sign-in page. It joined a year ago and has done nothing since.
import { insertBareMember } from './bareMember';
import { ANONYMOUS_ACCOUNT } from './demoAccounts';
import type { SeedContext } from './context';

export function seedAnonymous(ctx: SeedContext): number {
  return insertBareMember(ctx, { nickname: ANONYMOUS_ACCOUNT.nickname, email: ANONYMOUS_ACCOUNT.email, chatIdSuffix: 'anon', heartsAvailable: 0, joinedDaysAgo: 365 });
}
